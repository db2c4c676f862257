import { type ApiContext, gated } from './context'
import type { CallOptions, RevokeSmartSessionResponse, SmartSessionsResponse } from './types'

export interface GetSmartSessionsParameters extends CallOptions {
  /** CAIP-10 id of the account holding the sessions. */
  caipAddress: string
  /** The token the provider answered when one of them was added: only its holder sees the list. */
  token?: string
}

/** GET /v1/sessions/{id}: the smart sessions granted by an account, as the provider answers them. */
export function getSmartSessions(
  ctx: ApiContext,
  { caipAddress, token, signal }: GetSmartSessionsParameters,
) {
  return gated(
    ctx,
    (): SmartSessionsResponse => ({ sessions: [] }),
    async () => {
      const answer = await ctx.http.get<Partial<SmartSessionsResponse>>(
        `v1/sessions/${encodeURIComponent(caipAddress)}`,
        {
          params: ctx.baseParams,
          signal,
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        },
      )
      return { sessions: answer?.sessions ?? [] }
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
    (): RevokeSmartSessionResponse => ({ revoked: false }),
    async () => {
      const answer = await ctx.http.post<Partial<RevokeSmartSessionResponse>>(
        `v1/sessions/${encodeURIComponent(caipAddress)}/revoke`,
        { params: ctx.baseParams, body: { pci, signature }, signal },
      )
      // A revoke that matched nothing is a 404 (an error); only an explicit `revoked` is one.
      return { revoked: answer?.revoked === true }
    },
  )
}
