import { useEffect, useState } from 'react'
import type { DemoPolkadot } from '../polkadot'
import { Panel } from './Panel'
import { RequestList } from './RequestList'

type Pending = DemoPolkadot['extension']['approvals']['pending']

/** The Polkadot development extension's own screen: it asks here before it lets a site in or signs. */
export function PolkadotDevPanel({ extension }: { extension: DemoPolkadot['extension'] }) {
  const [pending, setPending] = useState<Pending>(extension.approvals.pending)
  useEffect(() => extension.approvals.subscribe((list) => setPending([...list])), [extension])
  return (
    <Panel title="Polkadot dev extension" id="polkadot-dev-extension">
      <RequestList
        requests={pending}
        testId="polkadot-dev-request"
        onDecide={(id, approve) =>
          approve ? extension.approvals.approve(id) : extension.approvals.reject(id)
        }
      />
    </Panel>
  )
}
