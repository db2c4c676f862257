import type { Transaction } from '@latchkey/core'
import { createTestCore, createTestWallet, DESKTOP, START } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import {
  getConnectMethodOrder,
  getConnectorGroups,
  getSocials,
  getWalletFeatureOrder,
  groupTransactions,
  hasVisibleWallets,
  isVisibleConnector,
} from '../../src'
import * as Connectors from '../../src/controllers/ConnectorController'
import * as Options from '../../src/controllers/OptionsController'
import * as Transactions from '../../src/controllers/TransactionsController'

const wallet = (id: string, type: 'INJECTED' | 'ANNOUNCED', extra: Record<string, unknown> = {}) =>
  createTestWallet({
    id,
    name: id,
    type,
    namespace: 'eip155',
    accounts: [{ address: '0x5555555555555555555555555555555555555555', type: 'eoa' }],
    chainId: 1,
    ...extra,
  }).connector()

describe('connect-method order (SPEC §2)', () => {
  it('is email, social, wallet with no visible wallets', () => {
    const t = createTestCore()
    Connectors.setConnectors(t.ctx, 'eip155', [])
    Connectors.setConnectors(t.ctx, 'solana', [])
    expect(hasVisibleWallets(t.ctx)).toBe(false)
    expect(getConnectMethodOrder(Options.state(t.ctx), hasVisibleWallets(t.ctx))).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })

  it('stays email, social, wallet when the only injected wallets are hidden ones', () => {
    const t = createTestCore({ excludeWalletIds: ['excluded'] })
    Connectors.setConnectors(t.ctx, 'eip155', [
      wallet('bare', 'INJECTED'), // neither rdns nor an installed check
      { ...wallet('injected', 'INJECTED', { installed: true }), name: 'Browser Wallet' },
      wallet('excluded', 'ANNOUNCED', { rdns: 'com.excluded' }),
      wallet('not-installed', 'ANNOUNCED', { installed: false }),
    ])
    Connectors.setConnectors(t.ctx, 'solana', [])
    expect(Connectors.state(t.ctx).connectors.length).toBeGreaterThan(0)
    expect(hasVisibleWallets(t.ctx)).toBe(false)
    expect(getConnectMethodOrder(Options.state(t.ctx), hasVisibleWallets(t.ctx))).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })

  it('flips to wallet, email, social once an injected or announced wallet shows', () => {
    const t = createTestCore()
    expect(hasVisibleWallets(t.ctx)).toBe(true)
    expect(getConnectMethodOrder(Options.state(t.ctx), hasVisibleWallets(t.ctx))).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  it('follows the host order when one is set', () => {
    const t = createTestCore({ features: { connectMethodsOrder: ['social', 'wallet', 'email'] } })
    expect(getConnectMethodOrder(Options.state(t.ctx), true)).toEqual(['social', 'wallet', 'email'])
  })
})

describe('connector type order (SPEC §2)', () => {
  it('defaults to walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const t = createTestCore()
    expect(getConnectorGroups(t.ctx).map((g) => g.group)).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it("lists the host's own wallets as the custom group, less excluded ones", () => {
    const t = createTestCore({
      customWallets: [
        { id: 'acme', name: 'Acme Wallet', homepage: 'https://acme.test', mobile_link: 'acme://' },
        { id: 'gone', name: 'Gone Wallet' },
      ],
      excludeWalletIds: ['gone'],
    })
    const custom = getConnectorGroups(t.ctx).find((g) => g.group === 'custom')
    expect(custom && 'wallets' in custom ? custom.wallets.map((w) => w.name) : []).toEqual([
      'Acme Wallet',
    ])
  })

  it('refuses a custom wallet without an id or a name, creating nothing', () => {
    expect(() => createTestCore({ customWallets: [{ id: 'x', name: '' }] })).toThrow(
      'Unknown error',
    )
  })

  it('takes the host override', () => {
    const t = createTestCore({ features: { connectorTypeOrder: ['injected', 'walletConnect'] } })
    const groups = getConnectorGroups(t.ctx)
    expect(groups.map((g) => g.group)).toEqual(['injected', 'walletConnect'])
    const injected = groups[0]
    expect(
      injected && 'connectors' in injected ? injected.connectors.map((c) => c.id) : [],
    ).toContain('io.latchkey.testwallet')
  })
})

describe('wallet feature order (SPEC §2)', () => {
  it('is onramp, swaps, receive, send and drops switched-off features', () => {
    const withProvider = { apiUrl: 'http://127.0.0.1:4400' }
    expect(getWalletFeatureOrder(Options.state(createTestCore(withProvider).ctx))).toEqual([
      'onramp',
      'swaps',
      'receive',
      'send',
    ])
    expect(
      getWalletFeatureOrder(
        Options.state(
          createTestCore({
            ...withProvider,
            features: { swaps: false },
          }).ctx,
        ),
      ),
    ).toEqual(['onramp', 'receive', 'send'])
  })
})

const tx = (id: string, minedAt: string): Transaction => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:1',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: '0x1',
    sentTo: '0x2',
  },
  transfers: [{ quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } }],
})

