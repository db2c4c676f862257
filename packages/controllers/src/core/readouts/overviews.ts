import type {
  AccountEntry,
  AccountType,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  ConnectorType,
  SocialProvider,
} from '@latchkey/core'
import type { Snapshot } from 'valtio/vanilla'

/** What `getState` and `subscribeState` report: the modal at a glance. */
export interface ModalOverview {
  open: boolean
  loading: boolean
  view: string
  activeNamespace: ChainNamespace | undefined
  /** The field's name for `activeNamespace`. */
  activeChain: ChainNamespace | undefined
  selectedNetworkId: CaipNetworkId | undefined
  status: string
  /** True once the stored session (if any) is restored: the state is then the real one. */
  initialized: boolean
}

/** The embedded (e-mail or social login) wallet behind an account; absent for other wallets. */
export interface EmbeddedWalletInfo {
  user: { email?: string; username?: string } | undefined
  /** 'email' or the social provider the visitor logged in with. */
  authProvider: 'email' | SocialProvider
  accountType: AccountType
  isSmartAccountDeployed: boolean
}

export interface AccountOverview {
  address: string | undefined
  caipAddress: string | undefined
  isConnected: boolean
  status: string
  namespace: ChainNamespace | undefined
  /** Every account the wallet exposes on the namespace, with its kind. */
  allAccounts: readonly Readonly<AccountEntry>[]
  embeddedWalletInfo: Readonly<EmbeddedWalletInfo> | undefined
}

/** What `subscribeNetwork` reports: the active network with its ids spelled out. */
export interface NetworkOverview {
  caipNetwork: Snapshot<CaipNetwork> | undefined
  chainId: number | string | undefined
  caipNetworkId: CaipNetworkId | undefined
}

/** The connected wallet's own provider on a namespace, for direct chain-library use. */
export interface WalletProviderOverview {
  /** Live (EIP-1193, Wallet Standard …): it is the wallet's object, so it is not frozen. */
  walletProvider: unknown
  walletProviderType: ConnectorType | undefined
}

/** The connected wallets' providers by namespace, as `subscribeProviders` reports them. */
export type WalletProviders = Readonly<Partial<Record<ChainNamespace, unknown>>>
