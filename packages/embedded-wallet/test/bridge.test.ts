import { createPendingRequests } from '@latchkey/controllers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFrameBridge, type FrameBridge } from '../src/bridge/createFrameBridge'
import { APP_MESSAGES, type AppMessageName } from '../src/protocol/messages'
import { FRAME_ORIGIN, FRAME_URL, fakeFrame } from './fakeFrame'

let bridge: FrameBridge
let frame: ReturnType<typeof fakeFrame>
let loadTimedOut = 0

beforeEach(async () => {
  vi.useFakeTimers()
  loadTimedOut = 0
  bridge = createFrameBridge({
    frameUrl: FRAME_URL,
    projectId: 'demo-project',
    chainId: 1,
    enableLogger: false,
    onLoadTimeout: () => loadTimedOut++,
  })
  const loaded = bridge.load()
  frame = fakeFrame(bridge)
  frame.spy()
  frame.ready()
  await loaded
})
afterEach(() => {
  bridge.destroy()
  vi.useRealTimers()
})

describe('loading the frame (SPEC §7)', () => {
  it('loads from its own origin with projectId, chainId, version 4 and enableLogger', () => {
    const src = new URL(bridge.iframe?.src as string)
    expect(src.origin).toBe(FRAME_ORIGIN)
    expect(src.pathname).toBe('/frame')
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'demo-project',
      chainId: '1',
      version: '4',
      enableLogger: 'false',
    })
  })

  it("rejects with 'Unable to load email login dependency' and raises the alert when it never loads", async () => {
    const slow = createFrameBridge({
      frameUrl: FRAME_URL,
      projectId: 'p',
      chainId: 1,
      onLoadTimeout: () => loadTimedOut++,
    })
    const loading = slow.load()
    const settled = expect(loading).rejects.toThrow('Unable to load email login dependency')
    await vi.advanceTimersByTimeAsync(10_000)
    await settled
    expect(loadTimedOut).toBe(1)
    expect(slow.iframe).toBeUndefined()
  })
})

/** Every app-to-frame message of §7 (and our EXPORT_SECRET), with a payload where it takes one. */
const ROUND_TRIPS: [AppMessageName, unknown, unknown][] = [
  ['SWITCH_NETWORK', { chainId: 10 }, { chainId: 10 }],
  ['CONNECT_EMAIL', { email: 'ada@example.com' }, { action: 'VERIFY_OTP' }],
  ['CONNECT_DEVICE', undefined, {}],
  ['CONNECT_OTP', { otp: '123456' }, {}],
  ['CONNECT_SOCIAL', { uri: 'https://x.test/cb' }, { address: '0x1' }],
  ['GET_SOCIAL_REDIRECT_URI', { provider: 'google' }, { uri: 'https://x.test' }],
  ['GET_FARCASTER_URI', undefined, { url: 'https://x.test' }],
  ['CONNECT_FARCASTER', undefined, { userName: 'ada' }],
  ['GET_USER', { chainId: 1 }, { address: '0x1', chainId: 1 }],
  ['SIGN_OUT', undefined, {}],
  ['IS_CONNECTED', undefined, { isConnected: true }],
  ['GET_CHAIN_ID', undefined, { chainId: 1 }],
  ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined, { smartAccountEnabledNetworks: [] }],
  ['INIT_SMART_ACCOUNT', undefined, {}],
  ['SET_PREFERRED_ACCOUNT', { type: 'eoa' }, {}],
  ['RPC_REQUEST', { method: 'eth_blockNumber', params: [] }, '0x10'],
  ['UPDATE_EMAIL', { email: 'b@example.com' }, { action: 'VERIFY_PRIMARY_OTP' }],
  ['UPDATE_EMAIL_PRIMARY_OTP', { otp: '111111' }, {}],
  ['UPDATE_EMAIL_SECONDARY_OTP', { otp: '222222' }, {}],
  ['SYNC_THEME', { themeMode: 'light' }, {}],
  ['SYNC_DAPP_DATA', { projectId: 'p', sdkVersion: '1' }, {}],
  ['SYNC_LOCALE', { locale: 'ar' }, { locale: 'ar' }],
  ['RELOAD', undefined, {}],
  ['EXPORT_SECRET', undefined, {}],
]

