// The frame's side of Sign In With Farcaster (SPEC §7 get farcaster uri / connect farcaster):
// the sign-in from the frame server, the channel on the relay, the wait (the frame server reads
// the channel off the relay) for the Farcaster app's answer and the session from it; a newer
// sign-in, an expiry or a forgotten channel end the wait.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { farcasterDevApp } from '../src/farcaster/farcasterDevApp'
import { connectFarcaster, farcasterUri } from '../src/frame/farcaster/farcasterLogin'
import type { FrameState } from '../src/frame/handleMessage'
import { AUTH_KEY, farcasterWorld } from './farcasterSupport'
import { APP_ORIGIN, DEVICE_A, PROJECT_ID, testFrame } from './helpers'

let world: Awaited<ReturnType<typeof farcasterWorld>>
let t: Awaited<ReturnType<typeof testFrame>>
beforeAll(async () => {
  world = await farcasterWorld()
  t = await testFrame({
    farcaster: {
      rpcUrl: world.chain.rpcUrl,
      idRegistry: world.registry,
      relayUrl: world.relay.url,
    },
  })
  t.clock.now = Date.now()
})
afterAll(async () => {
  await t?.frame.close()
  await world?.stop()
})

/** The frame's state with its API answered by the test's frame server. */
function frameState() {
  const forget = vi.fn()
  const sent: string[] = []
  const state = {
    email: 'left@example.com',
    rpc: { host: () => ({ origin: APP_ORIGIN }) },
    wallet: { forget },
    api: {
      farcasterSignIn: async (siweUri: string) =>
        (
          await t.call('/v1/farcaster/sign-in', {
            json: { projectId: PROJECT_ID, deviceId: DEVICE_A, siweUri },
          })
        ).body,
      farcasterSession: async (channelToken: string) => {
        sent.push(channelToken)
        const session = await t.call('/v1/farcaster/session', {
          json: { channelToken, deviceId: DEVICE_A, projectId: PROJECT_ID },
        })
        if (session.status !== 200 && session.status !== 202)
          throw new Error(session.body.error.message)
        return session.body
      },
    },
  }
  return { state: state as unknown as FrameState, forget, sent }
}

const alice = () =>
  farcasterDevApp({
    relayUrl: world.relay.url,
    authKey: AUTH_KEY,
    custodyKey: world.aliceKey,
    fid: world.aliceFid,
    username: 'alice',
  })

describe('the frame’s Farcaster login', () => {
  it('shows the relay’s link, waits for the server to read the answer there and logs in', async () => {
    const { state, forget, sent } = frameState()
    const { url } = await farcasterUri(state)
    const token = state.farcasterChannel?.channelToken
    expect(url).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=[0-9a-f-]{36}$/)
    const waiting = connectFarcaster(state)
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    await alice().approve(url)
    expect(await waiting).toEqual({ userName: 'alice' })
    // The frame sent the server the channel's token alone, asking again while it was pending.
    expect(sent.length).toBeGreaterThanOrEqual(2)
    expect(new Set(sent)).toEqual(new Set([token]))
    expect(forget).toHaveBeenCalledOnce()
    expect(state.farcasterChannel).toBeUndefined()
    expect(state.email).toBeUndefined()
  })

  it('ends the wait of a link a newer sign-in replaced', async () => {
    const { state } = frameState()
    await farcasterUri(state)
    const waiting = connectFarcaster(state)
    await farcasterUri(state)
    await expect(waiting).rejects.toThrow('A newer Farcaster sign-in started')
  })

  it('ends the wait when the sign-in expires or the relay forgot the channel', async () => {
    const { state } = frameState()
    await farcasterUri(state)
    if (state.farcasterChannel) state.farcasterChannel.expiresAt = Date.now()
    await expect(connectFarcaster(state)).rejects.toThrow(
      'This sign-in channel has expired. Start again.',
    )
    await farcasterUri(state)
    if (state.farcasterChannel) state.farcasterChannel.channelToken = 'forgotten'
    await expect(connectFarcaster(state)).rejects.toThrow(
      'This sign-in channel has expired. Start again.',
    )
  })

  it('refuses a session the frame server refuses (a signer that is not the custody)', async () => {
    const { state } = frameState()
    const { url } = await farcasterUri(state)
    await farcasterDevApp({
      relayUrl: world.relay.url,
      authKey: AUTH_KEY,
      custodyKey: world.bobKey,
      fid: world.aliceFid,
    }).approve(url)
    await expect(connectFarcaster(state)).rejects.toThrow(
      "The signer is not this FID's custody address.",
    )
  })
})
