import { useState } from 'react'
import type { DemoBitcoin } from '../bitcoin'
import { ApprovalRequests } from './ApprovalRequests'
import { Panel } from './Panel'

/**
 * The Bitcoin development wallet's own screen: it asks here before it connects or signs, and its
 * account (a payment and an ordinals address) can be switched here, as in a browser wallet.
 */
export function BitcoinDevWalletPanel({ wallet }: { wallet: DemoBitcoin['wallet'] }) {
  const [selected, setSelected] = useState(wallet.selected)
  return (
    <Panel title="Bitcoin dev wallet" id="bitcoin-dev-wallet">
      <label className="row">
        Account{' '}
        <select
          value={selected}
          onChange={(event) => {
            wallet.selectAccount(event.target.value)
            setSelected(wallet.selected)
          }}
        >
          {wallet.addresses.map(({ payment }) => (
            <option key={payment} value={payment}>
              {`${payment.slice(0, 8)}…${payment.slice(-6)}`}
            </option>
          ))}
        </select>
      </label>
      <ApprovalRequests approvals={wallet.approvals} testId="bitcoin-dev-wallet-request" />
    </Panel>
  )
}
