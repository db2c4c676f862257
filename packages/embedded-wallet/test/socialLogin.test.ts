import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFrameBridge, type FrameBridge } from '../src/bridge/createFrameBridge'
import { embeddedProvider } from '../src/connector/embeddedProvider'
import { SOCIAL_RESULT, takeResultUri, waitForPopupResult } from '../src/connector/socialLogin'
import { FRAME_ORIGIN, FRAME_URL } from './fakeFrame'
import { fakeHost } from './fakeHost'

afterEach(() => {
  vi.useRealTimers()
})

type Posted = { id: string; type: string; payload?: unknown }

/** The real bridge over a frame played by the test: it answers the syncs, the test the rest. */
async function setUp() {
  const posted: Posted[] = []
  const stub = {
    postMessage: (message: Posted) => {
      posted.push(message)
      if (message.type.includes('/SYNC_')) queueMicrotask(() => answer(message, {}))
    },
  }
  const answer = (message: Posted, payload: unknown) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { id: message.id, type: `${message.type}_SUCCESS`, payload },
        origin: FRAME_ORIGIN,
        source: stub as unknown as Window,
      }),
    )
  const host = fakeHost()
  const provider = embeddedProvider({
    frameUrl: FRAME_URL,
    storage: undefined as never,
    loadSocials: async () => ['google', 'x', 'github'],
    loadBridge: async (options) => {
      const bridge: FrameBridge = createFrameBridge(options)
      const loaded = bridge.load()
      Object.defineProperty(bridge.iframe, 'contentWindow', { value: stub, configurable: true })
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: '@latchkey/frame/READY' },
          origin: FRAME_ORIGIN,
          source: stub as unknown as Window,
        }),
      )
      await loaded
      return bridge
    },
  })
  provider.bindHost(host.host)
  return { provider, host, posted, answer, last: () => posted.at(-1) as Posted }
}

describe('social logins the host shows (SPEC §9, §2)', () => {
  it('reports the server-configured socials once they are known, and tells listeners', async () => {
    const provider = embeddedProvider({
      frameUrl: FRAME_URL,
      loadSocials: async () => ['google', 'discord'],
    })
    const heard = vi.fn()
    provider.onSocialLoginsChange(heard)
    expect(provider.socialLogins()).toEqual([])
    await vi.waitFor(() => expect(heard).toHaveBeenCalledOnce())
    expect(provider.socialLogins()).toEqual(['google', 'discord'])
  })
})

describe('social login steps time out after 30 s with the §8 alert (SPEC §9)', () => {
  it('raises SOCIAL_TIMEOUT and aborts a redirect-URI request the frame never answers', async () => {
    vi.useFakeTimers()
    const t = await setUp()
    const asking = t.provider.getSocialRedirectUri('google')
    const settled = expect(asking).rejects.toThrow()
    await vi.advanceTimersByTimeAsync(29_999)
    expect(t.host.calls).not.toContain('alert:SOCIAL_TIMEOUT')
    await vi.advanceTimersByTimeAsync(1)
    await settled
    expect(t.host.calls).toContain('alert:SOCIAL_TIMEOUT')
  })

  it('refuses a redirect URI that is not a web page', async () => {
    const t = await setUp()
    const asking = t.provider.getSocialRedirectUri('google')
    await vi.waitFor(() => expect(t.last().type).toBe('@latchkey/app/GET_SOCIAL_REDIRECT_URI'))
    t.answer(t.last(), { uri: 'javascript:alert(1)' })
    await expect(asking).rejects.toThrow('Something went wrong')
  })
})

describe('the popup answer (SPEC §7)', () => {
  it('takes the result only from the popup window on the frame origin', async () => {
    const popup = { closed: false } as unknown as Window
    const waiting = waitForPopupResult(popup, FRAME_ORIGIN)
    const post = (origin: string, source: unknown, resultUri = 'x') =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: SOCIAL_RESULT, resultUri },
          origin,
          source: source as Window,
        }),
      )
    post('https://evil.example', popup, 'evil-origin')
    post(FRAME_ORIGIN, window, 'other-window')
    post(FRAME_ORIGIN, popup, `${FRAME_URL}/v1/auth/social/callback?code=c&state=s`)
    await expect(waiting).resolves.toBe(`${FRAME_URL}/v1/auth/social/callback?code=c&state=s`)
  })

  it('rejects when the popup is closed with no answer', async () => {
    vi.useFakeTimers()
    const popup = { closed: false } as { closed: boolean }
    const waiting = waitForPopupResult(popup as unknown as Window, FRAME_ORIGIN)
    const settled = vi.fn()
    waiting.then(settled, settled)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(1_000)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2_000)
    await expect(waiting).rejects.toThrow('The login window was closed')
  })

  it('takes the answer a popup posted just before it closed, even once it reads as closed', async () => {
    vi.useFakeTimers()
    const popup = { closed: false } as { closed: boolean }
    const waiting = waitForPopupResult(popup as unknown as Window, FRAME_ORIGIN)
    // The popup posted and closed; the poll sees it closed before the message task runs.
    popup.closed = true
    await vi.advanceTimersByTimeAsync(600)
    const resultUri = `${FRAME_URL}/v1/auth/social/callback?code=c&state=s`
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: SOCIAL_RESULT, resultUri },
        origin: FRAME_ORIGIN,
        source: popup as unknown as Window,
      }),
    )
    await expect(waiting).resolves.toBe(resultUri)
  })

  it('reads result_uri once and removes it from the address bar', () => {
    history.replaceState(null, '', '/app?tab=1&result_uri=https%3A%2F%2Fframe%2Fcb%3Fcode%3Dc')
    expect(takeResultUri()).toBe('https://frame/cb?code=c')
    expect(location.search).toBe('?tab=1')
    expect(takeResultUri()).toBeUndefined()
  })
})
