import type { ChainRegistry } from '../chains/ChainRegistry'
import {
  type BrandedIcon,
  brandedConnector,
  brandedNetwork,
  brandedToken,
  brandedWallet,
  loadBrandedSvg,
} from './brandedIcons'
import { initials, type MonogramOptions, monogramSvg } from './monogramSvg'
import type { WalletRegistry } from './WalletRegistry'

export const IMAGE_KINDS = ['wallets', 'networks', 'connectors', 'currencies', 'tokens'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

// Maps, not object literals: ids such as '__proto__' or 'constructor' must miss, not hit Object.prototype.
/** Networks the SDK may show besides the configured ones (SPEC §9 definitions and common chains). */
const WELL_KNOWN_NETWORKS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    'eip155:1': 'Ethereum',
    'eip155:10': 'Optimism',
    'eip155:56': 'BNB Smart Chain',
    'eip155:100': 'Gnosis',
    'eip155:137': 'Polygon',
    'eip155:324': 'zkSync',
    'eip155:8453': 'Base',
    'eip155:42161': 'Arbitrum One',
    'eip155:42220': 'Celo',
    'eip155:43114': 'Avalanche',
    'eip155:7777777': 'Zora',
    'eip155:11155111': 'Sepolia',
    'eip155:31337': 'Local Chain',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
    'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'Solana Devnet',
    'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
    'bip122:000000000019d6689c085ae165831e93': 'Bitcoin',
    'bip122:000000000933ea01ad0ee984209779ba': 'Bitcoin Testnet',
    'polkadot:91b171bb158e2d3848fa23a9f1c25182': 'Polkadot',
    'polkadot:b0a8d493285c2df73290dfb7e61f870f': 'Kusama',
  }),
)

const CONNECTORS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    walletconnect: 'WalletConnect',
    injected: 'Browser Wallet',
    auth: 'Email and Socials',
    email: 'Email',
    external: 'External Wallet',
    safe: 'Safe',
    google: 'Google',
    github: 'GitHub',
    apple: 'Apple',
    facebook: 'Facebook',
    x: 'X',
    discord: 'Discord',
    farcaster: 'Farcaster',
  }),
)

const CURRENCIES: ReadonlySet<string> = new Set([
  'usd',
  'eur',
  'gbp',
  'jpy',
  'chf',
  'cad',
  'aud',
  'nzd',
  'sgd',
  'hkd',
  'inr',
  'brl',
  'mxn',
  'krw',
  'sek',
  'nok',
  'dkk',
  'pln',
  'try',
  'zar',
])

const COMMON_TOKENS = [
  'eth',
  'weth',
  'usdc',
  'usdt',
  'dai',
  'wbtc',
  'btc',
  'sol',
  'dot',
  'ksm',
  'pol',
  'matic',
  'bnb',
  'avax',
  'op',
  'arb',
  'celo',
  'xdai',
  'link',
  'uni',
]

/** Answers which images exist: the branded SVG of `@web3icons/core` where it has one, else a monogram. */
export class ImageCatalogue {
  constructor(
    private readonly wallets: WalletRegistry,
    private readonly chains: ChainRegistry,
  ) {}

  /** The SVG of an image, or undefined when the id is unknown for the kind. */
  async render(kind: ImageKind, id: string): Promise<string | undefined> {
    const options = this.describe(kind, id)
    if (!options) return undefined
    const icon = this.branded(kind, id)
    return (icon && (await loadBrandedSvg(icon))) ?? monogramSvg(options)
  }

  /** Only ids the catalogue knows reach here; each maps to a listed file or to none. */
  private branded(kind: ImageKind, id: string): BrandedIcon | undefined {
    switch (kind) {
      case 'wallets':
        return brandedWallet(id)
      case 'networks':
        return brandedNetwork(id)
      case 'connectors':
        return brandedConnector(id)
      case 'tokens':
        return brandedToken(id)
      case 'currencies':
        return undefined
    }
  }

  private describe(kind: ImageKind, id: string): MonogramOptions | undefined {
    const seed = `${kind}/${id}`
    switch (kind) {
      case 'wallets': {
        const wallet = this.wallets.byImage(id)
        return wallet && { text: initials(wallet.name), seed, label: wallet.name, shape: 'square' }
      }
      case 'networks': {
        const name = this.chains.get(id)?.config.name ?? WELL_KNOWN_NETWORKS.get(id)
        return name ? { text: initials(name), seed, label: name, shape: 'circle' } : undefined
      }
      case 'connectors': {
        const name = CONNECTORS.get(id.toLowerCase())
        return name ? { text: initials(name), seed, label: name, shape: 'square' } : undefined
      }
      case 'currencies': {
        const code = id.toLowerCase()
        return CURRENCIES.has(code)
          ? { text: code.toUpperCase(), seed, label: code.toUpperCase(), shape: 'circle' }
          : undefined
      }
      case 'tokens': {
        const symbol = id.toLowerCase()
        return this.tokenSymbols().has(symbol)
          ? {
              text: symbol.toUpperCase(),
              seed: `tokens/${symbol}`,
              label: symbol.toUpperCase(),
              shape: 'circle',
            }
          : undefined
      }
    }
  }

  private tokenSymbols(): Set<string> {
    const symbols = new Set(COMMON_TOKENS)
    for (const chain of this.chains.list()) {
      symbols.add(chain.config.nativeCurrency.symbol.toLowerCase())
      for (const token of chain.tokens.values()) symbols.add(token.symbol.toLowerCase())
    }
    return symbols
  }
}
