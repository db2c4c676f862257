import {
  deployIdRegistry,
  type LocalChain,
  registerFid,
  startLocalChain,
} from '@latchkey/local-chain'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { farcasterDevApp, readConnectUri } from '../src/farcaster/farcasterDevApp'
import { APP_ORIGIN, DEVICE_A, DEVICE_B, PROJECT_ID, testFrame } from './helpers'

type Frame = Awaited<ReturnType<typeof testFrame>>
let chain: LocalChain
let t: Frame
let registry: `0x${string}`
const aliceKey = generatePrivateKey()
const bobKey = generatePrivateKey()
let aliceFid: number
let bobFid: number

beforeAll(async () => {
  chain = await startLocalChain({ deployTokens: false })
  const target = { rpcUrl: chain.rpcUrl, chainId: chain.chainId }
  registry = await deployIdRegistry(target)
  aliceFid = Number(await registerFid({ ...target, registry, custodyKey: aliceKey }))
  bobFid = Number(await registerFid({ ...target, registry, custodyKey: bobKey }))
  t = await testFrame({ farcaster: { rpcUrl: chain.rpcUrl, idRegistry: registry } })
  // The dev app's clock is the real one; the frame's follows it here.
  t.clock.now = Date.now()
})
afterAll(async () => {
  await t?.frame.close()
  await chain?.stop()
})

const openChannel = async (deviceId = DEVICE_A, siweUri = `${APP_ORIGIN}/login`) =>
  t.call('/v1/farcaster/channel', { json: { projectId: PROJECT_ID, deviceId, siweUri } })

/** The dev app posting through the test's in-process app instead of a socket. */
function app(custodyKey: `0x${string}`, fid: number, username?: string) {
  const dev = farcasterDevApp({ relayUrl: '', custodyKey, fid, ...(username ? { username } : {}) })
  return {
    ...dev,
    send: (uri: string, body: Record<string, unknown>) =>
      t.call('/v1/farcaster/channel/authenticate', {
        json: { fid, ...(username ? { username } : {}), ...body },
        token: readConnectUri(uri).channelToken,
      }),
  }
}

const claim = (uri: string, deviceId = DEVICE_A) =>
  t.call('/v1/farcaster/session', {
    json: { channelToken: readConnectUri(uri).channelToken, deviceId, projectId: PROJECT_ID },
  })

