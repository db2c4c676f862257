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

/** A session's token: it lets this browser list the sessions of the account it was issued for. */
interface KeptToken {
  account: string
  token: string
}

/**
 * Sessions kept by the provider (SPEC §7 /v1/sessions/{id}, its revoke, and the nonce and add
 * routes apps/provider serves beside them): the provider verifies each for the page's origin.
 * Listing takes the token the provider issued with a session and revoking its signature; only
 * this browser keeps them (in `store`), so a reload finds its sessions and another browser none.
 */
export function providerSiwx(params: ProviderSiwxParameters): SiwxConfig {
  const { apiUrl, projectId, fetch: fetcher = globalThis.fetch.bind(globalThis), ...rest } = params
  const store = params.store ?? createBrowserStorage('latchkey:siwx:')
  const signatures = () => store.get<Record<string, string>>('signatures') ?? {}
  const tokens = () => store.get<Record<string, KeptToken>>('tokens') ?? {}
  const account = (chainId: string, address: string) => `${chainId}:${address}`
  // The provider compares EVM addresses whatever their case: so does the token lookup.
  const accountKey = (chainId: string, address: string) =>
    account(chainId, /^0x[0-9a-f]+$/i.test(address) ? address.toLowerCase() : address)

  async function call<T>(path: string, body?: unknown, token?: string): Promise<T> {
    const url = `${apiUrl.replace(/\/$/, '')}${path}?${new URLSearchParams({ projectId })}`
    const response = await fetcher(url, {
      ...(body === undefined
        ? token
          ? { headers: { Authorization: `Bearer ${token}` } }
          : {}
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

  /** The account's sessions, shown to the newest token this browser holds for it; none without one. */
  async function listed(chainId: string, address: string): Promise<ListedSession[]> {
    const key = accountKey(chainId, address)
    const held = Object.entries(tokens()).filter(([, kept]) => kept.account === key)
    for (const [pci, { token }] of held.reverse()) {
      try {
        const path = `/v1/sessions/${account(chainId, address)}`
        return (await call<{ sessions: ListedSession[] }>(path, undefined, token)).sessions ?? []
      } catch (error) {
        // Expired, pruned or revoked: that token shows nothing any more.
        if (!(error instanceof SiwxServerError && error.status === 401)) throw error
        const left = tokens()
        delete left[pci]
        store.set('tokens', left)
      }
    }
    return []
  }

  const storage: SiwxStorage = {
    async add(session) {
      const { chainId, accountAddress } = session.data
      const { pci, token } = await call<{ pci: string; token: string }>(
        `/v1/sessions/${account(chainId, accountAddress)}`,
        session,
      )
      store.set('signatures', { ...signatures(), [pci]: session.signature })
      store.set('tokens', {
        ...tokens(),
        [pci]: { account: accountKey(chainId, accountAddress), token },
      })
    },
    async set(sessions) {
      store.set('signatures', {})
      store.set('tokens', {})
      for (const session of sessions) await storage.add(session)
    },
    async get(chainId, address) {
      const known = signatures()
      return (await listed(chainId, address)).map(
        ({ pci, data, message }): SiwxSession => ({ data, message, signature: known[pci] ?? '' }),
      )
    },
    async delete(chainId: CaipNetworkId, address: string) {
      const sessions = await listed(chainId, address)
      const known = signatures()
      const held = tokens()
      for (const { pci } of sessions) {
        const signature = known[pci]
        if (!signature) continue
        await call(`/v1/sessions/${account(chainId, address)}/revoke`, { pci, signature })
        delete known[pci]
        delete held[pci]
      }
      store.set('signatures', known)
      store.set('tokens', held)
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
