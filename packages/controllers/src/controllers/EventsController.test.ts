import { createManualClock } from '@latchkey/core'
import { describe, expect, it, vi } from 'vitest'
import type { CoreContext } from '../core/CoreContext'
import { createStore } from '../core/store'
import * as Events from './EventsController'

function config(analyticsOn = false) {
  const sendEvent = vi.fn(async () => {})
  const ctx = {
    store: createStore(),
    clock: createManualClock(5),
    chain: { getAccount: () => ({ address: '0xabc' }) },
    options: { isFeatureOn: (name: string) => name === 'analytics' && analyticsOn },
    services: { analytics: () => ({ sendEvent }) },
  } as unknown as Pick<CoreContext, 'store' | 'chain' | 'clock' | 'options' | 'services'>
  return { ctx, sendEvent }
}

describe('events as free functions over a store (issue 34)', () => {
  it('hands each event to this store’s listeners in order, and keeps the latest', () => {
    const a = config()
    const b = config()
    const seen: string[] = []
    const stop = Events.subscribe(a.ctx, (e) => seen.push(e.event))
    const other = vi.fn()
    Events.subscribe(b.ctx, other)
    Events.send(a.ctx, 'MODAL_OPEN', { connected: false })
    Events.send(a.ctx, 'MODAL_CLOSE')
    stop()
    Events.send(a.ctx, 'MODAL_OPEN')
    expect(seen).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    expect(other).not.toHaveBeenCalled()
    expect(Events.state(a.ctx).last).toEqual({
      event: 'MODAL_OPEN',
      address: '0xabc',
      timestamp: 5,
      data: { type: 'track', event: 'MODAL_OPEN' },
    })
    expect(a.sendEvent).not.toHaveBeenCalled()
  })

  it('sends a §7 event to analytics when the feature is on, never a local one', () => {
    const { ctx, sendEvent } = config(true)
    Events.send(ctx, 'MODAL_CREATED')
    Events.send(ctx, 'MODAL_OPEN', { connected: true })
    expect(sendEvent).toHaveBeenCalledTimes(1)
    expect(sendEvent).toHaveBeenCalledWith('MODAL_OPEN', { connected: true }, '0xabc')
  })
})