describe('Sign In With Farcaster relay (FIP-11)', () => {
  it('creates a channel, stays pending, completes with the custody signature, then claims a session keyed by FID', async () => {
    const opened = await openChannel()
    expect(opened.status).toBe(201)
    const { channelToken, url, nonce } = opened.body
    expect(url.startsWith('https://farcaster.xyz/~/siwf?')).toBe(true)
    expect(readConnectUri(url)).toEqual({
      channelToken,
      nonce,
      siweUri: `${APP_ORIGIN}/login`,
      domain: 'app.example.com',
    })
    const pending = await t.call('/v1/farcaster/channel/status', { token: channelToken })
    expect(pending.status).toBe(202)
    expect(pending.body).toMatchObject({ state: 'pending', nonce })
    expect((await claim(url)).status).toBe(202)

    const alice = app(aliceKey, aliceFid, 'alice')
    const signed = await alice.message(url)
    expect(signed.message).toContain(`- farcaster://fid/${aliceFid}`)
    expect((await alice.send(url, signed)).status).toBe(200)

    const done = await t.call('/v1/farcaster/channel/status', { token: channelToken })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({
      state: 'completed',
      fid: aliceFid,
      username: 'alice',
      custody: alice.address.toLowerCase(),
      message: signed.message,
    })
    // Another device cannot take the session of this channel.
    expect((await claim(url, DEVICE_B)).status).toBe(401)
    const session = await claim(url)
    expect(session.status).toBe(200)
    expect(session.body).toMatchObject({ state: 'completed', fid: aliceFid, username: 'alice' })
    const me = await t.call('/v1/auth/session', { token: session.body.token })
    expect(me.body).toMatchObject({ email: `farcaster:${aliceFid}`, userName: 'alice' })
    // Claimed once: the channel is gone.
    expect((await claim(url)).body.error.code).toBe('CHANNEL_EXPIRED')

    // A second login of the same FID reaches the same account.
    const again = (await openChannel()).body.url
    expect((await app(aliceKey, aliceFid).send(again, await alice.message(again))).status).toBe(200)
    const second = await claim(again)
    const me2 = await t.call('/v1/auth/session', { token: second.body.token })
    // The username stays when the app sends none this time.
    expect(me2.body).toMatchObject({ email: `farcaster:${aliceFid}`, userName: 'alice' })
  })

  it('refuses a signer that is not the custody address of the FID', async () => {
    const { url } = (await openChannel()).body
    // Bob signs a message claiming Alice's FID with his own address.
    const bob = app(bobKey, aliceFid)
    const claimed = await bob.send(url, await bob.message(url))
    expect(claimed.status).toBe(403)
    expect(claimed.body.error.message).toBe("The signer is not this FID's custody address.")
    // Bob writes Alice's custody address into the message but signs with his key.
    const alice = app(aliceKey, aliceFid)
    const forged = await bob.message(url, (f) => ({ ...f, address: alice.address }))
    const refused = await bob.send(url, forged)
    expect(refused.status).toBe(403)
    expect(refused.body.error.message).toBe("The signature is not the custody address's.")
    // An unregistered FID.
    const nobody = app(generatePrivateKey(), 999_999)
    expect((await nobody.send(url, await nobody.message(url))).body.error.message).toBe(
      'This FID is not registered.',
    )
    // Nothing completed the channel.
    expect((await claim(url)).status).toBe(202)
  })

  it('refuses a replayed nonce: a message completes one channel once', async () => {
    const first = (await openChannel()).body.url
    const bob = app(bobKey, bobFid)
    const signed = await bob.message(first)
    expect((await bob.send(first, signed)).status).toBe(200)
    const replay = await bob.send(first, signed)
    expect(replay.status).toBe(409)
    // The same signed message on a new channel: its nonce is the old channel's.
    const second = (await openChannel()).body.url
    const moved = await bob.send(second, signed)
    expect(moved.status).toBe(400)
    expect(moved.body.error.message).toBe('The message is for another channel (nonce).')
  })

  it('expires a channel after 5 minutes', async () => {
    const { url, channelToken } = (await openChannel()).body
    const bob = app(bobKey, bobFid)
    const signed = await bob.message(url)
    t.clock.now += 5 * 60_000
    const late = await bob.send(url, signed)
    expect(late.status).toBe(401)
    expect(late.body.error.code).toBe('CHANNEL_EXPIRED')
    expect((await t.call('/v1/farcaster/channel/status', { token: channelToken })).status).toBe(401)
    expect((await claim(url)).status).toBe(401)
    t.clock.now = Date.now()
  })

  it('lets one IP open 60 channels an hour', async () => {
    const open = () =>
      t.call('/v1/farcaster/channel', {
        json: { projectId: PROJECT_ID, deviceId: DEVICE_B, siweUri: APP_ORIGIN },
        ip: '198.51.100.7',
      })
    for (let i = 0; i < 60; i++) expect((await open()).status).toBe(201)
    const refused = await open()
    expect(refused.status).toBe(429)
    expect(refused.body.error.code).toBe('RATE_LIMITED')
    // Another address is not held back.
    expect((await openChannel()).status).toBe(201)
  })

  it('checks every input: channel, message, signature, FID, username, origin', async () => {
    expect((await openChannel(DEVICE_A, 'https://evil.example.net/')).status).toBe(403)
    expect((await openChannel(DEVICE_A, 'javascript:alert(1)')).status).toBe(400)
    expect(
      (
        await t.call('/v1/farcaster/channel', {
          json: { projectId: 'nope', deviceId: DEVICE_A, siweUri: APP_ORIGIN },
        })
      ).status,
    ).toBe(403)
    expect((await t.call('/v1/farcaster/channel/status', { token: 'short' })).status).toBe(400)
    expect((await t.call('/v1/farcaster/channel/status')).status).toBe(400)
    const { url } = (await openChannel()).body
    const bob = app(bobKey, bobFid)
    const signed = await bob.message(url)
    const bad = (body: Record<string, unknown>) => bob.send(url, { ...signed, ...body })
    expect((await bad({ signature: '0x1234' })).status).toBe(400)
    expect((await bad({ fid: 0 })).status).toBe(400)
    expect((await bad({ fid: bobFid + 1 })).body.error.message).toBe(
      'The message names another FID.',
    )
    expect((await bad({ username: 'Not A Name' })).status).toBe(400)
    expect((await bad({ extra: true })).status).toBe(400)
    expect((await bad({ message: 'hello' })).status).toBe(400)
    const otherDomain = await bob.message(url, (f) => ({ ...f, domain: 'evil.example.net' }))
    expect((await bob.send(url, otherDomain)).body.error.message).toBe(
      'The message is for another domain.',
    )
    const expired = await bob.message(url, (f) => ({
      ...f,
      expirationTime: new Date(t.clock.now - 1000).toISOString(),
    }))
    expect((await bob.send(url, expired)).body.error.message).toBe('The message has expired.')
    // After all these refusals the channel still takes a good answer.
    expect((await bob.send(url, signed)).status).toBe(200)
  })
})
