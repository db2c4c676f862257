import type { DevWallet } from '../devWallet'
import { ApprovalRequests } from './ApprovalRequests'
import { Panel } from './Panel'

/** The development wallet's own screen: it asks here before it signs or sends anything. */
export function DevWalletPanel({ wallet }: { wallet: DevWallet }) {
  return (
    <Panel title="Dev wallet" id="dev-wallet">
      <ApprovalRequests approvals={wallet.approvals} testId="dev-wallet-request" />
    </Panel>
  )
}
