import type { SiwxConfig } from '@latchkey/controllers'
import type { SiwxSession } from '@latchkey/core'
import { type CreateSiwxParameters, createSiwx } from './createSiwx'
import type { SiwxStorage } from './SiwxStorage'

export interface HostServerSiwxParameters
  extends Omit<CreateSiwxParameters, 'storage' | 'verify' | 'getNonce'> {
  /** Where the host serves `createSiwxHttpHandler` (`https://api.example.com/siwx`). */
  url: string
  fetch?: typeof fetch
}

/** The host's server refused a request; `reason` is its word (a SiwxRefusal for sessions). */
export class SiwxServerError extends Error {
  override name = 'SiwxServerError'
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`The sign-in server answered ${status}${reason ? `: ${reason}` : ''}`)
  }
}

/**
 * Sign-in with the host's own server (`@latchkey/siwx/server`): it issues the nonce, verifies
 * each signed session and keeps it for this browser (an HttpOnly cookie, so requests carry
 * credentials).
 */
export function hostServerSiwx(params: HostServerSiwxParameters): SiwxConfig {
  const { url, fetch: fetcher = globalThis.fetch.bind(globalThis), ...rest } = params
  const base = url.replace(/\/$/, '')

  async function call<T>(path: string, init: RequestInit = {}): Promise<T | undefined> {
    const response = await fetcher(`${base}${path}`, {
      ...init,
      credentials: 'include',
      headers: init.body ? { 'Content-Type': 'application/json' } : {},
    })
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { error?: string }
      throw new SiwxServerError(response.status, body.error ?? '')
    }
    return response.status === 204 ? undefined : ((await response.json()) as T)
  }
  const query = (chainId: string, address: string) =>
    `/sessions?${new URLSearchParams({ chainId, address })}`

  const storage: SiwxStorage = {
    async add(session) {
      await call('/sessions', { method: 'POST', body: JSON.stringify(session) })
    },
    async set(sessions) {
      await call('/sessions', { method: 'PUT', body: JSON.stringify({ sessions }) })
    },
    async get(chainId, address) {
      const body = await call<{ sessions: SiwxSession[] }>(query(chainId, address))
      return body?.sessions ?? []
    },
    async delete(chainId, address) {
      await call(query(chainId, address), { method: 'DELETE' })
    },
  }
  return createSiwx({
    ...rest,
    storage,
    async getNonce() {
      const body = await call<{ nonce: string }>('/nonce')
      if (typeof body?.nonce !== 'string') throw new SiwxServerError(200, 'no nonce')
      return body.nonce
    },
  })
}
