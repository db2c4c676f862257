import type { AppKit } from '@latchkey/react'
import type { DemoBitcoin } from './bitcoin'
import type { DevWallet } from './devWallet'
import { BitcoinDevWalletPanel } from './panels/BitcoinDevWalletPanel'
import { ButtonsPanel } from './panels/ButtonsPanel'
import { DevWalletPanel } from './panels/DevWalletPanel'
import { EmbeddedPanel } from './panels/EmbeddedPanel'
import { EventsPanel } from './panels/EventsPanel'
import { HooksPanel } from './panels/HooksPanel'
import { PolkadotDevPanel } from './panels/PolkadotDevPanel'
import { SignMessagePanel } from './panels/SignMessagePanel'
import { SiwxPanel } from './panels/SiwxPanel'
import { SmartAccountPanel } from './panels/SmartAccountPanel'
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
  bitcoinDevWallet,
}: {
  appKit: AppKit
  devWallet: DevWallet | undefined
  polkadot?: DemoPolkadot | undefined
  solanaDevWallet?: SolanaDevWallet | undefined
  bitcoinDevWallet?: DemoBitcoin['wallet'] | undefined
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
        {bitcoinDevWallet && <BitcoinDevWalletPanel wallet={bitcoinDevWallet} />}
        <SignMessagePanel />
        <EventsPanel appKit={appKit} />
        <SiwxPanel />
        <EmbeddedPanel />
        <SmartAccountPanel />
      </main>
    </div>
  )
}
