import type { AppKit } from '@latchkey/react'
import type { DevWallet } from './devWallet'
import { ButtonsPanel } from './panels/ButtonsPanel'
import { DevWalletPanel } from './panels/DevWalletPanel'
import { EventsPanel } from './panels/EventsPanel'
import { HooksPanel } from './panels/HooksPanel'
import { SolanaDevWalletPanel } from './panels/SolanaDevWalletPanel'
import { ThemePanel } from './panels/ThemePanel'
import { ViewsPanel } from './panels/ViewsPanel'
import type { SolanaDevWallet } from './solana'

export function App({
  appKit,
  devWallet,
  solanaDevWallet,
}: {
  appKit: AppKit
  devWallet: DevWallet | undefined
  solanaDevWallet?: SolanaDevWallet | undefined
}) {
  return (
    <div className="page">
      <header>
        <h1>Latchkey demo</h1>
        <p>
          Every feature of the modal, on the local stack: two local chains, the provider and a
          development wallet.
        </p>
      </header>
      <main className="grid">
        <ButtonsPanel />
        <HooksPanel />
        <ThemePanel />
        <ViewsPanel appKit={appKit} />
        {devWallet && <DevWalletPanel wallet={devWallet} />}
        {solanaDevWallet && <SolanaDevWalletPanel wallet={solanaDevWallet} />}
        <EventsPanel appKit={appKit} />
      </main>
    </div>
  )
}
