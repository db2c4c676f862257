import type {
  AppMetadata,
  ChainAdapter,
  WalletConnectModule,
  WalletConnectOptions,
} from '@latchkey/adapter-kit'
import type {
  CaipNetwork,
  Clock,
  ConnectMethod,
  ConnectorGroup,
  DefaultSocial,
  FeatureName,
  KeyValueStorage,
  ThemeMode,
  WalletListEntry,
} from '@latchkey/core'
import type { ThemeVariables } from '../controllers/ThemeController'
import type { Analytics, BlockchainApi } from '../core/Services'
import type { Environment } from '../environment/Environment'
import type { SiwxConfig } from '../siwx/SiwxConfig'
import type { SiweConfig } from '../siwx/siweConfig'
import type { WalletRegistryClient } from '../walletList/WalletRegistryClient'

/** Host switches (SPEC §9 defaults) plus the lists and orders the host may set. */
export type FeatureOptions = Partial<Record<FeatureName, boolean>> & {
  /** Social buttons; false hides them all. */
  socials?: DefaultSocial[] | false
  connectMethodsOrder?: ConnectMethod[]
  /** Host override of SPEC §2 connector type order. */
  connectorTypeOrder?: ConnectorGroup[]
}

/** Everything `createAppKitCore` accepts. Services are injectable so tests and SSR control them. */
export interface AppKitOptions {
  projectId?: string
  adapters?: ChainAdapter[]
  /** The networks the app requests, first one the default unless `defaultNetwork` is set. */
  networks: CaipNetwork[]
  defaultNetwork?: CaipNetwork
  metadata?: AppMetadata
  features?: FeatureOptions
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  /**
   * Wallets the host lists itself (SPEC §2 `custom` group): id, name, icon, homepage and deep
   * links, shown in the Connect view and reached by QR or link like a registry wallet.
   */
  customWallets?: CustomWallet[]
  /** Let the user stay on a network the app did not request. */
  allowUnsupportedChain?: boolean
  /** Offer network switching at all (default true). */
  enableNetworkSwitch?: boolean
  enableWalletConnect?: boolean
  /** The modal sits inside the page and never closes. */
  enableEmbedded?: boolean
  /** Basic WalletConnect mode: the QR view only, no chain library behind it. Default: no adapters. */
  basic?: boolean
  /**
   * Basic mode's WalletConnect session (used when `adapters` is empty): its relay, by default the
   * provider's own at `<apiUrl>/relay`, and RPC URLs for reads through the session.
   */
  walletConnect?: WalletConnectOptions
  /**
   * Loads @latchkey/walletconnect (basic mode's session). createAppKit passes it; without it an
   * app with no adapters has no basic mode.
   */
  loadWalletConnect?: () => Promise<WalletConnectModule>
  siwx?: SiwxConfig
  /** Legacy sign-in config, run as a SIWX config; refused together with `siwx` (SPEC §5). */
  siweConfig?: SiweConfig
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  sdkType?: string
  sdkVersion?: string

  /** Base URL of the provider's blockchain API (SPEC §7). */
  apiUrl?: string
  /** Base URL of the provider's analytics ingest. */
  analyticsUrl?: string
  /** Base URL of the provider's wallet registry. */
  walletRegistryUrl?: string

  clock?: Clock
  storage?: KeyValueStorage
  environment?: Environment
  /** Replaces the client built from `apiUrl` (a fake in tests). */
  blockchainApi?: BlockchainApi
  analytics?: Analytics
  logger?: Pick<Console, 'error' | 'warn'>
  walletRegistry?: WalletRegistryClient
}

/** A wallet the host lists itself; links are checked for their scheme before they are used. */
export type CustomWallet = Pick<
  WalletListEntry,
  | 'id'
  | 'name'
  | 'homepage'
  | 'image_url'
  | 'mobile_link'
  | 'desktop_link'
  | 'webapp_link'
  | 'app_store'
  | 'play_store'
>
