import {
  type CaipNetworkId,
  createBrowserStorage,
  type KeyValueStorage,
  type SiwxSession,
} from '@latchkey/core'
import type { SiwxStorage } from './SiwxStorage'

const KEY = 'sessions'

/** Sessions in the browser's localStorage (`latchkey:siwx:sessions`), for this browser only. */
export function browserStorage(
  store: KeyValueStorage = createBrowserStorage('latchkey:siwx:'),
): SiwxStorage {
  const all = () => store.get<SiwxSession[]>(KEY) ?? []
  const same = (s: SiwxSession, chainId: CaipNetworkId, address: string) =>
    s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address.toLowerCase()
  return {
    async add(session) {
      const { chainId, accountAddress } = session.data
      store.set(KEY, [...all().filter((s) => !same(s, chainId, accountAddress)), session])
    },
    async set(sessions) {
      store.set(KEY, sessions)
    },
    async get(chainId, address) {
      return all().filter((s) => same(s, chainId, address))
    },
    async delete(chainId, address) {
      store.set(
        KEY,
        all().filter((s) => !same(s, chainId, address)),
      )
    },
  }
}
