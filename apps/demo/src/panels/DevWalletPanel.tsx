import { useEffect, useState } from 'react'
import type { DevWallet } from '../devWallet'
import { Panel } from './Panel'
import { RequestList } from './RequestList'

type Pending = DevWallet['approvals']['pending']

/** The development wallet's own screen: it asks here before it signs or sends anything. */
export function DevWalletPanel({ wallet }: { wallet: DevWallet }) {
  const [pending, setPending] = useState<Pending>(wallet.approvals.pending)
  useEffect(() => wallet.approvals.subscribe((list) => setPending([...list])), [wallet])
  return (
    <Panel title="Dev wallet" id="dev-wallet">
      <RequestList
        requests={pending}
        testId="dev-wallet-request"
        onDecide={(id, approve) =>
          approve ? wallet.approvals.approve(id) : wallet.approvals.reject(id)
        }
      />
    </Panel>
  )
}
