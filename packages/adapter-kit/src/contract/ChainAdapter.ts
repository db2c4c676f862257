import type {
  AccountEntry,
  AccountType,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  SiwxMessageData,
} from '@latchkey/core'
import type { AdapterSetup } from './AdapterSetup'
import type { BitcoinActions } from './BitcoinActions'
import type { Connector } from './Connector'
import type { EvmActions } from './EvmActions'
import type { SolanaActions } from './SolanaActions'

/** What a wallet answered to connect or to a restored session. */
export interface AdapterConnection {
  address: string
  /** The CAIP-2 network the wallet sits on, e.g. 'eip155:1'. */
  caipNetworkId: CaipNetworkId
  connectorId: string
  accounts?: AccountEntry[]
  /** Set when the wallet chose for the user (the embedded wallet keeps a preference). */
  preferredAccountType?: AccountType
  /**
   * The wallet behind the connector as it names itself, where the connector stands for many
   * (WalletConnect: the session's peer). Self-declared: the core trims it and keeps https icons.
   */
  wallet?: AdapterWalletInfo
}

export interface AdapterWalletInfo {
  name: string
  icon?: string
}

export interface AdapterConnectParams {
  connectorId: string
  /** The network the app wants; the wallet may stay on another one. */
  caipNetwork?: CaipNetwork
  /** WalletConnect: receives the pairing URI to show as a QR code or deep link. */
  onUri?: (uri: string) => void
}

export interface AdapterSyncParams {
  connectorId: string
  caipNetwork?: CaipNetwork
}

export interface AdapterBalance {
  /** Decimal amount in the native unit, e.g. '1.5'. */
  balance: string
  symbol: string
}

export interface AdapterSignMessageParams {
  message: string
  address: string
  connectorId?: string
  caipNetwork?: CaipNetwork
}

/** A sign-in asked through the wallet's own sign-in feature (Wallet Standard `solana:signIn`). */
export interface AdapterSignInParams {
  /** The sign-in's fields; the wallet writes the message from them. */
  data: SiwxMessageData
  address: string
  connectorId?: string
  caipNetwork?: CaipNetwork
}

export interface AdapterSignInResult {
  /** The text the wallet wrote and signed: the session keeps it as its message. */
  message: string
  signature: string
}

/** A transfer of the native currency, or of a token when `token` is given. */
export interface AdapterTransferParams {
  caipNetwork: CaipNetwork
  connectorId?: string
  from: string
  to: string
  /** Amount in the asset's smallest unit (wei, lamports, planck, satoshi, a token's base unit). */
  amount: bigint
  /** The token's on-chain address; absent for the native currency. */
  token?: { address: string }
  /** The fee rate the form showed (EVM gas price in wei); the adapter picks one when absent. */
  feeRate?: bigint
}

export interface AdapterFeeEstimate {
  /** The namespace's fee rate (EVM: gas price in wei), the form's `gasPrice` (SPEC §3). */
  feeRate: bigint
  /** The fee of a plain native transfer at that rate, in the native currency's smallest unit. */
  transferFee: bigint
}

/** Events an adapter reports about its wallets. */
export interface ChainAdapterEvents {
  accountsChanged: { address: string; accounts?: AccountEntry[]; connectorId?: string }
  chainChanged: { caipNetworkId: CaipNetworkId; connectorId?: string }
  disconnect: { connectorId?: string }
  /**
   * A connection the modal did not ask for: the app connected through its own library (wagmi's
   * `connect`), or the library restored one (`restored`: no CONNECT_SUCCESS, as for the
   * modal's own restore). The core takes it as if made in the modal.
   */
  connected: AdapterConnection & { restored?: boolean }
  connectorsChanged: { connectors: Connector[] }
  /**
   * The app's own library started a connect that needs the modal (wagmi's `connect` with the
   * WalletConnect connector, or the embedded wallet's with no login): the core shows its view,
   * whose `connect` joins that one; `cancelPairing` gives it up when the modal closes first.
   */
  connectRequested: { connectorId: string }
}

export type ChainAdapterEventName = keyof ChainAdapterEvents

/**
 * What an adapter (EVM, Solana, Polkadot, Bitcoin, …) implements. Adapters are factories
 * returning this one shape; the controllers never know which chain library sits behind it.
 * What only one namespace can do sits behind an optional, typed part (`evm`, `solana`, `bitcoin`).
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** SPEC §3 default account type of the namespace (eip155 smartAccount, solana eoa, …). */
  readonly defaultAccountType: AccountType
  /** Basic mode: the namespace is reached only through a WalletConnect session, no chain library. */
  readonly basic?: boolean

  /** Called once when the core binds the adapter, before anything else is asked of it. */
  setUp?(setup: AdapterSetup): void
  /** The connectors found so far (injected, announced, WalletConnect, the embedded wallet…). */
  getConnectors(): Connector[]
  /** Starts discovery (EIP-6963 announcements, Wallet Standard…); must not touch the network. */
  syncConnectors?(): void | Promise<void>

  connect(params: AdapterConnectParams): Promise<AdapterConnection>
  /** Reconnects a stored session without prompting; undefined when the wallet has none. */
  syncConnection(params: AdapterSyncParams): Promise<AdapterConnection | undefined>
  /**
   * Starts fetching the code `syncConnection` runs, without waiting: the core calls it at
   * start-up when its namespace has a stored session, so that code loads beside the core's own
   * on-demand chunk instead of after it. Must not touch the wallet or the network.
   */
  preloadSync?(): void
  disconnect(params: { connectorId?: string }): Promise<void>
  /**
   * Gives up a WalletConnect pairing no wallet took yet: its connect rejects, and a wallet that
   * approves it later is told the session ended. For connectors that pair; others leave it out.
   */
  cancelPairing?(params: { connectorId: string }): void
  on<E extends ChainAdapterEventName>(
    event: E,
    listener: (payload: ChainAdapterEvents[E]) => void,
  ): () => void

  /** `fresh` skips a cached balance: funds arrived from outside the wallet (an on-ramp purchase). */
  getBalance(params: {
    address: string
    caipNetwork: CaipNetwork
    fresh?: boolean
  }): Promise<AdapterBalance>
  switchNetwork(params: { caipNetwork: CaipNetwork; connectorId?: string }): Promise<void>
  signMessage(params: AdapterSignMessageParams): Promise<{ signature: string }>
  /**
   * Sign-in through the connected wallet's own feature, which writes the message from the data;
   * undefined when that wallet has none, and the sign-in then signs its CAIP-122 text.
   */
  signIn?(params: AdapterSignInParams): Promise<AdapterSignInResult | undefined>
  /** Sends the native currency or a token; resolves with the transaction's hash or signature. */
  transfer(params: AdapterTransferParams): Promise<{ hash: string }>
  /** The send form's fee figures (SPEC §5 insufficient-fee rule); namespaces without fees omit it. */
  estimateFee?(params: { caipNetwork: CaipNetwork }): Promise<AdapterFeeEstimate>
  parseUnits(value: string, decimals: number): bigint
  formatUnits(value: bigint, decimals: number): string
  /** Switches between eoa and smartAccount where the wallet supports both. */
  setPreferredAccountType?(params: { type: AccountType; connectorId?: string }): Promise<void>
  /** Drops listeners and timers; called when the adapter is removed. */
  destroy?(): void

  /** EVM only: contract calls, raw transactions, typed data, batched calls, capabilities. */
  readonly evm?: EvmActions
  /** Solana only: transaction signing (SPEC §5 commitments). */
  readonly solana?: SolanaActions
  /** Bitcoin only: PSBT signing. */
  readonly bitcoin?: BitcoinActions
}
