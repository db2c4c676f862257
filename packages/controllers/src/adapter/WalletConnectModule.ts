import type { Clock } from '@latchkey/core'
import type { BlockchainApi } from '../core/Services'
import type { AppKitOptions } from '../options/AppKitOptions'
import type { ChainAdapter } from './ChainAdapter'

export interface BasicModeParameters {
  options: AppKitOptions
  /** The relay the session pairs over (the option, or the provider's own). */
  relayUrl: string
  getApi: () => BlockchainApi | undefined
  clock: Clock
}

/** Basic mode (SPEC §2): one WalletConnect session seen as one adapter per requested namespace. */
export interface BasicMode {
  adapters: ChainAdapter[]
  /** The session's UniversalProvider, loaded on first call, for the host's own requests. */
  getUniversalProvider(): Promise<unknown>
}

/**
 * The seam to @latchkey/walletconnect, which sits above the controllers: the UI (or a host
 * building the core itself) hands its loader in `loadWalletConnect`, so its code is a chunk
 * fetched on first need and the controllers never import it.
 */
export interface WalletConnectModule {
  createBasicMode(parameters: BasicModeParameters): BasicMode
}
