import type { BlockchainApiClient, CaipNetwork, Clock } from '@latchkey/core'
import type { AppMetadata } from './AppMetadata'
import type { ChainAdapter } from './ChainAdapter'
import type { WalletConnectOptions } from './WalletConnectOptions'

/** The createAppKit options basic mode reads (the host's whole options object fits). */
export interface BasicModeOptions {
  networks: CaipNetwork[]
  defaultNetwork?: CaipNetwork
  projectId?: string
  metadata?: AppMetadata
  walletConnect?: WalletConnectOptions
}

/** What basic mode asks of the provider's blockchain API: supported chains and balances. */
export type BasicModeApi = Pick<BlockchainApiClient, 'fetchSupportedChains' | 'getBalance'>

export interface BasicModeParameters {
  options: BasicModeOptions
  /** The relay the session pairs over (the option, or the provider's own). */
  relayUrl: string
  getApi: () => BasicModeApi | undefined
  clock: Clock
}

/** Basic mode (SPEC §2): one WalletConnect session seen as one adapter per requested namespace. */
export interface BasicMode {
  adapters: ChainAdapter[]
  /** The session's UniversalProvider, loaded on first call, for the host's own requests. */
  getUniversalProvider(): Promise<unknown>
}

/**
 * The seam to @latchkey/walletconnect's basic mode: the UI (or a host building the core itself)
 * hands its loader in `loadWalletConnect`, so its code is a chunk fetched on first need and the
 * controllers never import it.
 */
export interface WalletConnectModule {
  createBasicMode(parameters: BasicModeParameters): BasicMode
}
