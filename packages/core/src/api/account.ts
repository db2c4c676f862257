import type { BalanceResponse } from '../types/balance'
import type { Identity } from '../types/identity'
import type { TransactionsResponse } from '../types/transaction'
import { type ApiContext, addressKey, gated } from './context'
import type { CallOptions } from './types'

export interface FetchIdentityParameters extends CallOptions {
  address: string
  /** The connected address asking, so the provider can personalise. */
  sender?: string
}

/** GET /v1/identity/{address}: name and avatar, kept 5 minutes per address. */
export function fetchIdentity(
  ctx: ApiContext,
  { address, sender, signal }: FetchIdentityParameters,
): Promise<Identity> {
  return gated(
    ctx,
    () => ({ name: null, avatar: null }),
    async () => {
      const key = addressKey(address)
      const cached = ctx.caches.identity.get(key)
      if (cached) return cached
      const answer = await ctx.http.get<Partial<Identity>>(
        `v1/identity/${encodeURIComponent(address)}`,
        {
          params: { ...ctx.baseParams, sender },
          signal,
        },
      )
      const identity = { name: answer?.name ?? null, avatar: answer?.avatar ?? null }
      ctx.caches.identity.set(key, identity)
      return identity
    },
  )
}

export interface FetchTransactionsParameters extends CallOptions {
  account: string
  cursor?: string
  onramp?: string
  /** CAIP-2 id of the chain to list. */
  chainId?: string
}

/** GET /v1/account/{account}/history: one page of activity and the next cursor. */
export function fetchTransactions(
  ctx: ApiContext,
  { account, cursor, onramp, chainId, signal }: FetchTransactionsParameters,
): Promise<TransactionsResponse> {
  return gated(
    ctx,
    () => ({ data: [], next: undefined }),
    async () => {
      const answer = await ctx.http.get<TransactionsResponse>(
        `v1/account/${encodeURIComponent(account)}/history`,
        { params: { ...ctx.baseParams, cursor, onramp, chainId }, signal },
      )
      return { data: answer?.data ?? [], next: answer?.next ?? undefined }
    },
  )
}

export interface GetBalanceParameters extends CallOptions {
  address: string
  /** CAIP-2 id of the chain. */
  chainId: string
  /** Skips the 30 s cache and asks the provider to refresh. */
  forceUpdate?: boolean
}

/** GET /v1/account/{address}/balance: token balances in USD, kept 30 s per address and chain. */
export function getBalance(
  ctx: ApiContext,
  { address, chainId, forceUpdate, signal }: GetBalanceParameters,
): Promise<BalanceResponse> {
  return gated(
    ctx,
    () => ({ balances: [] }),
    async () => {
      const key = `${addressKey(address)}|${chainId}`
      const cached = forceUpdate ? undefined : ctx.caches.balance.get(key)
      if (cached) return cached
      const answer = await ctx.http.get<BalanceResponse>(
        `v1/account/${encodeURIComponent(address)}/balance`,
        {
          params: {
            ...ctx.baseParams,
            currency: 'usd',
            chainId,
            forceUpdate: forceUpdate || undefined,
          },
          signal,
        },
      )
      const balances = { balances: answer?.balances ?? [] }
      ctx.caches.balance.set(key, balances)
      return balances
    },
  )
}
