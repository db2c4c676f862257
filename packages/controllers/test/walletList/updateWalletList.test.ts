import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// scripts/update-wallet-list.mjs against a local server speaking the Explorer API: the public
// host is never asked (the script is told EXPLORER_API_URL, as a maintainer may).
const script = pathToFileURL(
  fileURLToPath(new URL('../../../../scripts/update-wallet-list.mjs', import.meta.url)),
).href
interface Script {
  EXPLORER_API_URL: string
  WALLET_IDS: string[]
  explorerUrl(base: string, projectId: string, ids?: string[]): URL
  updateWalletList(options: {
    projectId?: string
    base?: string
    out?: string
    ids?: string[]
  }): Promise<{ out: string; wallets: { id: string; name: string }[]; missing: string[] }>
}
const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const RAINBOW = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const GONE = 'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'

// Listings in the Explorer's v3 shape (fields it documents), one with links that must not pass.
const listings = {
  [METAMASK]: {
    id: METAMASK,
    name: 'MetaMask',
    homepage: 'https://metamask.io/',
    chains: ['eip155:1', 'eip155:10', 'not a chain'],
    image_id: '5195e9db-94d8-4579-6f11-ef553be95100',
    image_url: { sm: 'https://explorer-api.walletconnect.com/v3/logo/sm/x' },
    app: {
      browser: null,
      ios: 'https://apps.apple.com/us/app/metamask/id1438144202',
      android: 'https://play.google.com/store/apps/details?id=io.metamask',
    },
    injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
    rdns: 'io.metamask',
    mobile: { native: 'metamask:', universal: 'https://metamask.app.link' },
    desktop: { native: '', universal: '' },
    metadata: { shortName: 'MetaMask', colors: { primary: '#f6851b', secondary: '' } },
  },
  [RAINBOW]: {
    id: RAINBOW,
    name: 'Rainbow',
    homepage: 'javascript:alert(1)',
    chains: ['eip155:1'],
    app: { browser: 'http://rainbow.example', ios: null, android: null },
    injected: null,
    mobile: { native: 'javascript:alert(1)', universal: 'http://rnbwapp.com' },
    desktop: { native: 'data:text/html,x', universal: null },
    metadata: { colors: { primary: 'url(x)' } },
  },
}

let server: Server
let base: string
const requests: URL[] = []
let dir: string
let updater: Script

beforeAll(async () => {
  updater = (await import(script)) as Script
  dir = mkdtempSync(join(tmpdir(), 'wallet-list-'))
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(url)
    if (url.pathname !== '/v3/wallets' || !url.searchParams.get('projectId')) {
      response.statusCode = 400
      return response.end('{"error":"projectId is required"}')
    }
    const ids = (url.searchParams.get('ids') ?? '').split(',')
    const found = Object.fromEntries(Object.entries(listings).filter(([id]) => ids.includes(id)))
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ listings: found, count: Object.keys(found).length, total: 2 }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('scripts/update-wallet-list.mjs (issue 33)', () => {
  it("asks WalletConnect's Explorer API for the listings by id, in one page", () => {
    expect(updater.EXPLORER_API_URL).toBe('https://explorer-api.walletconnect.com')
    const url = updater.explorerUrl(updater.EXPLORER_API_URL, 'my-project')
    expect(`${url.origin}${url.pathname}`).toBe('https://explorer-api.walletconnect.com/v3/wallets')
    expect(url.searchParams.get('projectId')).toBe('my-project')
    expect(url.searchParams.get('ids')?.split(',')).toEqual(updater.WALLET_IDS)
    expect(url.searchParams.get('entries')).toBe(String(updater.WALLET_IDS.length))
    expect(url.searchParams.get('page')).toBe('1')
    expect(updater.WALLET_IDS.length).toBeGreaterThanOrEqual(20)
  })

  // Formatting the file with Biome starts a process: seconds on a busy machine.
  it('writes the listings it gets, in its order, with unsafe links dropped and missing ids named', {
    timeout: 60_000,
  }, async () => {
    const out = join(dir, 'bundledWallets.ts')
    const result = await updater.updateWalletList({
      projectId: 'my-project',
      base,
      out,
      ids: [METAMASK, GONE, RAINBOW],
    })
    expect(requests.at(-1)?.searchParams.get('projectId')).toBe('my-project')
    expect(requests.at(-1)?.searchParams.get('ids')).toBe(`${METAMASK},${GONE},${RAINBOW}`)
    expect(result.missing).toEqual([GONE])
    expect(result.wallets).toEqual([
      {
        id: METAMASK,
        name: 'MetaMask',
        rdns: 'io.metamask',
        homepage: 'https://metamask.io/',
        color: '#F6851B',
        mobile: { native: 'metamask:', universal: 'https://metamask.app.link' },
        desktop: { native: null, universal: null },
        webapp: null,
        app_store: 'https://apps.apple.com/us/app/metamask/id1438144202',
        play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
        injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
        chains: ['eip155:1', 'eip155:10'],
      },
      {
        id: RAINBOW,
        name: 'Rainbow',
        rdns: null,
        homepage: null,
        color: null,
        mobile: { native: null, universal: null },
        desktop: { native: null, universal: null },
        webapp: null,
        app_store: null,
        play_store: null,
        injected: [],
        chains: ['eip155:1'],
      },
    ])
    const written = readFileSync(out, 'utf8')
    expect(written).toContain('export const BUNDLED_WALLETS: readonly BundledWallet[] = [')
    expect(written).toContain(METAMASK)
    expect(written).not.toContain('my-project')
    expect(written).not.toContain('javascript:')
  })

  it('refuses to write without a project id, or when the API lists none of the wallets', async () => {
    await expect(
      updater.updateWalletList({ projectId: '', base, out: join(dir, 'x.ts') }),
    ).rejects.toThrow('WALLETCONNECT_PROJECT_ID')
    await expect(
      updater.updateWalletList({ projectId: 'p', base, out: join(dir, 'y.ts'), ids: [GONE] }),
    ).rejects.toThrow('nothing written')
  })
})