describe('messages: a random id, answered by _SUCCESS or _ERROR', () => {
  it('the table covers every message type', () => {
    expect(ROUND_TRIPS.map(([name]) => name).sort()).toEqual(Object.keys(APP_MESSAGES).sort())
  })

  it.each(ROUND_TRIPS)('%s round trip', async (name, payload, answer) => {
    const reply = bridge.request(name, payload as never)
    await vi.advanceTimersByTimeAsync(0)
    const sent = frame.last()
    expect(sent.type).toBe(APP_MESSAGES[name])
    expect(sent.payload).toEqual(payload)
    expect(sent.id).toMatch(/^[0-9a-f]{24}$/)
    expect(frame.posted.at(-1)?.origin).toBe(FRAME_ORIGIN)
    frame.send({ id: sent.id, type: `${sent.type}_SUCCESS`, payload: answer })
    expect(await reply).toEqual(answer)
  })

  it('ids differ from one message to the next', async () => {
    void bridge.request('GET_CHAIN_ID').catch(() => {})
    void bridge.request('GET_CHAIN_ID').catch(() => {})
    await vi.advanceTimersByTimeAsync(0)
    const [a, b] = frame.posted.slice(-2).map((p) => p.message.id)
    expect(a).not.toBe(b)
  })

  it("an _ERROR carries the frame's message, or 'An error occurred' without one", async () => {
    const first = bridge.request('GET_USER')
    await vi.advanceTimersByTimeAsync(0)
    frame.send({
      id: frame.last().id,
      type: `${APP_MESSAGES.GET_USER}_ERROR`,
      payload: { message: 'No session' },
    })
    await expect(first).rejects.toThrow('No session')
    const second = bridge.request('GET_USER')
    await vi.advanceTimersByTimeAsync(0)
    frame.send({ id: frame.last().id, type: `${APP_MESSAGES.GET_USER}_ERROR`, payload: {} })
    await expect(second).rejects.toThrow('An error occurred')
  })

  it('ignores answers from another origin or another window', async () => {
    const reply = bridge.request('GET_CHAIN_ID')
    let settled = false
    reply.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    const { id, type } = frame.last()
    frame.send(
      { id, type: `${type}_SUCCESS`, payload: { chainId: 666 } },
      { origin: 'https://evil.test' },
    )
    frame.send({ id, type: `${type}_SUCCESS`, payload: { chainId: 667 } }, { source: window })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    frame.send({ id, type: `${type}_SUCCESS`, payload: { chainId: 1 } })
    expect(await reply).toEqual({ chainId: 1 })
  })
})

describe('login step time-outs (SPEC §9: 30 s)', () => {
  it.each([
    'CONNECT_EMAIL',
    'CONNECT_DEVICE',
    'CONNECT_OTP',
    'CONNECT_SOCIAL',
    'GET_SOCIAL_REDIRECT_URI',
    // Not a login step, but a frame that never answers it would leave the visitor stuck.
    'SIGN_OUT',
  ] as const)("%s: after 30 s its callback runs, then 'Request was aborted'", async (name) => {
    const onTimeout = vi.fn()
    const reply = bridge.request(name, undefined as never, { onTimeout })
    const settled = expect(reply).rejects.toThrow('Request was aborted')
    await vi.advanceTimersByTimeAsync(29_999)
    expect(onTimeout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onTimeout).toHaveBeenCalledTimes(1)
    await settled
  })

  it('other messages wait longer than 30 s (an approval takes its time)', async () => {
    const reply = bridge.request('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x00', '0x1'],
    })
    await vi.advanceTimersByTimeAsync(120_000)
    frame.send({
      id: frame.last().id,
      type: `${APP_MESSAGES.RPC_REQUEST}_SUCCESS`,
      payload: '0xsig',
    })
    expect(await reply).toBe('0xsig')
  })
})

