import { createMemoryStorage } from '@latchkey/core'
import { describe, expect, it } from 'vitest'
import { readStoredState } from '../../src/persistence/readStoredState'
import { hasStoredValues } from '../../src/persistence/storeKey'

// SPEC §3, §4 Connection status: what outlives a reload is one stored value, `store`, of
// version 1; the keys the previous version wrote one by one are read once and removed.
const ADDRESS = '0x1234567890123456789012345678901234567890'
const WALLET = { id: 'w1', name: 'Wallet 1', image_url: 'https://wallet.example/w1.png' }

describe('the stored state', () => {
  it('a first visit reads nothing and writes nothing', () => {
    const storage = createMemoryStorage()
    expect(readStoredState(storage)).toBeUndefined()
    expect(storage.get('store')).toBeUndefined()
  })

  it('reads version 1 as stored', () => {
    const storage = createMemoryStorage()
    const stored = {
      version: 1,
      activeNamespace: 'solana',
      namespaces: {
        eip155: {
          connectorId: 'io.metamask',
          networkId: 'eip155:10',
          caipAddress: `eip155:10:${ADDRESS}`,
        },
        solana: { networkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      },
      recentWallets: [WALLET],
      deepLink: { href: 'https://wallet.example/', name: 'Wallet 1' },
    }
    storage.set('store', stored)
    expect(readStoredState(storage)).toEqual(stored)
  })

  it('migrates the previous version: its keys become one store and are removed', () => {
    const storage = createMemoryStorage()
    storage.set('connection-status', 'connected')
    storage.set('active-connector-ids', { eip155: 'io.metamask', solana: 'phantom' })
    storage.set('active-caip-network-id', 'eip155:10')
    storage.set('address-cache', { eip155: `eip155:10:${ADDRESS}` })
    storage.set('recent-wallets', [
      WALLET,
      { id: 'w2', name: 'Wallet 2' },
      { id: 'w3', name: 'W3' },
    ])
    storage.set('deep-link', { href: 'https://wallet.example/', name: 'Wallet 1' })
    storage.set('social-provider', 'google')
    const expected = {
      version: 1,
      activeNamespace: 'eip155',
      namespaces: {
        eip155: {
          connectorId: 'io.metamask',
          networkId: 'eip155:10',
          caipAddress: `eip155:10:${ADDRESS}`,
        },
        solana: { connectorId: 'phantom' },
      },
      recentWallets: [WALLET, { id: 'w2', name: 'Wallet 2' }],
      deepLink: { href: 'https://wallet.example/', name: 'Wallet 1' },
    }
    expect(readStoredState(storage)).toEqual(expected)
    expect(storage.get('store')).toEqual(expected)
    for (const key of [
      'connection-status',
      'active-connector-ids',
      'active-caip-network-id',
      'address-cache',
      'recent-wallets',
      'deep-link',
      'social-provider',
    ])
      expect(storage.get(key)).toBeUndefined()
    // Read once: the next start reads the store.
    expect(readStoredState(storage)).toEqual(expected)
  })

  it('beside a store, every key of the previous version is removed and the store wins', () => {
    const storage = createMemoryStorage()
    const stored = {
      version: 1,
      activeNamespace: 'eip155',
      namespaces: { eip155: { networkId: 'eip155:1' } },
      recentWallets: [],
    }
    storage.set('store', stored)
    storage.set('connection-status', 'connected')
    storage.set('active-connector-ids', { eip155: 'io.metamask' })
    storage.set('active-caip-network-id', 'eip155:10')
    storage.set('address-cache', { eip155: `eip155:10:${ADDRESS}` })
    storage.set('recent-wallets', [WALLET])
    storage.set('deep-link', { href: 'https://wallet.example/', name: 'Wallet 1' })
    storage.set('social-provider', 'google')
    expect(readStoredState(storage)).toEqual(stored)
    expect(storage.get('store')).toEqual(stored)
    for (const key of [
      'connection-status',
      'active-connector-ids',
      'active-caip-network-id',
      'address-cache',
      'recent-wallets',
      'deep-link',
      'social-provider',
    ])
      expect(storage.get(key)).toBeUndefined()
  })

  it('start-up reads storage when it holds the store or any one key of the previous version', () => {
    expect(hasStoredValues(createMemoryStorage())).toBe(false)
    for (const key of [
      'store',
      'connection-status',
      'active-connector-ids',
      'active-caip-network-id',
      'address-cache',
      'recent-wallets',
      'deep-link',
      'social-provider',
    ]) {
      const storage = createMemoryStorage()
      storage.set(key, 'x')
      expect(hasStoredValues(storage)).toBe(true)
      readStoredState(storage)
      expect(storage.get(key === 'store' ? 'none' : key)).toBeUndefined()
    }
  })

  it("the previous version's session counted only when stored connected, or connecting over connector ids", () => {
    for (const [status, session] of [
      ['connected', true],
      ['connecting', true],
      ['disconnected', false],
      [undefined, false],
    ] as const) {
      const storage = createMemoryStorage()
      if (status) storage.set('connection-status', status)
      storage.set('active-connector-ids', { eip155: 'io.metamask' })
      storage.set('address-cache', { eip155: `eip155:1:${ADDRESS}` })
      const namespaces = readStoredState(storage)?.namespaces
      expect(namespaces).toEqual(
        session
          ? { eip155: { connectorId: 'io.metamask', caipAddress: `eip155:1:${ADDRESS}` } }
          : {},
      )
    }
  })

  it('a corrupt store, or one of a later version, is ignored without a throw and left for the next write', () => {
    for (const value of [
      'connected',
      42,
      null,
      [],
      { version: 2, activeNamespace: 'eip155', namespaces: {} },
      { version: '1' },
      { namespaces: { eip155: { connectorId: 'io.metamask' } } },
    ]) {
      const storage = createMemoryStorage()
      storage.set('store', value)
      // Old keys beside a store of any version are not the session: the store is.
      storage.set('connection-status', 'connected')
      storage.set('active-connector-ids', { eip155: 'io.metamask' })
      expect(readStoredState(storage)).toBeUndefined()
      expect(storage.get('store')).toEqual(value)
    }
  })

  it('drops each field that does not check out and keeps the rest', () => {
    const storage = createMemoryStorage()
    storage.set('store', {
      version: 1,
      activeNamespace: 'nope',
      namespaces: {
        eip155: { connectorId: 5, networkId: 'solana:x', caipAddress: `eip155:1:${ADDRESS}` },
        solana: { connectorId: 'phantom', caipAddress: `eip155:1:${ADDRESS}` },
        cosmos: { connectorId: 'keplr' },
        bip122: 'connected',
      },
      recentWallets: [
        { id: 1 },
        WALLET,
        'w',
        { id: 'w2', name: 'Wallet 2' },
        { id: 'w3', name: 'W3' },
      ],
      deepLink: { href: 7 },
    })
    expect(readStoredState(storage)).toEqual({
      version: 1,
      activeNamespace: undefined,
      namespaces: { solana: { connectorId: 'phantom' } },
      recentWallets: [WALLET, { id: 'w2', name: 'Wallet 2' }],
      deepLink: undefined,
    })
  })
})
