import type { PlainMessageCode } from '../errors/messages'
import type { AccountType } from '../types/account'
import type { ChainNamespace } from '../types/caip'
import type { CaipNetwork } from '../types/network'

/** A field a send form must have filled, besides amount and receiver (SPEC §5). */
export type SendField = 'gasPrice' | 'decimals'

/** A WalletConnect session request, and how to read the wallet's answer. */
export interface SessionRequest<T = unknown> {
  method: string
  params: unknown
  /** The useful part of the wallet's answer (a signature, a hash); throws when it is missing. */
  read(answer: unknown): T
}

/**
 * What a WalletConnect session asks for and can do in one namespace: the second half of a
 * namespace's profile, kept apart so only code that pairs loads it.
 */
export interface WalletConnectProfile {
  /** The methods a proposal asks the wallet for (WalletConnect's published namespace specs). */
  readonly methods: readonly string[]
  readonly events: readonly string[]
  /** A wallet reached over WalletConnect signs with its own key: the account type it has. */
  readonly accountType: AccountType
  /** Whether the universal provider keeps a default chain for requests of this namespace. */
  readonly defaultChain: boolean
  /** The request that signs a text message; absent where the namespace has no well-known one. */
  signMessage?(message: string, address: string): SessionRequest<string>
  /** A native transfer as one request, where no chain library is needed to build it. */
  nativeTransfer?(params: { from: string; to: string; value: bigint }): SessionRequest<string>
  /** An EVM transaction with call data (a swap's), sent by the wallet: eip155 only. */
  evmTransaction?(params: {
    from: string
    to: string
    value: bigint
    data?: string
    gas?: bigint
    gasPrice?: bigint
  }): SessionRequest<string>
}

/**
 * Everything the layers above the adapters need to know of a namespace, so that nothing there
 * branches on its name (DESIGN.md: a namespace is one adapter plus one profile).
 */
export interface NamespaceProfile {
  readonly namespace: ChainNamespace
  /** SPEC §3 default account type. */
  readonly defaultAccountType: AccountType
  /**
   * SPEC §5 address rule of the namespace; with `network`, an address of that network only (a
   * Bitcoin testnet address is no mainnet receiver), else one of any of its networks.
   */
  isAddress(value: unknown, network?: CaipNetwork): value is string
  /** Two spellings of one address compare equal by this key (EVM's checksum case is not part). */
  addressKey(address: string): string
  /** The spelling wallets expect of an address the §5 rule accepts (EVM: with its 0x). */
  normalizeAddress(address: string): string
  /** What an avatar's monogram is drawn from: the address without a prefix all share (EVM: 0x). */
  addressBody(address: string): string
  /** SPEC §9: the provider serves the account's token balances (so its USD total). */
  readonly balances: boolean
  /** SPEC §9: the provider serves the account's transaction history (Activity). */
  readonly activity: boolean
  /** SPEC §9 on-ramp chains: Buy is offered (where the provider's partners sell). */
  readonly onramp: boolean
  /** SPEC §9 names (lookup, profile, registration) on mainnets; absent where there are none. */
  readonly names?: {
    /** The coin type a name's address record is registered under on a network (ENSIP-11). */
    coinType(network: CaipNetwork): number
  }
  /** SPEC §5 send rules; absent where sending is not supported ('Unsupported chain'). */
  readonly send?: {
    /** What a native send needs besides amount and receiver. */
    readonly nativeNeeds: readonly SendField[]
    /** SPEC §8 toast (its code) when a send fails. */
    readonly failure: PlainMessageCode
  }
}
