import type { WalletListEntry, WalletListResponse } from '@latchkey/core'
import type { BundledWallet } from './BundledWallet'
import { BUNDLED_WALLETS } from './bundledWallets'
import type { GetWalletsParams, WalletRegistryClient } from './WalletRegistryClient'
import { walletMonogram } from './walletMonogram'

/** A bundled wallet as the registry lists it: the app's scheme first, its universal link else. */
export function toWalletListEntry(wallet: BundledWallet): WalletListEntry {
  return {
    id: wallet.id,
    name: wallet.name,
    rdns: wallet.rdns,
    ...(wallet.homepage ? { homepage: wallet.homepage } : {}),
    image_url: walletMonogram(wallet.name, wallet.color),
    mobile_link: wallet.mobile.native ?? wallet.mobile.universal,
    desktop_link: wallet.desktop.native ?? wallet.desktop.universal,
    webapp_link: wallet.webapp,
    app_store: wallet.app_store,
    play_store: wallet.play_store,
    injected: wallet.injected,
    chains: wallet.chains,
  }
}

/**
 * A wallet serves a network it lists, or any network of a namespace it lists one of: an EVM
 * wallet adds any EVM chain, so an app on a chain the Explorer does not name still lists it.
 */
function supports(wallet: WalletListEntry, chain: string): boolean {
  const namespace = chain.slice(0, chain.indexOf(':') + 1)
  return Boolean(wallet.chains?.some((c) => c === chain || (namespace && c.startsWith(namespace))))
}

/**
 * The wallet registry of a start with no provider: the bundled list, paged, searched and
 * filtered as the provider's registry does (include, exclude, chains), in a chunk of its own.
 */
export function createBundledRegistry(
  wallets: readonly BundledWallet[] = BUNDLED_WALLETS,
): WalletRegistryClient {
  const entries = wallets.map(toWalletListEntry)
  return {
    async getWallets({ page, entries: size, search, include, exclude, chains }: GetWalletsParams) {
      const wanted = chains ? chains.split(',') : undefined
      const query = search?.trim().toLowerCase()
      const matching = entries.filter(
        (wallet) =>
          (!include?.length || include.includes(wallet.id)) &&
          !exclude?.includes(wallet.id) &&
          (!wanted || wanted.some((chain) => supports(wallet, chain))) &&
          (!query || wallet.name.toLowerCase().includes(query)),
      )
      const start = Math.max(0, (page - 1) * size)
      const answer: WalletListResponse = {
        count: matching.length,
        data: matching.slice(start, start + size),
      }
      return answer
    },
    // Nothing to ask: analytics needs a provider.
    getAnalyticsConfig: async () => ({ isAnalyticsEnabled: false }),
  }
}
