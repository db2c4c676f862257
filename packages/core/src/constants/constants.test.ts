import { describe, expect, it } from 'vitest'
import { CONSTANTS } from './index'

describe('CONSTANTS', () => {
  it('holds the §9 numbers', () => {
    expect(CONSTANTS.BALANCE_CACHE_MS).toBe(30_000)
    expect(CONSTANTS.NAMES_CACHE_MS).toBe(300_000)
    expect(CONSTANTS.PAIRING_LIFETIME_MS).toBe(240_000)
    expect(CONSTANTS.PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
    expect(CONSTANTS.TOAST_RESHOW_DELAY_MS).toBe(150)
    expect(CONSTANTS.RPC_BATCH_SIZE).toBe(1000)
    expect(CONSTANTS.REQUEST_CACHE_ENTRIES).toBe(8192)
    expect(CONSTANTS.MAX_RECENT_WALLETS).toBe(2)
    expect(CONSTANTS.HTTP_RETRY).toEqual({
      attempts: 3,
      baseDelayMs: 150,
      statuses: [403, 408, 413, 429, 500, 502, 503, 504],
      maxRetryAfterMs: 60_000,
    })
    // SPEC §9 swap networks, by value.
    expect(CONSTANTS.SWAP_NETWORK_IDS).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ])
    expect(CONSTANTS.DEFAULT_ACCOUNT_TYPES).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
    expect(CONSTANTS.ANALYTICS_EVENTS).not.toContain('MODAL_CREATED')
  })

  it('is frozen down to its lists', () => {
    expect(Object.isFrozen(CONSTANTS)).toBe(true)
    expect(Object.isFrozen(CONSTANTS.DEFAULT_FEATURES)).toBe(true)
    expect(Object.isFrozen(CONSTANTS.SOCIAL_PROVIDERS)).toBe(true)
    expect(Object.isFrozen(CONSTANTS.ONRAMP_FALLBACK_OPTIONS.paymentCurrencies[0])).toBe(true)
  })

  it('splits embedded RPC methods into disjoint safe and unsafe lists', () => {
    const safe = new Set<string>(CONSTANTS.EMBEDDED_SAFE_RPC_METHODS)
    for (const method of CONSTANTS.EMBEDDED_UNSAFE_RPC_METHODS) expect(safe.has(method)).toBe(false)
    expect(CONSTANTS.EMBEDDED_UNSAFE_RPC_METHODS).toContain('eth_sendTransaction')
  })
})