describe('closing the modal (SPEC §4)', () => {
  it('rejects the requests waiting for the visitor through the core list they joined', async () => {
    const core = createPendingRequests()
    bridge.usePendingRequests(core)
    const approvals = [
      bridge.request('RPC_REQUEST', { method: 'personal_sign' }),
      bridge.request('RPC_REQUEST', { method: 'eth_sendTransaction' }),
      bridge.request('CONNECT_OTP', { otp: '123456' }),
      bridge.request('CONNECT_FARCASTER'),
      bridge.request('UPDATE_EMAIL', { email: 'a@example.com' }),
    ]
    await vi.advanceTimersByTimeAsync(0)
    expect(core.size).toBe(approvals.length)
    core.rejectAll(new Error('Request was aborted'))
    for (const approval of approvals) await expect(approval).rejects.toThrow('Request was aborted')
  })

  it('leaves reads, sign-out, network and theme sync running (only approvals end, SPEC §4)', async () => {
    const core = createPendingRequests()
    bridge.usePendingRequests(core)
    const user = bridge.request('GET_USER')
    const read = bridge.request('RPC_REQUEST', { method: 'eth_getBalance', params: ['0x1'] })
    const signOut = bridge.request('SIGN_OUT')
    const theme = bridge.request('SYNC_THEME', { themeMode: 'dark' } as never)
    const network = bridge.request('SWITCH_NETWORK', { chainId: 10 })
    await vi.advanceTimersByTimeAsync(0)
    expect(core.size).toBe(0)
    expect(core.rejectAll(new Error('Request was aborted'))).toBe(0)
    const answer = (type: string, payload: unknown) => {
      const { message } = frame.posted.find((p) => p.message.type === type)!
      frame.send({ id: message.id, type: `${type}_SUCCESS`, payload })
    }
    answer(APP_MESSAGES.GET_USER, { email: 'a@example.com' })
    answer(APP_MESSAGES.RPC_REQUEST, '0x10')
    answer(APP_MESSAGES.SIGN_OUT, undefined)
    answer(APP_MESSAGES.SYNC_THEME, undefined)
    answer(APP_MESSAGES.SWITCH_NETWORK, { chainId: 10 })
    expect(await user).toEqual({ email: 'a@example.com' })
    expect(await read).toBe('0x10')
    await expect(signOut).resolves.toBeUndefined()
    await expect(theme).resolves.toBeUndefined()
    expect(await network).toEqual({ chainId: 10 })
  })

  it('a prompt the host gave up on is hidden and the frame reloaded', async () => {
    const core = createPendingRequests()
    bridge.usePendingRequests(core)
    const reply = bridge.request('RPC_REQUEST', { method: 'personal_sign' })
    await vi.advanceTimersByTimeAsync(0)
    frame.send({ type: '@latchkey/frame/SHOW' })
    expect(bridge.iframe?.getAttribute('style')).toContain('width:360px')
    core.rejectAll(new Error('Request was aborted'))
    await expect(reply).rejects.toThrow()
    expect(bridge.iframe?.getAttribute('style')).toContain('opacity:0')
  })

  it("a login's account read marked the visitor's step (the recovery prompt) ends and hides the prompt", async () => {
    const core = createPendingRequests()
    bridge.usePendingRequests(core)
    const user = bridge.request('GET_USER', undefined, { visitorStep: true })
    await vi.advanceTimersByTimeAsync(0)
    frame.send({ type: '@latchkey/frame/SHOW' })
    expect(core.size).toBe(1)
    core.rejectAll(new Error('Request was aborted'))
    await expect(user).rejects.toThrow('Request was aborted')
    expect(bridge.iframe?.getAttribute('style')).toContain('opacity:0')
  })
})
