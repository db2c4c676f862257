import { useState } from 'react'
import type { DevWallet } from '../devWallet'
import { ApprovalRequests } from './ApprovalRequests'
import { Panel } from './Panel'

/**
 * The development wallet's own screen: it asks here before it signs or sends anything, and its
 * account can be switched here, as in a browser wallet (the site hears accountsChanged).
 */
export function DevWalletPanel({ wallet }: { wallet: DevWallet }) {
  // The wallet lists the selected account first; the menu keeps the keys' own order.
  const [addresses] = useState(() => [...wallet.getState().accounts].sort())
  const [selected, setSelected] = useState(() => wallet.getState().accounts[0])
  return (
    <Panel title="Dev wallet" id="dev-wallet">
      <label className="row">
        Account{' '}
        <select
          value={selected}
          onChange={(event) => {
            wallet.selectAccount(event.target.value as `0x${string}`)
            setSelected(wallet.getState().accounts[0])
          }}
        >
          {addresses.map((address) => (
            <option key={address} value={address}>
              {`${address.slice(0, 6)}…${address.slice(-4)}`}
            </option>
          ))}
        </select>
      </label>
      <ApprovalRequests approvals={wallet.approvals} testId="dev-wallet-request" />
    </Panel>
  )
}
