import type { AccountEntry, AccountType, CaipNetwork, ChainNamespace } from '@latchkey/core'
import type { Connector } from './Connector'

/** What a wallet answered to connect or to a restored session. */
export interface AdapterConnection {
  address: string
  /** The chain the wallet sits on: a reference such as 1 or '5eykt4…', not a CAIP-2 id. */
  chainId: number | string
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

export interface AdapterSendTransactionParams {
  caipNetwork: CaipNetwork
  connectorId?: string
  from: string
  to: string
  /** Amount in the smallest unit (wei, lamports, …). */
  value: bigint
  data?: string
  gas?: bigint
  gasPrice?: bigint
}

export interface AdapterWriteContractParams {
  caipNetwork: CaipNetwork
  connectorId?: string
  from: string
  contractAddress: string
  functionName: string
  args: readonly unknown[]
  /** Contract ABI when the adapter needs one (the EVM adapter picks the USDT-type one itself). */
  abi?: unknown
}

export interface AdapterEstimateGasParams {
  caipNetwork: CaipNetwork
  from: string
  to: string
  value?: bigint
  data?: string
}

/** Events an adapter reports about its wallets. */
export interface ChainAdapterEvents {
  accountsChanged: { address: string; accounts?: AccountEntry[]; connectorId?: string }
  chainChanged: { chainId: number | string; connectorId?: string }
  disconnect: { connectorId?: string }
  connectorsChanged: { connectors: Connector[] }
}

export type ChainAdapterEventName = keyof ChainAdapterEvents

/**
 * What an adapter (EVM, Solana, Polkadot, Bitcoin, …) implements. Adapters are factories
 * returning this one shape; the controllers never know which chain library sits behind it.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** SPEC §3 default account type of the namespace (eip155 smartAccount, solana eoa, …). */
  readonly defaultAccountType: AccountType
  /** Basic mode: the namespace is reached only through a WalletConnect session, no chain library. */
  readonly basic?: boolean

  /** The connectors found so far (injected, announced, WalletConnect, the embedded wallet…). */
  getConnectors(): Connector[]
  /** Starts discovery (EIP-6963 announcements, Wallet Standard…); must not touch the network. */
  syncConnectors?(): void | Promise<void>

  connect(params: AdapterConnectParams): Promise<AdapterConnection>
  /** Reconnects a stored session without prompting; undefined when the wallet has none. */
  syncConnection(params: AdapterSyncParams): Promise<AdapterConnection | undefined>
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

  getBalance(params: { address: string; caipNetwork: CaipNetwork }): Promise<AdapterBalance>
  switchNetwork(params: { caipNetwork: CaipNetwork; connectorId?: string }): Promise<void>
  signMessage(params: AdapterSignMessageParams): Promise<{ signature: string }>
  sendTransaction(params: AdapterSendTransactionParams): Promise<{ hash: string }>
  writeContract(params: AdapterWriteContractParams): Promise<{ hash: string }>
  estimateGas(params: AdapterEstimateGasParams): Promise<bigint>
  /** Current gas price in the smallest unit; namespaces without gas leave it out. */
  getGasPrice?(params: { caipNetwork: CaipNetwork }): Promise<bigint>
  parseUnits(value: string, decimals: number): bigint
  formatUnits(value: bigint, decimals: number): string
  getCapabilities(params: { address: string; connectorId?: string }): Promise<unknown>
  /** Switches between eoa and smartAccount where the wallet supports both. */
  setPreferredAccountType?(params: { type: AccountType; connectorId?: string }): Promise<void>
  /** Drops listeners and timers; called when the adapter is removed. */
  destroy?(): void
}
