import { LIMITS } from '../constants/limits'
import { latchkeyError } from '../errors/catalogue'
import { type ApiContext, gated } from './context'
import type {
  ApproveCalldataResponse,
  CallOptions,
  GasPriceResponse,
  SwapAllowanceResponse,
  SwapCalldataResponse,
  SwapQuotesResponse,
  SwapTokensResponse,
  TokenPriceResponse,
} from './types'

export interface FetchSwapQuoteParameters extends CallOptions {
  amount: string
  userAddress: string
  /** CAIP-10 ids of the tokens. */
  from: string
  to: string
  gasPrice: string
}

export function fetchSwapQuote(ctx: ApiContext, { signal, ...query }: FetchSwapQuoteParameters) {
  return gated(
    ctx,
    (): SwapQuotesResponse => ({ quotes: [] }),
    () =>
      ctx.http.get<SwapQuotesResponse>('v1/convert/quotes', {
        params: { ...ctx.baseParams, ...query },
        signal,
      }),
  )
}

export interface FetchSwapTokensParameters extends CallOptions {
  chainId: string
}

export function fetchSwapTokens(ctx: ApiContext, { chainId, signal }: FetchSwapTokensParameters) {
  return gated(
    ctx,
    (): SwapTokensResponse => ({ tokens: [] }),
    () =>
      ctx.http.get<SwapTokensResponse>('v1/convert/tokens', {
        params: { ...ctx.baseParams, chainId },
        signal,
      }),
  )
}

export interface FetchTokenPriceParameters extends CallOptions {
  /** CAIP-10 ids of the tokens. */
  addresses: string[]
}

export function fetchTokenPrice(ctx: ApiContext, { addresses, signal }: FetchTokenPriceParameters) {
  return gated(
    ctx,
    (): TokenPriceResponse => ({ fungibles: [] }),
    () =>
      ctx.http.post<TokenPriceResponse>('v1/fungible/price', {
        params: ctx.baseParams,
        body: { currency: 'usd', addresses, projectId: ctx.projectId },
        signal,
      }),
  )
}

export interface FetchSwapAllowanceParameters extends CallOptions {
  tokenAddress: string
  userAddress: string
}

export function fetchSwapAllowance(
  ctx: ApiContext,
  { signal, ...query }: FetchSwapAllowanceParameters,
) {
  return gated(
    ctx,
    (): SwapAllowanceResponse => ({ allowance: '0' }),
    () =>
      ctx.http.get<SwapAllowanceResponse>('v1/convert/allowance', {
        params: { ...ctx.baseParams, ...query },
        signal,
      }),
  )
}

export interface FetchGasPriceParameters extends CallOptions {
  chainId: string
}

/** Raises 'Network not supported for Gas Price' when the active network is not served. */
export async function fetchGasPrice(ctx: ApiContext, { chainId, signal }: FetchGasPriceParameters) {
  if (!(await ctx.isActiveNetworkSupported()))
    throw latchkeyError('NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE')
  return ctx.http.get<GasPriceResponse>('v1/convert/gas-price', {
    params: { ...ctx.baseParams, chainId },
    signal,
  })
}

export interface GenerateSwapCalldataParameters extends CallOptions {
  amount: string
  from: string
  to: string
  userAddress: string
  disableEstimate?: boolean
}

/** Raises 'Network not supported for Swaps' when the active network is not served. */
export async function generateSwapCalldata(
  ctx: ApiContext,
  { amount, from, to, userAddress, disableEstimate, signal }: GenerateSwapCalldataParameters,
) {
  if (!(await ctx.isActiveNetworkSupported()))
    throw latchkeyError('NETWORK_NOT_SUPPORTED_FOR_SWAPS')
  return ctx.http.post<SwapCalldataResponse>('v1/convert/build-transaction', {
    params: ctx.baseParams,
    body: {
      amount,
      eip155: { slippage: LIMITS.SWAP_SLIPPAGE },
      projectId: ctx.projectId,
      from,
      to,
      userAddress,
      disableEstimate: disableEstimate ?? false,
    },
    signal,
  })
}

export interface GenerateApproveCalldataParameters extends CallOptions {
  userAddress: string
  from: string
  to: string
  /** Smallest unit to approve (ours); the provider approves without limit when left out. */
  amount?: string
}

/** Raises 'Network not supported for Swaps' when the active network is not served. */
export async function generateApproveCalldata(
  ctx: ApiContext,
  { signal, ...query }: GenerateApproveCalldataParameters,
) {
  if (!(await ctx.isActiveNetworkSupported()))
    throw latchkeyError('NETWORK_NOT_SUPPORTED_FOR_SWAPS')
  return ctx.http.get<ApproveCalldataResponse>('v1/convert/build-approve', {
    params: { ...ctx.baseParams, ...query },
    signal,
  })
}
