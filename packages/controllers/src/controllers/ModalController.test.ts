import { createManualClock } from '@latchkey/core'
import { describe, expect, it, vi } from 'vitest'
import type { CoreContext } from '../core/CoreContext'
import { createStore } from '../core/store'
import * as Modal from './ModalController'

/** A store plus the siblings opening and closing reach. */
function context(closeBlocked = false) {
  const ctx = {
    store: createStore(),
    clock: createManualClock(),
    adapters: { list: () => [{ basic: false }] },
    environment: { isMobile: false },
    options: { state: { enableEmbedded: false } },
    chain: { state: { activeNamespace: 'eip155' }, isConnected: () => false },
    connectors: { discover: vi.fn() },
    network: { switchActiveNamespace: vi.fn(async () => {}) },
    router: { reset: vi.fn() },
    connection: { renewShownPairing: vi.fn(), setPairingAside: vi.fn() },
    events: { send: vi.fn() },
    siwx: { isCloseBlocked: () => closeBlocked },
    pendingRequests: { rejectAll: vi.fn() },
  }
  return ctx as typeof ctx & CoreContext
}

describe('the modal as free functions over a store (issue 34)', () => {
  it('a shake lasts 500 ms (SPEC §3), and a second one restarts it', () => {
    const config = { store: createStore(), clock: createManualClock() }
    expect(Modal.state(config)).toEqual({ open: false, loading: false, shake: false })
    Modal.shake(config)
    config.clock.advance(400)
    Modal.shake(config)
    config.clock.advance(499)
    expect(Modal.state(config).shake).toBe(true)
    config.clock.advance(1)
    expect(Modal.state(config).shake).toBe(false)
    Modal.setLoading(config, true)
    expect(Modal.state(config).loading).toBe(true)
  })

  it('the first open of a store runs its first-open callback once; opening counts once', async () => {
    const ctx = context()
    const onFirstOpen = vi.fn()
    Modal.setOnFirstOpen(ctx, onFirstOpen)
    expect(Modal.hasOpened(ctx)).toBe(false)
    await Modal.open(ctx)
    await Modal.open(ctx, { view: 'AllWallets' })
    expect(onFirstOpen).toHaveBeenCalledOnce()
    expect(Modal.hasOpened(ctx)).toBe(true)
    expect(Modal.hasOpened({ store: createStore() })).toBe(false)
    expect(ctx.router.reset.mock.calls).toEqual([
      ['Connect', undefined],
      ['AllWallets', undefined],
    ])
    expect(ctx.events.send.mock.calls).toEqual([['MODAL_OPEN', { connected: false }]])
    expect(Modal.state(ctx).open).toBe(true)
    Modal.close(ctx)
    expect(Modal.state(ctx).open).toBe(false)
    expect(ctx.events.send).toHaveBeenLastCalledWith('MODAL_CLOSE', { connected: false })
    expect(ctx.connection.setPairingAside).toHaveBeenCalledOnce()
  })

  it('a close blocked by a required sign-in shakes instead', async () => {
    const ctx = context(true)
    Modal.setOnFirstOpen(ctx, () => {})
    await Modal.open(ctx)
    Modal.close(ctx)
    expect(Modal.state(ctx)).toMatchObject({ open: true, shake: true })
    ctx.clock.advance(500)
    expect(Modal.state(ctx).shake).toBe(false)
  })

  it('opens on the view SPEC §2 names: Account when connected, the basic QR with only basic adapters', () => {
    const ctx = context()
    expect(Modal.firstView(ctx)).toBe('Connect')
    Object.assign(ctx.adapters, { list: () => [{ basic: true }] })
    expect(Modal.firstView(ctx)).toBe('ConnectingWalletConnectBasic')
    ctx.environment.isMobile = true
    expect(Modal.firstView(ctx)).toBe('AllWallets')
    ctx.chain.isConnected = () => true
    expect(Modal.firstView(ctx)).toBe('Account')
  })
})
