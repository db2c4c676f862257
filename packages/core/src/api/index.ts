export type {
  FetchIdentityParameters,
  FetchTransactionsParameters,
  GetBalanceParameters,
} from './account'
export * from './BlockchainApiClient'
export type {
  LookupNameParameters,
  NameSuggestionsParameters,
  RegisterNameParameters,
  ReverseLookupParameters,
} from './names'
export type { FetchNftsParameters } from './nfts'
export type { GenerateOnRampUrlParameters, GetOnrampQuoteParameters } from './onramp'
export type { GetSmartSessionsParameters, RevokeSmartSessionParameters } from './sessions'
export type {
  FetchGasPriceParameters,
  FetchSwapAllowanceParameters,
  FetchSwapQuoteParameters,
  FetchSwapTokensParameters,
  FetchTokenPriceParameters,
  GenerateApproveCalldataParameters,
  GenerateSwapCalldataParameters,
} from './swaps'
export type * from './types'
