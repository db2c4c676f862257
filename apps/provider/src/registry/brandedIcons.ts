import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** A branded SVG of `@web3icons/core`: its folder and its file name without `.svg.js`. */
export interface BrandedIcon {
  kind: 'wallets' | 'networks' | 'tokens'
  name: string
}

const icons = (kind: BrandedIcon['kind'], entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([id, name]) => [id, { kind, name }] as const))

// Maps, not object literals: ids such as '__proto__' must miss. Only these names are ever loaded.
/** Registry wallet ids (wallets.json) and connector ids to the package's wallet files. */
const WALLETS: ReadonlyMap<string, BrandedIcon> = icons('wallets', {
  metamask: 'metamask',
  rainbow: 'rainbow',
  'coinbase-wallet': 'coinbase',
  trust: 'trust',
  phantom: 'phantom',
  rabby: 'rabby',
  okx: 'okx',
  zerion: 'zerion',
  'ledger-live': 'ledger',
  argent: 'argent',
  safe: 'safe',
  backpack: 'backpack',
  solflare: 'solflare',
  exodus: 'exodus',
  imtoken: 'imtoken',
  tokenpocket: 'token-pocket',
  zengo: 'zengo',
  enkrypt: 'enkrypt',
  glow: 'glow',
  'trezor-suite': 'trezor',
  coin98: 'coin98',
  alphawallet: 'alpha-wallet',
  bluewallet: 'blue',
  kraken: 'kraken',
  sequence: 'sequence',
  ronin: 'ronin',
  atomic: 'atomic',
})

const CONNECTORS: ReadonlyMap<string, BrandedIcon> = icons('wallets', {
  walletconnect: 'wallet-connect',
  safe: 'safe',
})

/** CAIP-2 ids to the package's network files; test networks wear their main network's logo. */
const NETWORKS: ReadonlyMap<string, BrandedIcon> = new Map([
  ...icons('networks', {
    'eip155:1': 'ethereum',
    'eip155:10': 'optimism',
    'eip155:56': 'binance-smart-chain',
    'eip155:100': 'gnosis',
    'eip155:137': 'polygon',
    'eip155:324': 'zksync',
    'eip155:8453': 'base',
    'eip155:42161': 'arbitrum-one',
    'eip155:42220': 'celo',
    'eip155:43114': 'avalanche',
    'eip155:7777777': 'zora',
    'eip155:11155111': 'ethereum',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
    'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana',
    'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana',
    'bip122:000000000019d6689c085ae165831e93': 'bitcoin',
    'bip122:000000000933ea01ad0ee984209779ba': 'bitcoin',
    'polkadot:91b171bb158e2d3848fa23a9f1c25182': 'polkadot',
  }),
  // The package has no Kusama network file; its KSM token is the same logo.
  ...icons('tokens', { 'polkadot:b0a8d493285c2df73290dfb7e61f870f': 'KSM' }),
])

export const brandedWallet = (id: string) => WALLETS.get(id)
export const brandedConnector = (id: string) => CONNECTORS.get(id.toLowerCase())
export const brandedNetwork = (caipNetworkId: string) => NETWORKS.get(caipNetworkId)

let tokenFiles: ReadonlySet<string> | undefined
/** A token symbol's file when the package ships one: looked up in the package's own listing. */
export function brandedToken(symbol: string): BrandedIcon | undefined {
  tokenFiles ??= new Set(
    readdirSync(packageFolder('tokens'))
      .filter((file) => file.endsWith('.svg.js'))
      .map((file) => file.slice(0, -'.svg.js'.length)),
  )
  const name = symbol.toUpperCase()
  return tokenFiles.has(name) ? { kind: 'tokens', name } : undefined
}

function packageFolder(kind: BrandedIcon['kind']): string {
  const main = createRequire(import.meta.url).resolve('@web3icons/core')
  return join(dirname(main), 'svgs', kind, 'branded')
}

const loaded = new Map<string, Promise<string | undefined>>()
/** The SVG text of a listed icon, loaded once and kept in memory; undefined when it fails. */
export function loadBrandedSvg(icon: BrandedIcon): Promise<string | undefined> {
  const key = `${icon.kind}/${icon.name}`
  let svg = loaded.get(key)
  if (!svg) {
    const file = join(packageFolder(icon.kind), `${icon.name}.svg.js`)
    svg = import(pathToFileURL(file).href).then(
      (module: { default?: unknown }) =>
        typeof module.default === 'string' && module.default.startsWith('<svg')
          ? module.default
          : undefined,
      () => undefined,
    )
    loaded.set(key, svg)
  }
  return svg
}
