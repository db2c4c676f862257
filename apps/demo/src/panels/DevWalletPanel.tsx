import { useState } from 'react'
import type { DevWallet } from '../devWallet'
import { AccountMenu } from './AccountMenu'
import { ApprovalRequests } from './ApprovalRequests'
import { Panel } from './Panel'

/**
 * The development wallet's own screen: it asks here before it signs or sends anything, and its
 * account can be switched here, as in a browser wallet (the site hears accountsChanged).
 */
export function DevWalletPanel({ wallet }: { wallet: DevWallet }) {
  // The wallet lists the selected account first; the menu keeps the keys' own order.
  const [addresses] = useState(() => [...wallet.getState().accounts].sort())
  return (
    <Panel title="Dev wallet" id="dev-wallet">
      <AccountMenu
        addresses={addresses}
        selected={() => wallet.getState().accounts[0]}
        select={(address) => wallet.selectAccount(address as `0x${string}`)}
        shown={[6, 4]}
      />
      <ApprovalRequests approvals={wallet.approvals} testId="dev-wallet-request" />
    </Panel>
  )
}
