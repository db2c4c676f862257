import type { DemoBitcoin } from '../bitcoin'
import { AccountMenu } from './AccountMenu'
import { ApprovalRequests } from './ApprovalRequests'
import { Panel } from './Panel'

/**
 * The Bitcoin development wallet's own screen: it asks here before it connects or signs, and its
 * account (a payment and an ordinals address) can be switched here, as in a browser wallet.
 */
export function BitcoinDevWalletPanel({ wallet }: { wallet: DemoBitcoin['wallet'] }) {
  return (
    <Panel title="Bitcoin dev wallet" id="bitcoin-dev-wallet">
      <AccountMenu
        addresses={wallet.addresses.map(({ payment }) => payment)}
        selected={() => wallet.selected}
        select={(address) => wallet.selectAccount(address)}
        shown={[8, 6]}
      />
      <ApprovalRequests approvals={wallet.approvals} testId="bitcoin-dev-wallet-request" />
    </Panel>
  )
}
