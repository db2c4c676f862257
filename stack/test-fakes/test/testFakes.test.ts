import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { WalletRpcError } from '@latchkey/core'
import { describe, expect, it } from 'vitest'
import { createTestAdapter, createTestWallet, ethereum, type TestWalletOptions } from '../src'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'
const browser: TestWalletOptions = {
  id: 'browser',
  namespace: 'eip155',
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  chainId: 1,
}
const phone: TestWalletOptions = { ...browser, id: 'walletConnect', type: 'WALLET_CONNECT' }

function heldAdapter() {
  const wallets = [createTestWallet(browser), createTestWallet(phone)]
  return createTestAdapter({ namespace: 'eip155', wallets, approval: 'manual' })
}

describe('the test adapter with connects held for the person in the wallet', () => {
  it('answers a connect only once approved, with the chosen account and peer', async () => {
    const adapter = heldAdapter()
    let answered = false
    const connecting = adapter.connect({ connectorId: 'walletConnect' }).then((c) => {
      answered = true
      return c
    })
    await Promise.resolve()
    expect(answered).toBe(false)
    expect(adapter.pendingCount).toBe(1)
    adapter.approve(OTHER, { name: 'Rainbow' })
    await expect(connecting).resolves.toMatchObject({
      address: OTHER,
      caipNetworkId: 'eip155:1',
      connectorId: 'walletConnect',
      wallet: { name: 'Rainbow' },
    })
    expect(adapter.pendingCount).toBe(0)
    expect(adapter.wallets[1]?.connected).toBe(true)
  })

  it('settles the oldest ask first, and a refusal rejects with 4001', async () => {
    const adapter = heldAdapter()
    const first = adapter.connect({ connectorId: 'browser' })
    const second = adapter.connect({ connectorId: 'walletConnect' })
    adapter.reject()
    adapter.approve()
    await expect(first).rejects.toMatchObject({ code: 4001 })
    await expect(second).resolves.toMatchObject({ connectorId: 'walletConnect' })
    expect(adapter.calls.connect).toEqual(['browser', 'walletConnect'])
    expect(() => adapter.approve()).toThrow('no connect is waiting')
  })

  it('gives a pairing asked again a new URI and one outcome', async () => {
    const adapter = heldAdapter()
    const uris: string[] = []
    const first = adapter.connect({ connectorId: 'walletConnect', onUri: (u) => uris.push(u) })
    const again = adapter.connect({ connectorId: 'walletConnect', onUri: (u) => uris.push(u) })
    expect(uris).toEqual([
      expect.stringMatching(/^wc:fake1@2/),
      expect.stringMatching(/^wc:fake2@2/),
    ])
    expect(adapter.pendingCount).toBe(1)
    adapter.approve()
    expect(await first).toEqual(await again)
  })

  it('fails the waiting pairing with the relay error when a renewal cannot start', async () => {
    const adapter = heldAdapter()
    const waiting = adapter.connect({ connectorId: 'walletConnect' })
    const down = new Error('relay down')
    adapter.failNextPairing(down)
    await expect(adapter.connect({ connectorId: 'walletConnect' })).rejects.toBe(down)
    await expect(waiting).rejects.toBe(down)
    expect(adapter.pendingCount).toBe(0)
  })

  it("keeps a refusal the test set up: the person's yes still meets the wallet's no", async () => {
    const adapter = heldAdapter()
    adapter.wallets[0]?.refuseNext('connect', new WalletRpcError(4100))
    const connecting = adapter.connect({ connectorId: 'browser' })
    adapter.approve()
    await expect(connecting).rejects.toMatchObject({ code: 4100 })
    expect(adapter.wallets[0]?.connected).toBe(false)
  })
})

describe('the test adapter by namespace', () => {
  it('offers the EVM-only part for eip155 only', () => {
    const wallets = [createTestWallet(browser)]
    expect(createTestAdapter({ namespace: 'eip155', wallets }).evm).toBeDefined()
    expect(createTestAdapter({ namespace: 'solana', wallets }).evm).toBeUndefined()
  })

  it('reports the switch to the app in CAIP-2 and logs it', async () => {
    const adapter = createTestAdapter({ namespace: 'eip155', wallets: [createTestWallet(browser)] })
    const seen: string[] = []
    adapter.on('chainChanged', (e) => seen.push(e.caipNetworkId))
    await adapter.switchNetwork({ caipNetwork: ethereum, connectorId: 'browser' })
    expect(seen).toEqual(['eip155:1'])
    expect(adapter.calls.switchNetwork).toEqual(['eip155:1'])
  })
})

describe('the fakes as a package of their own', () => {
  const src = join(import.meta.dirname, '..', 'src')
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? files(join(dir, e.name))
        : e.name.endsWith('.ts')
          ? [join(dir, e.name)]
          : [],
    )

  it('needs neither vitest nor a Node built-in at run time (jsdom and happy-dom tests load them)', () => {
    const runtime = files(src)
    expect(runtime.map((f) => relative(src, f))).toContain('index.ts')
    for (const file of runtime)
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/from '(vitest|node:[a-z]+)'/)
  })

  it('reaches the controllers through their published entries only, never a path into them', () => {
    // The package's exports: its index and the subpaths it publishes (one per controller module).
    const exported = Object.keys(
      JSON.parse(
        readFileSync(
          new URL('../../../packages/controllers/package.json', import.meta.url),
          'utf8',
        ),
      ).exports,
    )
    expect(exported).toContain('./chain')
    for (const file of files(src)) {
      const text = readFileSync(file, 'utf8')
      for (const [, subpath] of text.matchAll(/from '@latchkey\/controllers(\/[^']*)'/g))
        expect(exported, `${file}: @latchkey/controllers${subpath}`).toContain(`.${subpath}`)
      expect(text, file).not.toMatch(/from '(\.\.\/)+(packages|controllers)\//)
    }
    expect(exported).not.toContain('./src/controllers/ChainController')
  })
})
