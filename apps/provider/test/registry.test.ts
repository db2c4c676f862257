import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { call, PROJECT_ID, startTestProvider } from './helpers'

const q = `projectId=${PROJECT_ID}`
let provider: RunningProvider

beforeAll(async () => {
  provider = await startTestProvider({ rateLimit: { enabled: false }, indexer: { enabled: false } })
})
afterAll(() => provider?.stop())

const wallets = (query: string) => call(provider.url, `/v1/wallets?${q}${query}`)

describe('GET /v1/wallets', () => {
  it('answers the first page of 40 with the full count', async () => {
    const r = await wallets('')
    expect(r.status).toBe(200)
    expect(r.body.count).toBeGreaterThanOrEqual(50)
    expect(r.body.data).toHaveLength(40)
    const metamask = r.body.data.find((w: { id: string }) => w.id === 'metamask')
    expect(metamask).toEqual({
      id: 'metamask',
      name: 'MetaMask',
      rdns: 'io.metamask',
      homepage: 'https://metamask.io',
      image_id: 'metamask',
      mobile_link: 'metamask://',
      desktop_link: null,
      webapp_link: null,
      app_store: expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
      play_store: expect.stringMatching(/^https:\/\/play\.google\.com\//),
      injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
      chains: expect.arrayContaining(['eip155:1']),
    })
  })

  it('pages without overlap and ends with a short page', async () => {
    const first = await wallets('&page=1&entries=40')
    const second = await wallets('&page=2&entries=40')
    const ids = [...first.body.data, ...second.body.data].map((w: { id: string }) => w.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toHaveLength(first.body.count)
    expect((await wallets('&page=99')).body.data).toEqual([])
  })

  it('ships the wallets the issue names, with unique ids and https homepages', async () => {
    const all = (await wallets('&entries=100')).body.data as {
      id: string
      name: string
      homepage: string
    }[]
    const names = all.map((w) => w.name)
    for (const name of [
      'MetaMask',
      'Rainbow',
      'Coinbase Wallet',
      'Trust Wallet',
      'Phantom',
      'Rabby Wallet',
      'OKX Wallet',
      'Zerion',
      'Ledger Live',
      'Uniswap Wallet',
      'Argent',
      'Safe{Wallet}',
      'Backpack',
      'Solflare',
      'Talisman',
      'SubWallet',
      'Polkadot{.js} extension',
      'Xverse',
      'Leather',
      'UniSat Wallet',
    ]) {
      expect(names).toContain(name)
    }
    expect(new Set(all.map((w) => w.id)).size).toBe(all.length)
    for (const w of all) expect(w.homepage).toMatch(/^https:\/\//)
  })

  it('searches by name, case-insensitively', async () => {
    const r = await wallets('&search=WALLET')
    expect(r.body.count).toBeGreaterThan(5)
    expect(r.body.count).toBeLessThanOrEqual(100)
    for (const w of r.body.data) expect(`${w.name} ${w.id}`.toLowerCase()).toContain('wallet')
    expect((await wallets('&search=zzzz-none')).body).toEqual({ count: 0, data: [] })
  })

  it('includes and excludes by id', async () => {
    const inc = await wallets('&include=phantom,rainbow')
    expect(inc.body.data.map((w: { id: string }) => w.id).sort()).toEqual(['phantom', 'rainbow'])
    const exc = await wallets('&exclude=metamask&entries=100')
    expect(exc.body.data.map((w: { id: string }) => w.id)).not.toContain('metamask')
    expect(exc.body.count).toBe((await wallets('')).body.count - 1)
  })

  it('filters by chain namespace', async () => {
    const r = await wallets('&chains=polkadot:91b171bb158e2d3848fa23a9f1c25182&entries=100')
    const ids = r.body.data.map((w: { id: string }) => w.id)
    expect(ids).toEqual(expect.arrayContaining(['talisman', 'subwallet', 'polkadot-js']))
    expect(ids).not.toContain('metamask')
    for (const w of r.body.data)
      expect(w.chains.some((c: string) => c.startsWith('polkadot:'))).toBe(true)
  })

  it('refuses bad paging and filters with 400', async () => {
    for (const bad of [
      '&page=0',
      '&page=x',
      '&entries=101',
      '&entries=-1',
      '&include=Bad%20Id',
      '&chains=eip155',
      '&chains=foo:1',
    ]) {
      const r = await wallets(bad)
      expect(r.status, bad).toBe(400)
      expect(r.body.error.code).toBe('INVALID_REQUEST')
      expect(r.body.error.message).not.toMatch(/at .*\.ts/)
    }
  })
})

describe('GET /v1/images/{kind}/{id}', () => {
  it('draws a wallet monogram as cacheable SVG', async () => {
    const r = await fetch(`${provider.url}/v1/images/wallets/subwallet?${q}`)
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(r.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
    const svg = await r.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).toContain('>SW</text>')
    expect(svg).not.toMatch(/<script|href=/)
    const again = await fetch(`${provider.url}/v1/images/wallets/subwallet?${q}`, {
      headers: { 'if-none-match': r.headers.get('etag') as string },
    })
    expect(again.status).toBe(304)
  })

  it('gives each wallet its own colour, the same every time', async () => {
    const svgOf = async (id: string) =>
      (await fetch(`${provider.url}/v1/images/wallets/${id}?${q}`)).text()
    const fill = (svg: string) => /fill="(hsl[^"]+)"/.exec(svg)?.[1]
    expect(fill(await svgOf('talisman'))).toBe(fill(await svgOf('talisman')))
    expect(fill(await svgOf('talisman'))).not.toBe(fill(await svgOf('frame')))
  })

  it('serves networks, connectors, currencies and tokens', async () => {
    for (const path of [
      'networks/eip155:1',
      'networks/eip155%3A42161',
      'connectors/walletConnect',
      'currencies/usd',
      'tokens/usdc',
    ]) {
      const r = await fetch(`${provider.url}/v1/images/${path}?${q}`)
      expect(r.status, path).toBe(200)
      expect(r.headers.get('content-type')).toContain('image/svg+xml')
    }
  })

  it('answers 404 for unknown, path-like ids and kinds', async () => {
    for (const path of [
      'wallets/not-a-wallet',
      'networks/eip155:999999',
      'currencies/xyz',
      'tokens/nope',
      'fonts/arial',
      'wallets/%2e%2e',
      'wallets/..%2Fx',
      'tokens/..%2Fwallets%2Fbranded%2Fmetamask',
      'networks/..%2F..%2Fpackage.json',
    ]) {
      const r = await call(provider.url, `/v1/images/${path}?${q}`)
      expect(r.status, path).toBe(404)
      expect(r.body.error.code).toBe('NOT_FOUND')
    }
  })

  it('answers 404, not 500, for ids that name Object.prototype members, in every kind', async () => {
    for (const kind of ['wallets', 'networks', 'connectors', 'currencies', 'tokens']) {
      for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
        const r = await call(provider.url, `/v1/images/${kind}/${id}?${q}`)
        expect(r.status, `${kind}/${id}`).toBe(404)
        expect(r.body.error.message).toBe(`No ${kind} image with id '${id}'`)
      }
    }
  })

  it('needs a known project like every route', async () => {
    expect((await call(provider.url, '/v1/images/wallets/metamask?projectId=nope')).status).toBe(
      403,
    )
  })
})
