import { type ApiContext, gated } from './context'
import type { CallOptions, RevokeSmartSessionResponse, SmartSessionsResponse } from './types'

export interface GetSmartSessionsParameters extends CallOptions {
  /** CAIP-10 id of the account holding the sessions. */
  caipAddress: string
  /** The token the provider answered when one of them was added: only its holder sees the list. */
  token?: string
}

/** GET /v1/sessions/{id}: the smart sessions granted by an account. */
export function getSmartSessions(
  ctx: ApiContext,
  { caipAddress, token, signal }: GetSmartSessionsParameters,
) {
  return gated(
    ctx,
    (): SmartSessionsResponse => ({ pcis: [] }),
    async () => {
      const answer = await ctx.http.get<Partial<SmartSessionsResponse>>(
        `v1/sessions/${encodeURIComponent(caipAddress)}`,
        {
          params: ctx.baseParams,
          signal,
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        },
      )
      return { pcis: answer?.pcis ?? [] }
    },
  )
}

export interface RevokeSmartSessionParameters extends CallOptions {
  caipAddress: string
  pci: string
  signature: string
}

/** POST /v1/sessions/{id}/revoke with the permission id and the owner's signature. */
export function revokeSmartSession(
  ctx: ApiContext,
  { caipAddress, pci, signature, signal }: RevokeSmartSessionParameters,
) {
  return gated(
    ctx,
    (): RevokeSmartSessionResponse => ({ success: false }),
    async () => {
      const answer = await ctx.http.post<Partial<RevokeSmartSessionResponse>>(
        `v1/sessions/${encodeURIComponent(caipAddress)}/revoke`,
        { params: ctx.baseParams, body: { pci, signature }, signal },
      )
      return { success: answer?.success ?? true }
    },
  )
}
