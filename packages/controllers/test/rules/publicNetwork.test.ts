import { servicesOf } from '@latchkey/controllers'
import * as WalletList from '@latchkey/controllers/wallet-list'
import { createTestCore } from '@latchkey/test-fakes'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PROVIDERLESS_NOTE, PUBLIC_NETWORK_NOTE } from '../../src'
import { resolveWalletConnect } from '../../src/options/resolveWalletConnect'

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const PHANTOM = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'

afterEach(() => vi.unstubAllEnvs())

describe('a projectId-only start: the public WalletConnect network (issue 33)', () => {
  it('pairs over wss://relay.walletconnect.org with a project id and no provider', () => {
    expect(resolveWalletConnect({ projectId: 'abc' })?.relayUrl).toBe(
      'wss://relay.walletconnect.org',
    )
    // With a provider, its own relay serves as before; an explicit relay wins over both.
    expect(resolveWalletConnect({ projectId: 'abc', apiUrl: 'https://p.example' })?.relayUrl).toBe(
      'wss://p.example/relay',
    )
    expect(
      resolveWalletConnect({ projectId: 'abc', walletConnect: { relayUrl: 'wss://r.example' } })
        ?.relayUrl,
    ).toBe('wss://r.example')
    expect(resolveWalletConnect({})).toBeUndefined()
    expect(resolveWalletConnect({ projectId: 'abc', enableWalletConnect: false })).toBeUndefined()
  })

  it.each([
    ['development', 'development'],
    ['production', 'production'],
  ])('says once on the console, in %s, what runs without a provider', (_, mode) => {
    vi.stubEnv('NODE_ENV', mode)
    const t = createTestCore()
    expect(t.logger.warnings).toEqual([[PUBLIC_NETWORK_NOTE]])
    expect(PUBLIC_NETWORK_NOTE).toContain('wss://relay.walletconnect.org')
    expect(PUBLIC_NETWORK_NOTE).toContain('apiUrl')
    expect(createTestCore({ projectId: '' }).logger.warnings).toEqual([[PROVIDERLESS_NOTE]])
  })

  it('fills Connect and All Wallets from the bundled list: 4 recommended, then all of it', async () => {
    const t = createTestCore()
    await WalletList.prefetch(t.ctx)
    expect(WalletList.state(t.ctx).recommended.map((w) => w.name)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
      'Rainbow',
    ])
    await WalletList.fetchNextPage(t.ctx)
    const names = WalletList.state(t.ctx).wallets.map((w) => w.name)
    expect(names).toHaveLength(WalletList.state(t.ctx).count)
    expect(names.length).toBeGreaterThanOrEqual(20)
    for (const wallet of [
      'Phantom',
      'Zerion',
      'Ledger Live',
      'Safe{Wallet}',
      'Solflare',
      'Rabby Wallet',
    ])
      expect(names).toContain(wallet)
    expect(await WalletList.searchWallets(t.ctx, 'flare')).toMatchObject([{ name: 'Solflare' }])
  })

  it("honours the field's featured, include and exclude wallet ids (Explorer ids)", async () => {
    const t = createTestCore({ featuredWalletIds: [PHANTOM], excludeWalletIds: [METAMASK] })
    await WalletList.prefetch(t.ctx)
    expect(WalletList.state(t.ctx).featured.map((w) => w.name)).toEqual(['Phantom'])
    expect(WalletList.state(t.ctx).recommended.map((w) => w.name)).not.toContain('MetaMask')
    const only = createTestCore({ includeWalletIds: [METAMASK, PHANTOM] })
    await WalletList.fetchNextPage(only.ctx)
    expect(WalletList.state(only.ctx).wallets.map((w) => w.name)).toEqual(['MetaMask', 'Phantom'])
  })

  it('with a registry of its own (a provider) the bundled list is not used', async () => {
    const registry = {
      getWallets: async () => ({ count: 1, data: [{ id: 'own', name: 'Own Wallet' }] }),
      getAnalyticsConfig: async () => ({ isAnalyticsEnabled: true }),
    }
    const t = createTestCore({ walletRegistry: registry })
    await WalletList.prefetch(t.ctx)
    expect(WalletList.state(t.ctx).recommended.map((w) => w.name)).toEqual(['Own Wallet'])
  })

  it('without a project id there is no WalletConnect, so no wallet list either', () => {
    const t = createTestCore({ projectId: '' })
    expect(servicesOf(t.ctx).walletRegistry()).toBeUndefined()
  })
})
