// Sign In With Farcaster on the frame server: the frame starts a sign-in, opens the channel on
// the relay (the stack's, speaking the public relay's protocol), the Farcaster app answers it
// there, and the frame names the channel: the server reads the answer off the relay itself
// (never the frame's word for it) for a session keyed by FID.
import { createAppClient, createWalletClient } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { farcasterDevApp } from '../src/farcaster/farcasterDevApp'
import type { SiwfFields } from '../src/farcaster/siwfMessage'
import { createChannel, type FarcasterChannelParams } from '../src/frame/farcaster/relayClient'
import { AUTH_KEY, farcasterWorld } from './farcasterSupport'
import { APP_ORIGIN, DEVICE_A, DEVICE_B, PROJECT_ID, testFrame } from './helpers'

type Frame = Awaited<ReturnType<typeof testFrame>>
let world: Awaited<ReturnType<typeof farcasterWorld>>
let t: Frame

beforeAll(async () => {
  world = await farcasterWorld()
  t = await testFrame({
    farcaster: {
      rpcUrl: world.chain.rpcUrl,
      idRegistry: world.registry,
      relayUrl: world.relay.url,
    },
  })
  // The Farcaster app's clock is the real one; the frame's follows it here.
  t.clock.now = Date.now()
})
afterAll(async () => {
  await t?.frame.close()
  await world?.stop()
})

const startSignIn = (deviceId = DEVICE_A, siweUri = `${APP_ORIGIN}/login`) =>
  t.call('/v1/farcaster/sign-in', { json: { projectId: PROJECT_ID, deviceId, siweUri } })

/** The frame's steps: a sign-in, its channel on the relay; the connect URI it shows. */
async function openChannel(deviceId = DEVICE_A) {
  const started = await startSignIn(deviceId)
  expect(started.status).toBe(201)
  const { relayUrl, channel } = started.body as {
    relayUrl: string
    channel: FarcasterChannelParams
  }
  const opened = await createChannel(relayUrl, channel)
  return { ...opened, channel }
}

const app = (key: `0x${string}`, fid: number, username?: string) =>
  farcasterDevApp({
    relayUrl: world.relay.url,
    authKey: AUTH_KEY,
    custodyKey: key,
    fid,
    ...(username ? { username } : {}),
  })

/** The Farcaster app answers the channel; the channel's token is what the frame sends on. */
async function answered(
  opened: { url: string; channelToken: string },
  key: `0x${string}`,
  fid: number,
  username?: string,
  tamper?: (f: SiwfFields) => SiwfFields,
) {
  await app(key, fid, username).approve(opened.url, tamper)
  return opened.channelToken
}

const finish = (channelToken: string, deviceId = DEVICE_A, extra: object = {}) =>
  t.call('/v1/farcaster/session', {
    json: { channelToken, deviceId, projectId: PROJECT_ID, ...extra },
  })