describe('transaction grouping (SPEC §2)', () => {
  it('groups by year and month, newest first, adding the year only for past years', () => {
    const groups = groupTransactions(
      [
        tx('a', '2024-12-03T10:00:00Z'),
        tx('b', '2025-06-01T10:00:00Z'),
        tx('c', '2025-06-14T10:00:00Z'),
        tx('d', '2025-01-20T10:00:00Z'),
        tx('e', '2024-06-20T10:00:00Z'),
      ],
      START,
    )
    expect(groups.map((g) => g.label)).toEqual(['June', 'January', 'December 2024', 'June 2024'])
    expect(groups[0]?.transactions.map((t) => t.id)).toEqual(['c', 'b'])
  })

  it('labels against the clock of the core', () => {
    const t = createTestCore()
    Transactions.state(t.ctx).transactions = [tx('a', '2025-03-01T00:00:00Z')]
    expect(Transactions.getGroups(t.ctx)[0]?.label).toBe('March')
    t.clock.advance(365 * 24 * 3600 * 1000)
    expect(Transactions.getGroups(t.ctx)[0]?.label).toBe('March 2025')
  })
})

describe('connector visibility (SPEC §2)', () => {
  const visibleIds = (t: ReturnType<typeof createTestCore>) =>
    Connectors.state(t.ctx)
      .connectors.filter((c) => isVisibleConnector(t.ctx, c))
      .map((c) => c.id)

  it("hides the injected 'Browser Wallet' on desktop and shows it on mobile", () => {
    const browser = {
      ...wallet('injected', 'INJECTED', { installed: true }),
      name: 'Browser Wallet',
    }
    const desktop = createTestCore()
    Connectors.setConnectors(desktop.ctx, 'eip155', [browser])
    expect(visibleIds(desktop)).not.toContain('injected')
    const mobile = createTestCore({ environment: { ...DESKTOP, isMobile: true, os: 'ios' } })
    Connectors.setConnectors(mobile.ctx, 'eip155', [browser])
    expect(visibleIds(mobile)).toContain('injected')
  })

  it('needs an rdns or a passed installed check for injected wallets', () => {
    const t = createTestCore()
    Connectors.setConnectors(t.ctx, 'eip155', [
      wallet('with-rdns', 'INJECTED', { rdns: 'com.rdns' }),
      wallet('installed', 'INJECTED', { installed: true }),
      wallet('bare', 'INJECTED'),
      wallet('not-installed', 'ANNOUNCED', { installed: false }),
    ])
    expect(visibleIds(t)).toEqual(expect.arrayContaining(['with-rdns', 'installed']))
    expect(visibleIds(t)).not.toContain('bare')
    expect(visibleIds(t)).not.toContain('not-installed')
  })

  it('hides excluded wallets by id, registry id or rdns', () => {
    const t = createTestCore({ excludeWalletIds: ['registry-x', 'com.rdns.y', 'by-id'] })
    Connectors.setConnectors(t.ctx, 'eip155', [
      wallet('a', 'ANNOUNCED', { rdns: 'com.rdns.a', explorerId: 'registry-x' }),
      wallet('b', 'ANNOUNCED', { rdns: 'com.rdns.y' }),
      wallet('by-id', 'ANNOUNCED', { rdns: 'com.rdns.z' }),
      wallet('kept', 'ANNOUNCED', { rdns: 'com.rdns.kept' }),
    ])
    expect(visibleIds(t)).toContain('kept')
    for (const id of ['a', 'b', 'by-id']) expect(visibleIds(t)).not.toContain(id)
  })

  it.each([
    ['ios', ['google']],
    ['mac', ['x']],
    ['android', ['facebook', 'x']],
  ] as const)('in Telegram on %s removes %j from the socials', (os, removed) => {
    const t = createTestCore({ environment: { ...DESKTOP, isTelegram: true, os } })
    const socials = getSocials(t.ctx)
    for (const social of removed) expect(socials).not.toContain(social)
    expect(socials).toHaveLength(7 - removed.length)
  })

  it('keeps every default social outside Telegram', () => {
    const t = createTestCore({ environment: { ...DESKTOP, os: 'ios' } })
    expect(getSocials(t.ctx)).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })
})
