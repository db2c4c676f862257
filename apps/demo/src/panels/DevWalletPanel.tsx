import { useEffect, useState } from 'react'
import type { DevWallet } from '../devWallet'
import { Panel } from './Panel'

type Pending = DevWallet['approvals']['pending']

/** The development wallet's own screen: it asks here before it signs or sends anything. */
export function DevWalletPanel({ wallet }: { wallet: DevWallet }) {
  const [pending, setPending] = useState<Pending>(wallet.approvals.pending)
  useEffect(() => wallet.approvals.subscribe((list) => setPending([...list])), [wallet])
  return (
    <Panel title="Dev wallet" id="dev-wallet">
      {pending.length === 0 ? (
        <p>No request waiting.</p>
      ) : (
        <ul className="requests">
          {pending.map((request) => (
            <li key={request.id} data-testid="dev-wallet-request">
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
