import { useEffect, useState } from 'react'
import type { SolanaDevWallet } from '../solana'
import { Panel } from './Panel'

type Pending = SolanaDevWallet['approvals']['pending']

/** The Solana development wallet's own screen: it asks here before it signs or sends anything. */
export function SolanaDevWalletPanel({ wallet }: { wallet: SolanaDevWallet }) {
  const [pending, setPending] = useState<Pending>(wallet.approvals.pending)
  const [selected, setSelected] = useState(wallet.selected)
  useEffect(() => wallet.approvals.subscribe((list) => setPending([...list])), [wallet])
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
              {address}
            </option>
          ))}
        </select>
      </label>
      {pending.length === 0 ? (
        <p>No request waiting.</p>
      ) : (
        <ul className="requests">
          {pending.map((request) => (
            <li key={request.id} data-testid="solana-dev-wallet-request">
              <strong>{request.method}</strong> <span>{request.summary}</span>
              <div className="row">
                <button type="button" onClick={() => wallet.approvals.approve(request.id)}>
                  Approve
                </button>
                <button type="button" onClick={() => wallet.approvals.reject(request.id)}>
                  Reject
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
