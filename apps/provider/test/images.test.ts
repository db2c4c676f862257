import arbitrum from '@web3icons/core/svgs/networks/branded/arbitrum-one.svg.js'
import bsc from '@web3icons/core/svgs/networks/branded/binance-smart-chain.svg.js'
import ethereum from '@web3icons/core/svgs/networks/branded/ethereum.svg.js'
import polkadot from '@web3icons/core/svgs/networks/branded/polkadot.svg.js'
import solana from '@web3icons/core/svgs/networks/branded/solana.svg.js'
import DOT from '@web3icons/core/svgs/tokens/branded/DOT.svg.js'
import ETH from '@web3icons/core/svgs/tokens/branded/ETH.svg.js'
import KSM from '@web3icons/core/svgs/tokens/branded/KSM.svg.js'
import USDC from '@web3icons/core/svgs/tokens/branded/USDC.svg.js'
import coinbase from '@web3icons/core/svgs/wallets/branded/coinbase.svg.js'
import metamask from '@web3icons/core/svgs/wallets/branded/metamask.svg.js'
import phantom from '@web3icons/core/svgs/wallets/branded/phantom.svg.js'
import rainbow from '@web3icons/core/svgs/wallets/branded/rainbow.svg.js'
import walletConnect from '@web3icons/core/svgs/wallets/branded/wallet-connect.svg.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { PROJECT_ID, startTestProvider } from './helpers'

const q = `projectId=${PROJECT_ID}`
let provider: RunningProvider

beforeAll(async () => {
  provider = await startTestProvider({ rateLimit: { enabled: false }, indexer: { enabled: false } })
})
afterAll(() => provider?.stop())

const image = (path: string, init?: RequestInit) =>
  fetch(`${provider.url}/v1/images/${path}?${q}`, init)

describe('GET /v1/images/{kind}/{id} with @web3icons/core', () => {
  it("serves the package's own branded SVG for known wallets, networks, connectors and tokens", async () => {
    const expected: [string, string][] = [
      ['wallets/metamask', metamask],
      ['wallets/rainbow', rainbow],
      ['wallets/phantom', phantom],
      ['wallets/coinbase-wallet', coinbase],
      ['networks/eip155:1', ethereum],
      ['networks/eip155%3A42161', arbitrum],
      ['networks/eip155:56', bsc],
      ['networks/eip155:11155111', ethereum],
      ['networks/solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', solana],
      ['networks/polkadot:91b171bb158e2d3848fa23a9f1c25182', polkadot],
      ['networks/polkadot:b0a8d493285c2df73290dfb7e61f870f', KSM],
      ['connectors/walletConnect', walletConnect],
      ['tokens/ETH', ETH],
      ['tokens/usdc', USDC],
      ['tokens/DOT', DOT],
    ]
    for (const [path, svg] of expected) {
      const r = await image(path)
      expect(r.status, path).toBe(200)
      expect(await r.text(), path).toBe(svg)
    }
    expect(metamask).toMatch(/^<svg /)
  })

  it('keeps the headers: SVG type, a day of caching, ETag, nosniff and a CSP without script', async () => {
    const r = await image('wallets/metamask')
    expect(r.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(r.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
    expect(r.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    const etag = r.headers.get('etag') as string
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    expect((await image('wallets/metamask', { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    )
  })

  it('falls back to the monogram for what the package lacks', async () => {
    const monograms: [string, string][] = [
      ['wallets/talisman', 'T'],
      ['networks/eip155:31337', 'LC'],
      ['connectors/injected', 'BW'],
      ['currencies/usd', 'USD'],
      ['tokens/weth', 'WETH'],
    ]
    for (const [path, text] of monograms) {
      const r = await image(path)
      expect(r.status, path).toBe(200)
      expect(await r.text(), path).toContain(`>${text}</text>`)
    }
  })

  it('answers 404 for a path-like id, never reading a file the request names', async () => {
    // The 404 texts of encoded ones are checked with the unknown ids in registry.test.ts.
    expect((await fetch(`${provider.url}/v1/images/tokens/../x?${q}`)).status).toBe(404)
    const dotted = await image('tokens/%2e%2e%2f%2e%2e%2fwallets%2fbranded%2fmetamask')
    expect(dotted.status).toBe(404)
    expect(await dotted.text()).not.toContain('<svg')
  })
})
