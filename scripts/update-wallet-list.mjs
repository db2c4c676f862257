#!/usr/bin/env node
// Refreshes the wallet list bundled for a projectId-only start (packages/controllers/src/
// walletList/bundledWallets.ts) from WalletConnect's Explorer API:
//   GET https://explorer-api.walletconnect.com/v3/wallets?projectId=<id>&ids=<id,…>&entries=<n>&page=1
// Usage: WALLETCONNECT_PROJECT_ID=<your WalletConnect Cloud project id> node scripts/update-wallet-list.mjs
// EXPLORER_API_URL and WALLET_LIST_OUT point it elsewhere (the test runs it against a local
// server). Names, links, stores, injected ids, chains and the brand colour are taken; icons are
// not (the modal draws a monogram in the brand colour, so no image comes from another host).
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const EXPLORER_API_URL = 'https://explorer-api.walletconnect.com'
const root = fileURLToPath(new URL('../', import.meta.url))
const DEFAULT_OUT = `${root}packages/controllers/src/walletList/bundledWallets.ts`

/** The wallets people use most, in the order the modal lists them (Explorer listing ids). */
export const WALLET_IDS = [
  'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', // MetaMask
  '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0', // Trust Wallet
  'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa', // Coinbase Wallet
  '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369', // Rainbow
  '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709', // OKX Wallet
  'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393', // Phantom
  'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18', // Zerion
  'c03dfee351b6fcc421b4494ea33b9d4b92a984f87aa76d1663bb28705e95034a', // Uniswap Wallet
  '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927', // Ledger Live
  '225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f', // Safe{Wallet}
  'bc949c5d968ae81310268bf9193f9c9fb7bb4e1283e1284af8f2bd4992535fd6', // Argent
  'ef333840daf915aafdc4a004525502d6d49d77bd9c65e0642dbaefb3c2893bef', // imToken
  '20459438007b75f4f4acb98bf29aa3b800550309646d375da5fd4aac6c2a2c66', // TokenPocket
  '38f5d18bd8522c244bdd70cb4a68e0e718865155811c043f052fb9f1c51de662', // Bitget Wallet
  'e9ff15be73584489ca4a66f64d32c4537711797e30b6660dbcb71ea72a42b1f4', // Exodus
  'c286eebc742a537cd1d6818363e9dc53b21759a1e8e5d9b263d0c03ec7703576', // 1inch Wallet
  '18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1', // Rabby Wallet
  '2bd8c14e035c2d48f184aaa168559e86b0e3433228d3c4075900a221785019b0', // Backpack
  '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79', // Solflare
  '0b415a746fb9ee99cce155c2ceca0c6f6061b1dbca2d722b3ba16381d0562150', // SafePal
  'f2436c67184f158d1beda5df53298ee84abfc367581e4505134b5bcf5f46697d', // Crypto.com Onchain
  '8a0ee50d1f22f6651afcae7eb4253e52a3310b90af5daef78a8c4929a9bb99d4', // Binance Wallet
  'f5b4eeb6015d66be3f5940a895cbaa49ef3439e518cd771270e6b553b48f31d2', // MEW wallet
  '541d5dcd4ede02f3afaf75bf8e3e4c4f1fb09edb5fa6c4377ebf31c2785d9adf', // Ronin Wallet
]

/** The exact request: the listings of those ids, one page holding them all. */
export function explorerUrl(base, projectId, ids = WALLET_IDS) {
  const url = new URL('/v3/wallets', base)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('ids', ids.join(','))
  url.searchParams.set('entries', String(ids.length))
  url.searchParams.set('page', '1')
  return url
}

