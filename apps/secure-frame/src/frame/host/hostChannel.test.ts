import { describe, expect, it, vi } from 'vitest'
import { openHostChannel } from './hostChannel'

const APP = 'https://app.example.com'
const GET_CHAIN_ID = '@latchkey/app/GET_CHAIN_ID'

/** The frame's window: messages arrive on it; `parent` is the page that embeds it. */
function frameWindow() {
  const target = new EventTarget()
  const parent = { postMessage: vi.fn() }
  const stranger = { postMessage: vi.fn() }
  const deliver = (data: unknown, origin = APP, source: unknown = parent) =>
    target.dispatchEvent(
      Object.assign(new Event('message'), { data, origin, source }) as unknown as MessageEvent,
    )
  return {
    target: Object.assign(target, { parent }) as unknown as Window,
    parent,
    stranger,
    deliver,
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the frame's side of the bridge (SPEC §7)", () => {
  it('answers the embedding page of an allowed origin with _SUCCESS or _ERROR and the same id', async () => {
    const w = frameWindow()
    const handle = vi.fn(async (message: { type: string }) => {
      if (message.type === GET_CHAIN_ID) return { chainId: 1 }
      throw Object.assign(new Error('Signature declined'), { code: 4001 })
    })
    openHostChannel([APP], handle, w.target)
    w.deliver({ id: 'a1', type: GET_CHAIN_ID })
    w.deliver({ id: 'a2', type: '@latchkey/app/RPC_REQUEST', payload: { method: 'x' } })
    await settle()
    expect(w.parent.postMessage.mock.calls).toEqual([
      [{ id: 'a1', type: `${GET_CHAIN_ID}_SUCCESS`, payload: { chainId: 1 } }, APP],
      [
        {
          id: 'a2',
          type: '@latchkey/app/RPC_REQUEST_ERROR',
          payload: { message: 'Signature declined', code: 4001 },
        },
        APP,
      ],
    ])
  })

  it('ignores messages from an origin not on the allowlist, even from the embedding window', async () => {
    const w = frameWindow()
    const handle = vi.fn(async () => ({}))
    openHostChannel([APP], handle, w.target)
    w.deliver({ id: 'e1', type: GET_CHAIN_ID }, 'https://evil.example.com')
    w.deliver({ id: 'e2', type: GET_CHAIN_ID }, 'http://app.example.com')
    await settle()
    expect(handle).not.toHaveBeenCalled()
    expect(w.parent.postMessage).not.toHaveBeenCalled()
  })

  it('ignores another window, even of the allowed origin', async () => {
    const w = frameWindow()
    const handle = vi.fn(async () => ({}))
    openHostChannel([APP], handle, w.target)
    w.deliver({ id: 's1', type: GET_CHAIN_ID }, APP, w.stranger)
    w.deliver({ id: 's2', type: GET_CHAIN_ID }, APP, null)
    await settle()
    expect(handle).not.toHaveBeenCalled()
    expect(w.stranger.postMessage).not.toHaveBeenCalled()
    expect(w.parent.postMessage).not.toHaveBeenCalled()
  })

  it('talks only to the first allowed origin it heard from', async () => {
    const w = frameWindow()
    const handle = vi.fn(async () => ({}))
    openHostChannel([APP, 'https://other.example.com'], handle, w.target)
    w.deliver({ id: 'f1', type: GET_CHAIN_ID })
    w.deliver({ id: 'f2', type: GET_CHAIN_ID }, 'https://other.example.com')
    await settle()
    expect(handle).toHaveBeenCalledTimes(1)
    expect(w.parent.postMessage).toHaveBeenCalledTimes(1)
  })

  it('ignores anything that is not an app message', async () => {
    const w = frameWindow()
    const handle = vi.fn(async () => ({}))
    openHostChannel([APP], handle, w.target)
    for (const data of [
      null,
      'GET_CHAIN_ID',
      { type: GET_CHAIN_ID },
      { id: 'x', type: '@latchkey/app/UNKNOWN' },
      { id: 'x'.repeat(65), type: GET_CHAIN_ID },
    ])
      w.deliver(data)
    await settle()
    expect(handle).not.toHaveBeenCalled()
  })

  it('announces READY only to an allowed embedding origin', () => {
    const w = frameWindow()
    const channel = openHostChannel([APP], async () => ({}), w.target)
    channel.announce('https://evil.example.com')
    channel.announce(undefined)
    expect(w.parent.postMessage).not.toHaveBeenCalled()
    channel.announce(APP)
    expect(w.parent.postMessage).toHaveBeenCalledWith({ type: '@latchkey/frame/READY' }, APP)
  })
})
