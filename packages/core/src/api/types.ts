import type { CaipAddress, CaipNetworkId } from '../types/caip'
import type { SiwxMessageData } from '../types/siwx'

/** Cancels one call; the client then raises 'Request was aborted'. */
export interface CallOptions {
  signal?: AbortSignal
}

export interface SupportedChainsResponse {
  http: string[]
  ws: string[]
  /** CAIP-2 ids where the provider's convert routes swap (ours; absent from other providers). */
  swap?: string[]
  /** CAIP-2 ids where the provider's on-ramp partners sell (ours). */
  onramp?: string[]
}

export interface SwapQuote {
  id?: string
  fromAmount: string
  fromAccount: string
  toAmount: string
  toAccount: string
  /** Percent the fill is worse than the pools' mid price, fee left out. */
  priceImpact?: number
  /** What the pools keep, in the input's smallest unit. */
  fee?: string
  feeBps?: number
  /** Gas the swap takes, and that times the quoted gas price (wei). */
  gasLimit?: string
  networkFee?: string
}

export interface SwapQuotesResponse {
  quotes: SwapQuote[]
}

export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10 id of the token contract. */
  address: CaipAddress | string
  decimals: number
  logoUri: string
  eip2612?: boolean
}

export interface SwapTokensResponse {
  tokens: SwapToken[]
}

export interface TokenPrice {
  name: string
  symbol: string
  iconUrl: string
  price: number
}

export interface TokenPriceResponse {
  fungibles: TokenPrice[]
}

export interface SwapAllowanceResponse {
  allowance: string
}

export interface GasPriceResponse {
  standard: string
  fast: string
  instant: string
}

export interface SwapCalldataResponse {
  tx: {
    from: string
    to: string
    data: `0x${string}` | string
    amount: string
    eip155: { gas: string; gasPrice: string }
  }
}

export interface ApproveCalldataResponse {
  tx: {
    from: string
    to: string
    data: `0x${string}` | string
    value: string
    eip155: { gasPrice: string }
  }
}

export interface NameSuggestionsResponse {
  suggestions: { name: string; registered?: boolean }[]
}

export interface RegisterNameResponse {
  success: boolean
}

export interface OnrampDestinationWallet {
  address: string
  blockchains?: string[]
  assets?: string[]
  supportedNetworks?: string[]
}

/** A kept session as the provider lists it: its id (pci), what was signed, never the signature. */
export interface SmartSession {
  pci: string
  data: SiwxMessageData
  message: string
}

/** The provider's shape (SPEC §7 shows no fields for smart sessions). */
export interface SmartSessionsResponse {
  sessions: SmartSession[]
}

export interface RevokeSmartSessionResponse {
  revoked: boolean
}

export type ActiveNetworkGetter = () => CaipNetworkId | string | undefined
