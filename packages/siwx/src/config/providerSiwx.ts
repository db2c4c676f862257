import type { SiwxConfig } from '@latchkey/controllers'
import {
  type CaipNetworkId,
  createBrowserStorage,
  type KeyValueStorage,
  type SiwxMessageData,
  type SiwxSession,
} from '@latchkey/core'
import { type CreateSiwxParameters, createSiwx } from './createSiwx'
import { SiwxServerError } from './hostServerSiwx'
import type { SiwxStorage } from './SiwxStorage'

export interface ProviderSiwxParameters
  extends Omit<CreateSiwxParameters, 'storage' | 'verify' | 'getNonce'> {
  /** The provider (apps/provider) and the app's project there. */
  apiUrl: string
  projectId: string
  fetch?: typeof fetch
  /** Where the signatures needed to revoke are kept; default localStorage. */
  store?: KeyValueStorage
}

interface ListedSession {
  pci: string
  data: SiwxMessageData
  message: string
}

/**
 * Sessions kept by the provider (SPEC §7 /v1/sessions/{id}, its revoke, and the nonce and add
 * routes apps/provider serves beside them): the provider verifies each for the page's origin.
 * Revoking takes the session's signature, which only this browser keeps.
 */
export function providerSiwx(params: ProviderSiwxParameters): SiwxConfig {
  const { apiUrl, projectId, fetch: fetcher = globalThis.fetch.bind(globalThis), ...rest } = params
  const store = params.store ?? createBrowserStorage('latchkey:siwx:')
  const signatures = () => store.get<Record<string, string>>('signatures') ?? {}
  const account = (chainId: string, address: string) => `${chainId}:${address}`

  async function call<T>(path: string, body?: unknown): Promise<T> {
    const url = `${apiUrl.replace(/\/$/, '')}${path}?${new URLSearchParams({ projectId })}`
    const response = await fetcher(url, {
      ...(body === undefined
        ? {}
        : {
            method: 'POST',
            body: JSON.stringify(body),
            headers: { 'Content-Type': 'application/json' },
          }),
    })
    const json = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } }
    if (!response.ok) throw new SiwxServerError(response.status, json.error?.message ?? '')
    return json
  }

  async function listed(chainId: string, address: string) {
    const path = `/v1/sessions/${account(chainId, address)}`
    return (await call<{ sessions: ListedSession[] }>(path)).sessions ?? []
  }

  const storage: SiwxStorage = {
    async add(session) {
      const { chainId, accountAddress } = session.data
      const { pci } = await call<{ pci: string }>(
        `/v1/sessions/${account(chainId, accountAddress)}`,
        session,
      )
      store.set('signatures', { ...signatures(), [pci]: session.signature })
    },
    async set(sessions) {
      const known = signatures()
      for (const pci of Object.keys(known)) delete known[pci]
      store.set('signatures', known)
      for (const session of sessions) await storage.add(session)
    },
    async get(chainId, address) {
      const known = signatures()
      return (await listed(chainId, address)).map(
        ({ pci, data, message }): SiwxSession => ({ data, message, signature: known[pci] ?? '' }),
      )
    },
    async delete(chainId: CaipNetworkId, address: string) {
      const known = signatures()
      for (const { pci } of await listed(chainId, address)) {
        const signature = known[pci]
        if (!signature) continue
        await call(`/v1/sessions/${account(chainId, address)}/revoke`, { pci, signature })
        delete known[pci]
      }
      store.set('signatures', known)
    },
  }
  return createSiwx({
    ...rest,
    storage,
    async getNonce({ accountAddress, chainId }) {
      const { nonce } = await call<{ nonce: string }>(
        `/v1/sessions/${account(chainId, accountAddress)}/nonce`,
      )
      return nonce
    },
  })
}