describe('Sign In With Farcaster on the frame server', () => {
  it('starts a sign-in for the relay, and turns the answered channel into a session keyed by FID', async () => {
    const started = await startSignIn()
    expect(started.body).toMatchObject({
      relayUrl: world.relay.url,
      channel: {
        siweUri: `${APP_ORIGIN}/login`,
        domain: 'app.example.com',
        acceptAuthAddress: false,
      },
    })
    const { channel } = started.body
    expect(channel.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(Date.parse(channel.expirationTime) - Date.parse(channel.notBefore)).toBe(5 * 60_000)

    const opened = await createChannel(world.relay.url, channel)
    expect(opened.url).toBe(`https://farcaster.xyz/~/siwf?channelToken=${opened.channelToken}`)
    // Not answered yet: the server read the relay and says so; the frame asks again.
    const pending = await finish(opened.channelToken)
    expect(pending.status).toBe(202)
    expect(pending.body).toEqual({ state: 'pending' })
    const answer = await answered(opened, world.aliceKey, world.aliceFid, 'alice')

    // Another device cannot take the session of this sign-in.
    expect((await finish(answer, DEVICE_B)).status).toBe(401)
    const session = await finish(answer)
    expect(session.status).toBe(200)
    expect(session.body).toMatchObject({ fid: world.aliceFid, username: 'alice' })
    const me = await t.call('/v1/auth/session', { token: session.body.token })
    expect(me.body).toMatchObject({ email: `farcaster:${world.aliceFid}`, userName: 'alice' })
    // Once: the same answer again is refused.
    const again = await finish(answer)
    expect(again.status).toBe(401)
    expect(again.body.error.code).toBe('CHANNEL_EXPIRED')

    // A second login of the same FID reaches the same account; the username stays when the app
    // sends none this time.
    const second = await finish(await answered(await openChannel(), world.aliceKey, world.aliceFid))
    expect(second.status).toBe(200)
    const me2 = await t.call('/v1/auth/session', { token: second.body.token })
    expect(me2.body).toMatchObject({ accountId: me.body.accountId, userName: 'alice' })
  })

  it('takes a login @farcaster/auth-client completes as the Farcaster app', async () => {
    const opened = await openChannel()
    const official = { relay: world.relay.url, ethereum: world.ethereum }
    // The Farcaster app: the link's channel, its parameters on the relay, the custody signature.
    const wallet = createWalletClient(official)
    const parsed = wallet.parseSignInURI({ uri: opened.url })
    if (parsed.isError) throw parsed.error
    const status = await createAppClient(official).status({ channelToken: parsed.channelToken })
    if (status.isError) throw status.error
    // Custody only: the relay tells the app not to sign with an auth address.
    expect(status.data.acceptAuthAddress).toBe(false)
    const params = status.data.signatureParams
    const bob = privateKeyToAccount(world.bobKey)
    const built = wallet.buildSignInMessage({
      address: bob.address,
      fid: world.bobFid,
      uri: params.siweUri,
      domain: params.domain,
      nonce: params.nonce as string,
      notBefore: new Date(params.notBefore as string),
      expirationTime: new Date(params.expirationTime as string),
    })
    if (built.isError) throw built.error
    const answered = await wallet.authenticate({
      channelToken: parsed.channelToken,
      authKey: AUTH_KEY,
      message: built.message,
      signature: await bob.signMessage({ message: built.message }),
      fid: world.bobFid,
      username: 'bob',
    })
    if (answered.isError) throw answered.error
    expect(answered.response.status).toBe(201)
    // The frame names the channel; the server reads it off the relay: the session.
    const session = await finish(opened.channelToken)
    expect(session.status).toBe(200)
    expect(session.body).toMatchObject({ fid: world.bobFid, username: 'bob' })
  })

  it('takes the username from the relay, never from the frame: a forged one changes nothing', async () => {
    // Bob answers as 'bob'; a frame that edits its request to claim 'alice' is refused.
    const token = await answered(await openChannel(), world.bobKey, world.bobFid, 'bob')
    for (const forged of [
      { username: 'alice' },
      { fid: world.bobFid, username: 'alice', displayName: 'Alice', pfpUrl: 'https://x.test/a' },
    ]) {
      const refused = await finish(token, DEVICE_A, forged)
      expect(refused.status).toBe(400)
      expect(refused.body.error.code).toBe('INVALID_REQUEST')
    }
    // The refusals changed nothing: the channel still gives Bob's session, named as the relay says.
    const session = await finish(token)
    expect(session.status).toBe(200)
    expect(session.body).toMatchObject({ fid: world.bobFid, username: 'bob' })
    const me = await t.call('/v1/auth/session', { token: session.body.token })
    expect(me.body).toMatchObject({ email: `farcaster:${world.bobFid}`, userName: 'bob' })
    // The old request shape (message, signature, fid, username from the frame) is no longer taken.
    const again = await answered(await openChannel(), world.bobKey, world.bobFid)
    const legacy = await t.call('/v1/farcaster/session', {
      json: {
        projectId: PROJECT_ID,
        deviceId: DEVICE_A,
        message: 'signed text',
        signature: `0x${'ab'.repeat(65)}`,
        fid: world.bobFid,
        username: 'alice',
      },
    })
    expect(legacy.status).toBe(400)
    const later = await finish(again)
    const me2 = await t.call('/v1/auth/session', { token: later.body.token })
    expect(me2.body).toMatchObject({ accountId: me.body.accountId, userName: 'bob' })
  })

  it('refuses a signer that is not the custody address of the FID', async () => {
    // Bob signs a message naming Alice's FID with his own address.
    const opened = await openChannel()
    const claimed = await finish(await answered(opened, world.bobKey, world.aliceFid))
    expect(claimed.status).toBe(403)
    expect(claimed.body.error.message).toBe("The signer is not this FID's custody address.")
    // Bob writes Alice's custody address into the message but signs with his key.
    const alice = app(world.aliceKey, world.aliceFid).address
    const forged = await answered(
      await openChannel(),
      world.bobKey,
      world.aliceFid,
      undefined,
      (f) => ({
        ...f,
        address: alice,
      }),
    )
    const refused = await finish(forged)
    expect(refused.status).toBe(403)
    expect(refused.body.error.message).toBe('The signature does not match the message.')
  })

  it('refuses a message for another domain, URI, FID or sign-in, or past its time', async () => {
    const tampered = async (tamper: (f: SiwfFields) => SiwfFields, fid = world.bobFid) =>
      (await finish(await answered(await openChannel(), world.bobKey, fid, undefined, tamper))).body
        .error?.message
    expect(await tampered((f) => ({ ...f, domain: 'evil.example.net' }))).toBe(
      'The message is for another domain.',
    )
    expect(await tampered((f) => ({ ...f, uri: `${APP_ORIGIN}/other` }))).toBe(
      'The message is for another URI.',
    )
    expect(await tampered((f) => ({ ...f, expirationTime: new Date(t.clock.now - 1000) }))).toBe(
      'The message has expired.',
    )
    // A nonce this server never issued: no such sign-in.
    expect(await tampered((f) => ({ ...f, nonce: 'c0ffee00c0ffee00' }))).toBe(
      'This sign-in channel has expired. Start again.',
    )
    // The relay's channel names another FID than the signed message.
    expect(await tampered((f) => ({ ...f, fid: world.bobFid }), world.aliceFid)).toBe(
      'The message names another FID.',
    )
    // After these refusals a new sign-in still logs in.
    const answer = await answered(await openChannel(), world.bobKey, world.bobFid)
    expect((await finish(answer)).status).toBe(200)
  })

  it('expires a sign-in after 5 minutes', async () => {
    const opened = await openChannel()
    const answer = await answered(opened, world.bobKey, world.bobFid)
    t.clock.now += 5 * 60_000
    const late = await finish(answer)
    expect(late.status).toBe(401)
    expect(late.body.error.code).toBe('CHANNEL_EXPIRED')
    t.clock.now = Date.now()
  })

  it('lets one IP start 60 sign-ins an hour', async () => {
    const start = () =>
      t.call('/v1/farcaster/sign-in', {
        json: { projectId: PROJECT_ID, deviceId: DEVICE_B, siweUri: APP_ORIGIN },
        ip: '198.51.100.7',
      })
    for (let i = 0; i < 60; i++) expect((await start()).status).toBe(201)
    const refused = await start()
    expect(refused.status).toBe(429)
    expect(refused.body.error.code).toBe('RATE_LIMITED')
    // Another address is not held back.
    expect((await startSignIn()).status).toBe(201)
  })

  it('checks every input: origin, project, channel token', async () => {
    expect((await startSignIn(DEVICE_A, 'https://evil.example.net/')).status).toBe(403)
    expect((await startSignIn(DEVICE_A, 'javascript:alert(1)')).status).toBe(400)
    expect(
      (
        await t.call('/v1/farcaster/sign-in', {
          json: { projectId: 'nope', deviceId: DEVICE_A, siweUri: APP_ORIGIN },
        })
      ).status,
    ).toBe(403)
    const answer = await answered(await openChannel(), world.bobKey, world.bobFid)
    expect((await finish('not a token')).status).toBe(400)
    expect((await finish('x'.repeat(257))).status).toBe(400)
    expect((await finish(answer, DEVICE_A, { extra: true })).status).toBe(400)
    // A token the relay does not know: no such channel (the relay says 401).
    const unknown = await finish('6d0c8a52-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(401)
    expect(unknown.body.error.code).toBe('CHANNEL_EXPIRED')
    expect((await finish(answer)).status).toBe(200)
  })

  it('lets the frame page connect to the relay (its CSP)', async () => {
    const page = await t.call(`/frame?projectId=${PROJECT_ID}&chainId=1&version=4`)
    expect(page.headers.get('content-security-policy')).toContain(
      `connect-src 'self' ${world.relay.url}`,
    )
  })
})
