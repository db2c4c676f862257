import { useEffect, useState } from 'react'
import type { DemoPolkadot } from '../polkadot'
import { Panel } from './Panel'

type Pending = DemoPolkadot['extension']['approvals']['pending']

/** The Polkadot development extension's own screen: it asks here before it lets a site in or signs. */
export function PolkadotDevPanel({ extension }: { extension: DemoPolkadot['extension'] }) {
  const [pending, setPending] = useState<Pending>(extension.approvals.pending)
  useEffect(() => extension.approvals.subscribe((list) => setPending([...list])), [extension])
  return (
    <Panel title="Polkadot dev extension" id="polkadot-dev-extension">
      {pending.length === 0 ? (
        <p>No request waiting.</p>
      ) : (
        <ul className="requests">
          {pending.map((request) => (
            <li key={request.id} data-testid="polkadot-dev-request">
              <strong>{request.method}</strong> <span>{request.summary}</span>
              <div className="row">
                <button type="button" onClick={() => extension.approvals.approve(request.id)}>
                  Approve
                </button>
                <button type="button" onClick={() => extension.approvals.reject(request.id)}>
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
