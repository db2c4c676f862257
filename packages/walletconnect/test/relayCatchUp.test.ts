// The restore's catch-up with the relay (issue 36), on a stand-in for the universal provider: the
// relay's answers and the client's handling are scripted, so each branch is seen on its own (the
// real relay and client are in basicModeRelay.test.ts).
import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { catchUpWithRelay } from '../src/relayCatchUp'
import type { UniversalProviderInstance } from '../src/universalProvider'

const TOPIC = 'a'.repeat(64)

/** A provider with a stored session whose relayer answers irn_batchFetchMessages with `kept`. */
function standIn(options: {
  connected: boolean
  kept?: string[]
  recorded?: string[]
  /** The relay answers once this settles (what it pushed first comes before the answer). */
  answer?: Promise<void>
}) {
  const universal = new EventEmitter() as EventEmitter & { session?: { topic: string } }
  universal.session = { topic: TOPIC }
  const relayer = new EventEmitter() as EventEmitter & Record<string, unknown>
  const provider = new EventEmitter()
  const requests: unknown[] = []
  const handled: unknown[] = []
  Object.assign(relayer, {
    connected: options.connected,
    provider,
    subscriber: { topics: [TOPIC] },
    messages: { get: () => Object.fromEntries((options.recorded ?? []).map((m) => [m, m])) },
    request: async (request: unknown) => {
      requests.push(request)
      await options.answer
      return { messages: (options.kept ?? []).map((message) => ({ topic: TOPIC, message })) }
    },
    handleBatchMessageEvents: async (messages: unknown[]) => void handled.push(...messages),
  })
  // The "encrypted" message is the method's name itself.
  const crypto = { decode: async (_topic: string, message: string) => ({ method: message }) }
  Object.assign(universal, { client: { core: { relayer, crypto } } })
  /** The client ending the session, as the universal provider does on a delete. */
  const end = () => {
    universal.session = undefined
    universal.emit('disconnect')
  }
  return {
    universal: universal as unknown as UniversalProviderInstance,
    relayer,
    provider,
    requests,
    handled,
    end,
  }
}

describe('catchUpWithRelay', () => {
  it('asks the relay for what it kept on the session topic once the socket is open', async () => {
    const s = standIn({ connected: false })
    const done = catchUpWithRelay(s.universal, 5_000)
    await new Promise((r) => setTimeout(r, 10))
    expect(s.requests).toEqual([])
    s.relayer.connected = true
    s.relayer.emit('relayer_connect')
    await done
    expect(s.requests).toEqual([{ method: 'irn_batchFetchMessages', params: { topics: [TOPIC] } }])
  })

  it('a kept wc_sessionDelete: handed to the client, and done only once the session has ended', async () => {
    const s = standIn({ connected: true, kept: ['wc_sessionDelete'] })
    let finished = false
    const done = catchUpWithRelay(s.universal, 5_000).then(() => {
      finished = true
    })
    await new Promise((r) => setTimeout(r, 20))
    expect(s.handled).toEqual([{ topic: TOPIC, message: 'wc_sessionDelete' }])
    expect(finished).toBe(false)
    s.end()
    await done
    expect(s.universal.session).toBeUndefined()
  })

  it('a delete pushed on the socket before the answer is waited for', async () => {
    let answer = () => {}
    const s = standIn({ connected: true, answer: new Promise((r) => (answer = r)) })
    let finished = false
    const done = catchUpWithRelay(s.universal, 5_000).then(() => {
      finished = true
    })
    await new Promise((r) => setTimeout(r, 10))
    s.provider.emit('payload', {
      method: 'irn_subscription',
      params: { data: { topic: TOPIC, message: 'wc_sessionDelete' } },
    })
    answer()
    await new Promise((r) => setTimeout(r, 20))
    expect(finished).toBe(false)
    s.end()
    await done
  })

  it('a delete the client took in before the catch-up began is waited for', async () => {
    const s = standIn({ connected: true, recorded: ['wc_sessionDelete'] })
    let finished = false
    const done = catchUpWithRelay(s.universal, 5_000).then(() => {
      finished = true
    })
    await new Promise((r) => setTimeout(r, 20))
    expect(finished).toBe(false)
    s.end()
    await done
  })

  it('other messages and other topics do not hold the restore', async () => {
    const s = standIn({
      connected: true,
      kept: ['wc_sessionEvent'],
      recorded: ['wc_sessionSettle'],
    })
    s.provider.emit('payload', {
      method: 'irn_subscription',
      params: { data: { topic: 'b'.repeat(64), message: 'wc_sessionDelete' } },
    })
    await catchUpWithRelay(s.universal, 5_000)
    expect(s.universal.session).toEqual({ topic: TOPIC })
  })

  it('a relay that never answers: the stored session is kept after the bound, nothing thrown', async () => {
    const s = standIn({ connected: false })
    const started = Date.now()
    await catchUpWithRelay(s.universal, 50)
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(s.universal.session).toEqual({ topic: TOPIC })
    // A connection after it gave up asks nothing.
    s.relayer.connected = true
    s.relayer.emit('relayer_connect')
    await new Promise((r) => setTimeout(r, 10))
    expect(s.requests).toEqual([])
  })

  it('no stored session: nothing to do', async () => {
    const s = standIn({ connected: true })
    s.universal.session = undefined
    await catchUpWithRelay(s.universal, 5_000)
    expect(s.requests).toEqual([])
  })
})
