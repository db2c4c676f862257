import type { AppKit } from '@latchkey/react'
import type { DevWallet } from './devWallet'
import { ButtonsPanel } from './panels/ButtonsPanel'
import { DevWalletPanel } from './panels/DevWalletPanel'
import { EmbeddedPanel } from './panels/EmbeddedPanel'
import { EventsPanel } from './panels/EventsPanel'
import { HooksPanel } from './panels/HooksPanel'
import { PolkadotDevPanel } from './panels/PolkadotDevPanel'
import { SiwxPanel } from './panels/SiwxPanel'
import { SolanaDevWalletPanel } from './panels/SolanaDevWalletPanel'
import { ThemePanel } from './panels/ThemePanel'
import { ViewsPanel } from './panels/ViewsPanel'
import type { DemoPolkadot } from './polkadot'
import type { SolanaDevWallet } from './solana'

export function App({
  appKit,
  devWallet,
  polkadot,
  solanaDevWallet,
}: {
  appKit: AppKit
  devWallet: DevWallet | undefined
  polkadot?: DemoPolkadot | undefined
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
        {polkadot && <PolkadotDevPanel extension={polkadot.extension} />}
        {solanaDevWallet && <SolanaDevWalletPanel wallet={solanaDevWallet} />}
        <EventsPanel appKit={appKit} />
        <SiwxPanel />
        <EmbeddedPanel />
      </main>
    </div>
  )
}
