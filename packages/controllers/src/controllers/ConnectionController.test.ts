import { createManualClock, createMemoryStorage, type WalletListEntry } from '@latchkey/core'
import { DESKTOP, ethereum } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { buildContext } from '../core/buildContext'
import { createStore } from '../core/store'
import * as Connection from './ConnectionController'

const wallet = (id: string) => ({ id, name: id }) as WalletListEntry

describe('connection as free functions over a store (issue 34)', () => {
  it('keeps the last 2 wallets used, newest first, without a repeat (SPEC §3)', () => {
    const config = { store: createStore() }
    for (const id of ['a', 'b', 'a', 'c']) Connection.setRecentWallet(config, wallet(id))
    expect(Connection.state(config).recentWallets.map((w) => w.id)).toEqual(['c', 'a'])
    expect(Connection.state(config).recentWallet?.id).toBe('c')
  })

  it('counts a pairing expired 4 minutes after it was set, from 10 seconds before (SPEC §4)', () => {
    const clock = createManualClock(1_000)
    const config = { store: createStore(), clock }
    expect(Connection.isPairingExpired(config)).toBe(true)
    Connection.state(config).wcPairingExpiry = 1_000 + 240_000
    clock.advance(229_999)
    expect(Connection.isPairingExpired(config)).toBe(false)
    clock.advance(1)
    expect(Connection.isPairingExpired(config)).toBe(true)
  })

  it('derives status while watched and stops deriving at stopTimers', () => {
    const config = buildContext({
      networks: [ethereum],
      storage: createMemoryStorage(),
      environment: DESKTOP,
    })
    // buildContext starts the derivation (watchConnectionStatus) as the config is made.
    Connection.setRestoring(config, true)
    expect(Connection.state(config).status).toBe('connecting')
    Connection.setRestoring(config, false)
    expect(Connection.state(config).status).toBe('disconnected')
    Connection.stopTimers(config)
    Connection.watchConnectionStatus(config)
    Connection.setLoginInFlight(config, true)
    expect(Connection.state(config).status).toBe('connecting')
    Connection.setStatus(config, 'disconnected')
    expect(Connection.state(config).status).toBe('disconnected')
    Connection.stopTimers(config)
    Connection.setRestoring(config, true)
    expect(Connection.state(config).status).toBe('disconnected')
  })

  it('has no pairing to touch before one was made', () => {
    const config = { store: createStore() }
    expect(() => {
      Connection.setPairingAside(config)
      Connection.dropPendingPairing(config)
      Connection.renewShownPairing(config)
      Connection.stopTimers(config)
    }).not.toThrow()
  })
})
