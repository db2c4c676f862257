import { createManualClock } from '@latchkey/core'
import { connectEvm, createTestCore, DESKTOP } from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { createMemorySiwx } from '../../test/helpers/siwx'
import { createStore } from '../core/store'
import * as Events from './EventsController'
import * as Modal from './ModalController'
import * as Router from './RouterController'

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
    const { ctx } = createTestCore()
    const onFirstOpen = vi.fn()
    const modalEvents: unknown[][] = []
    Events.subscribe(ctx, (e) => {
      if (e.event.startsWith('MODAL_')) modalEvents.push([e.event, e.properties])
    })
    Modal.setOnFirstOpen(ctx, onFirstOpen)
    expect(Modal.hasOpened(ctx)).toBe(false)
    await Modal.open(ctx)
    const views = [Router.state(ctx).view]
    await Modal.open(ctx, { view: 'AllWallets' })
    views.push(Router.state(ctx).view)
    expect(onFirstOpen).toHaveBeenCalledOnce()
    expect(Modal.hasOpened(ctx)).toBe(true)
    expect(Modal.hasOpened({ store: createStore() })).toBe(false)
    expect(views).toEqual(['Connect', 'AllWallets'])
    expect(Router.state(ctx).history).toEqual(['AllWallets'])
    expect(modalEvents).toEqual([['MODAL_OPEN', { connected: false }]])
    expect(Modal.state(ctx).open).toBe(true)
    Modal.close(ctx)
    expect(Modal.state(ctx).open).toBe(false)
    expect(modalEvents.at(-1)).toEqual(['MODAL_CLOSE', { connected: false }])
    expect(modalEvents).toHaveLength(2)
  })

  it('a close blocked by a required sign-in shakes instead', async () => {
    const { ctx, clock } = createTestCore({ siwx: createMemorySiwx({ required: true }) })
    Modal.setOnFirstOpen(ctx, () => {})
    await Modal.open(ctx, { view: 'SIWXSignMessage' })
    Modal.close(ctx)
    expect(Modal.state(ctx)).toMatchObject({ open: true, shake: true })
    clock.advance(500)
    expect(Modal.state(ctx).shake).toBe(false)
  })

  it('opens on the view SPEC §2 names: Account when connected, the basic QR with only basic adapters', async () => {
    // An environment of its own: the test turns it mobile.
    const t = createTestCore({ environment: { ...DESKTOP } })
    expect(Modal.firstView(t.ctx)).toBe('Connect')
    Object.assign(t.evm, { basic: true })
    Object.assign(t.sol, { basic: true })
    expect(Modal.firstView(t.ctx)).toBe('ConnectingWalletConnectBasic')
    t.ctx.environment.isMobile = true
    expect(Modal.firstView(t.ctx)).toBe('AllWallets')
    await connectEvm(t)
    expect(Modal.firstView(t.ctx)).toBe('Account')
  })
})
