import { createManualClock, createMemoryStorage } from '@latchkey/core'
import { DESKTOP, ethereum } from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { buildContext } from '../core/buildContext'
import type { Analytics } from '../core/Services'
import * as Chain from './ChainController'
import * as Events from './EventsController'

function config(analyticsOn = false) {
  const sendEvent = vi.fn(async () => {})
  const ctx = buildContext({
    networks: [ethereum],
    features: { analytics: analyticsOn },
    clock: createManualClock(5),
    storage: createMemoryStorage(),
    environment: DESKTOP,
    analytics: { sendEvent, setEnabled: () => {} } as unknown as Analytics,
  })
  Chain.initChain(ctx, { namespace: 'eip155', caipNetworks: [ethereum], defaultAccountType: 'eoa' })
  Chain.setAddress(ctx, 'eip155', '0xabc')
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

  it('sends a §7 event to analytics when the feature is on, never a local one', async () => {
    const { ctx, sendEvent } = config(true)
    Events.send(ctx, 'MODAL_CREATED')
    Events.send(ctx, 'MODAL_OPEN', { connected: true })
    // The provider clients come with the on-demand chunk: the event waits for it.
    await vi.waitFor(() => expect(sendEvent).toHaveBeenCalled())
    expect(sendEvent).toHaveBeenCalledTimes(1)
    expect(sendEvent).toHaveBeenCalledWith('MODAL_OPEN', { connected: true }, '0xabc')
  })
})
