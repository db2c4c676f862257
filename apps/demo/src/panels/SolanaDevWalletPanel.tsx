import type { SolanaDevWallet } from '../solana'
import { AccountMenu } from './AccountMenu'
import { ApprovalRequests } from './ApprovalRequests'
import { Panel } from './Panel'

/**
 * The Solana development wallet's own screen: it asks here before it signs or sends anything,
 * and its account can be switched here, as in a browser wallet.
 */
export function SolanaDevWalletPanel({ wallet }: { wallet: SolanaDevWallet }) {
  return (
    <Panel title="Solana dev wallet" id="solana-dev-wallet">
      <AccountMenu
        addresses={wallet.addresses}
        selected={() => wallet.selected}
        select={(address) => wallet.selectAccount(address)}
        shown={[6, 6]}
      />
      <ApprovalRequests approvals={wallet.approvals} testId="solana-dev-wallet-request" />
    </Panel>
  )
}
