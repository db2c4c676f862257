import type { ErrorArgs, ErrorCode } from '../errors/catalogue'
import { latchkeyErrorWith } from '../errors/catalogue'
import { isLatchkeyError, type LatchkeyError } from '../errors/LatchkeyError'
import type { NameRecord } from '../types/identity'
import { type ApiContext, addressKey, gated } from './context'
import type { CallOptions, NameSuggestionsResponse, RegisterNameResponse } from './types'

/** The first reason description of a name-service answer (SPEC §8), if it has one. */
function reasonOf(body: unknown): string | undefined {
  const reason = (body as { reasons?: { description?: unknown }[] } | undefined)?.reasons?.[0]
  return typeof reason?.description === 'string' && reason.description !== ''
    ? reason.description
    : undefined
}

/** SPEC §8: the server's first reason description is preferred over our generic text. */
function nameError<C extends ErrorCode>(
  error: unknown,
  code: C,
  ...args: ErrorArgs<C>
): LatchkeyError {
  if (isLatchkeyError(error, 'REQUEST_ABORTED')) return error
  const details = isLatchkeyError(error) ? error.details : undefined
  const description = reasonOf(details?.body)
  const options = {
    cause: error,
    ...(details ? { details } : {}),
    ...(description ? { message: description } : {}),
  }
  return latchkeyErrorWith(code, options, ...args)
}

export interface LookupNameParameters extends CallOptions {
  name: string
}

/** GET /v1/profile/account/{name}: the name's addresses, kept 5 minutes. */
export function lookupEnsName(ctx: ApiContext, { name, signal }: LookupNameParameters) {
  return gated(
    ctx,
    (): NameRecord => ({ name, addresses: {}, attributes: [] }),
    async () => {
      const cached = ctx.caches.names.get(name)
      if (cached) return cached
      try {
        const record = await ctx.http.get<NameRecord>(
          `v1/profile/account/${encodeURIComponent(name)}`,
          {
            params: { ...ctx.baseParams, apiVersion: 2 },
            signal,
          },
        )
        ctx.caches.names.set(name, record)
        return record
      } catch (error) {
        throw nameError(error, 'ERROR_RESOLVING_NAME')
      }
    },
  )
}

export interface ReverseLookupParameters extends CallOptions {
  address: string
  sender?: string
}

/** GET /v1/profile/reverse/{address}: the names an address holds, kept 5 minutes. */
export function reverseLookupEnsName(
  ctx: ApiContext,
  { address, sender, signal }: ReverseLookupParameters,
) {
  return gated(
    ctx,
    (): NameRecord[] => [],
    async () => {
      const key = addressKey(address)
      const cached = ctx.caches.reverseNames.get(key)
      if (cached) return cached
      try {
        const records = await ctx.http.get<NameRecord[]>(
          `v1/profile/reverse/${encodeURIComponent(address)}`,
          {
            params: { ...ctx.baseParams, sender, apiVersion: 2 },
            signal,
          },
        )
        const list = Array.isArray(records) ? records : []
        ctx.caches.reverseNames.set(key, list)
        return list
      } catch (error) {
        throw nameError(error, 'ERROR_FETCHING_NAMES_FOR_ADDRESS')
      }
    },
  )
}

export interface NameSuggestionsParameters extends CallOptions {
  name: string
  /** Name-service zone; defaults to the client's `nameZone`, else the provider's own. */
  zone?: string
}

/** GET /v1/profile/suggestions/{name}: free names close to the one asked for (not cached). */
export function getEnsNameSuggestions(
  ctx: ApiContext,
  { name, zone, signal }: NameSuggestionsParameters,
) {
  return gated(
    ctx,
    (): NameSuggestionsResponse => ({ suggestions: [] }),
    async () => {
      try {
        const answer = await ctx.http.get<NameSuggestionsResponse>(
          `v1/profile/suggestions/${encodeURIComponent(name)}`,
          { params: { ...ctx.baseParams, zone: zone ?? ctx.nameZone }, signal },
        )
        return { suggestions: answer?.suggestions ?? [] }
      } catch (error) {
        throw nameError(error, 'ERROR_FETCHING_NAME_SUGGESTIONS')
      }
    },
  )
}

export interface RegisterNameParameters extends CallOptions {
  /** The name being registered: used for the error text and to refresh the caches. */
  name: string
  coinType: number
  address: string
  message: string
  signature: string
}

/** POST /v1/profile/account: registers a signed name claim. */
export function registerEnsName(
  ctx: ApiContext,
  { name, coinType, address, message, signature, signal }: RegisterNameParameters,
) {
  return gated(
    ctx,
    (): RegisterNameResponse => ({ success: false }),
    async () => {
      let answer: RegisterNameResponse | undefined
      try {
        answer = await ctx.http.post<RegisterNameResponse>('v1/profile/account', {
          params: ctx.baseParams,
          body: { coin_type: coinType, address, message, signature },
          signal,
        })
      } catch (error) {
        throw nameError(error, 'ERROR_REGISTERING_NAME', name)
      }
      // Only a plain `success: true` registered the name; anything else is a refusal.
      if (answer?.success !== true) {
        const description = reasonOf(answer)
        const options = {
          details: { body: answer },
          ...(description ? { message: description } : {}),
        }
        throw latchkeyErrorWith('ERROR_REGISTERING_NAME', options, name)
      }
      ctx.caches.names.delete(name)
      ctx.caches.reverseNames.delete(addressKey(address))
      ctx.caches.identity.delete(addressKey(address))
      return { success: true }
    },
  )
}