const text = (value) => (typeof value === 'string' && value.trim() ? value.trim() : null)
const SCHEME = /^[a-z][a-z0-9+.-]*:/i
const UNSAFE = /^(javascript|data|vbscript|file|blob):/i
/** A deep link: an app's own scheme (never javascript:, data: …). */
const deepLink = (value) => {
  const link = text(value)
  return link && SCHEME.test(link) && !UNSAFE.test(link) && !/^https?:/i.test(link) ? link : null
}
/** A universal link, a web app or a store page: https only. */
const httpsLink = (value) => {
  const link = text(value)
  if (!link) return null
  try {
    return new URL(link).protocol === 'https:' ? link : null
  } catch {
    return null
  }
}
const colour = (value) => (/^#[0-9a-f]{6}$/i.test(text(value) ?? '') ? value.toUpperCase() : null)

/** One Explorer listing as the bundled list keeps it; undefined when it is not a usable wallet. */
export function toBundledWallet(listing) {
  if (!listing || typeof listing !== 'object') return undefined
  if (!/^[0-9a-f]{64}$/.test(listing.id ?? '') || !text(listing.name)) return undefined
  const injected = Array.isArray(listing.injected) ? listing.injected : []
  return {
    id: listing.id,
    name: text(listing.name),
    rdns: text(listing.rdns),
    homepage: httpsLink(listing.homepage),
    color: colour(listing.metadata?.colors?.primary),
    mobile: {
      native: deepLink(listing.mobile?.native),
      universal: httpsLink(listing.mobile?.universal),
    },
    desktop: {
      native: deepLink(listing.desktop?.native),
      universal: httpsLink(listing.desktop?.universal),
    },
    webapp: httpsLink(listing.app?.browser),
    app_store: httpsLink(listing.app?.ios),
    play_store: httpsLink(listing.app?.android),
    injected: injected
      .filter((i) => text(i?.namespace) && text(i?.injected_id))
      .map((i) => ({ namespace: i.namespace.trim(), injected_id: i.injected_id.trim() })),
    chains: (Array.isArray(listing.chains) ? listing.chains : []).filter((c) =>
      /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(c),
    ),
  }
}

export function render(wallets, request) {
  const shown = new URL(request)
  shown.searchParams.set('projectId', '<projectId>')
  return [
    "// Generated by scripts/update-wallet-list.mjs from WalletConnect's Explorer API; do not edit.",
    `// ${decodeURIComponent(shown.href).replace(/ids=[^&]+/, 'ids=<the ids below>')}`,
    "import type { BundledWallet } from './BundledWallet'",
    '',
    '/** The wallets people use most, for a start with no provider (see BundledWallet). */',
    `export const BUNDLED_WALLETS: readonly BundledWallet[] = ${JSON.stringify(wallets, null, 2)}`,
    '',
  ].join('\n')
}

/** The repository's formatting (Biome, read from stdin), so the written file passes its checks. */
function format(source) {
  try {
    return execFileSync(
      'pnpm',
      [
        'exec',
        'biome',
        'format',
        '--stdin-file-path',
        'packages/controllers/src/walletList/bundledWallets.ts',
      ],
      { cwd: root, input: source, encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'] },
    )
  } catch {
    return source
  }
}

/** Fetches the listings and writes the bundled file; returns what it wrote and what it missed. */
export async function updateWalletList({
  projectId = process.env.WALLETCONNECT_PROJECT_ID,
  base = process.env.EXPLORER_API_URL || EXPLORER_API_URL,
  out = process.env.WALLET_LIST_OUT || DEFAULT_OUT,
  ids = WALLET_IDS,
} = {}) {
  if (!projectId)
    throw new Error('Set WALLETCONNECT_PROJECT_ID to your WalletConnect Cloud project id')
  const request = explorerUrl(base, projectId, ids)
  const response = await fetch(request, { headers: { accept: 'application/json' } })
  if (!response.ok)
    throw new Error(`Explorer API answered ${response.status} for ${request.pathname}`)
  const body = await response.json()
  const listings = body && typeof body.listings === 'object' ? body.listings : {}
  const wallets = []
  const missing = []
  for (const id of ids) {
    const wallet = toBundledWallet(listings[id])
    if (wallet && wallet.id === id) wallets.push(wallet)
    else missing.push(id)
  }
  if (wallets.length === 0)
    throw new Error('The Explorer API listed none of the wallets; nothing written')
  writeFileSync(out, format(render(wallets, request)))
  return { out, wallets, missing }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  updateWalletList().then(
    ({ out, wallets, missing }) => {
      console.log(`wrote ${wallets.length} wallets to ${out}`)
      for (const id of missing) console.warn(`not listed (kept out): ${id}`)
    },
    (error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}
