import type { GetWalletsParams, WalletRegistryClient } from '@latchkey/controllers'
import type { WalletListEntry } from '@latchkey/core'

export function registryWallet(i: number): WalletListEntry {
  return {
    id: `wallet-${i}`,
    name: `Wallet ${String(i).padStart(3, '0')}`,
    image_url: `https://img.test/${i}.png`,
    mobile_link: `wallet${i}://`,
    desktop_link: i % 2 === 0 ? `https://wallet${i}.test/app` : null,
    webapp_link: null,
  }
}

/** An in-memory registry of `size` wallets that records each request. */
export function createFakeRegistry(size = 95, extra: WalletListEntry[] = []) {
  const all = [...extra, ...Array.from({ length: size }, (_, i) => registryWallet(i + 1))]
  const requests: GetWalletsParams[] = []
  const client: WalletRegistryClient = {
    async getWallets(params) {
      requests.push(params)
      const q = params.search?.toLowerCase()
      const matches = all.filter(
        (w) =>
          (!q || w.name.toLowerCase().includes(q)) &&
          (!params.include || params.include.includes(w.id)) &&
          !params.exclude?.includes(w.id),
      )
      const start = (params.page - 1) * params.entries
      return { count: matches.length, data: matches.slice(start, start + params.entries) }
    },
    getAnalyticsConfig: async () => ({ isAnalyticsEnabled: false }),
  }
  return { client, requests, all }
}
