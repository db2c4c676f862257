import { useState } from 'react'
import type { SolanaDevWallet } from '../solana'
import { ApprovalRequests } from './ApprovalRequests'
import { Panel } from './Panel'

/**
 * The Solana development wallet's own screen: it asks here before it signs or sends anything,
 * and its account can be switched here, as in a browser wallet.
 */
export function SolanaDevWalletPanel({ wallet }: { wallet: SolanaDevWallet }) {
  const [selected, setSelected] = useState(wallet.selected)
  return (
    <Panel title="Solana dev wallet" id="solana-dev-wallet">
      <label className="row">
        Account{' '}
        <select
          value={selected}
          onChange={(event) => {
            wallet.selectAccount(event.target.value)
            setSelected(wallet.selected)
          }}
        >
          {wallet.addresses.map((address) => (
            <option key={address} value={address}>
              {`${address.slice(0, 6)}…${address.slice(-6)}`}
            </option>
          ))}
        </select>
      </label>
      <ApprovalRequests approvals={wallet.approvals} testId="solana-dev-wallet-request" />
    </Panel>
  )
}
