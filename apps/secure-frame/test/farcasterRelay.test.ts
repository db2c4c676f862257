// The stack's Farcaster auth relay against the official client, @farcaster/auth-client, on both
// sides: createAppClient as the app that asks for a sign-in, createWalletClient as the Farcaster
// app that answers it.
import { createAppClient, createWalletClient } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { farcasterRelayApp } from '../src/farcaster/FarcasterRelay'
import { AUTH_KEY, farcasterWorld } from './farcasterSupport'

let world: Awaited<ReturnType<typeof farcasterWorld>>
beforeAll(async () => {
  world = await farcasterWorld()
})
afterAll(() => world?.stop())

const SIWE_URI = 'https://app.example.com/login'
const app = () => createAppClient({ relay: world.relay.url, ethereum: world.ethereum })
const wallet = () => createWalletClient({ relay: world.relay.url, ethereum: world.ethereum })

describe('Farcaster auth relay, as @farcaster/auth-client uses it', () => {
  it('creates a channel, answers pending, takes the app’s answer, completes once', async () => {
    const expirationTime = new Date(Date.now() + 600_000).toISOString()
    const created = await app().createChannel({
      siweUri: SIWE_URI,
      domain: 'app.example.com',
      nonce: 'abcdef0123456789',
      expirationTime,
      requestId: 'req-1',
    })
    expect(created.isError).toBe(false)
    if (created.isError) return
    expect(created.response.status).toBe(201)
    const { channelToken, url, nonce } = created.data
    expect(nonce).toBe('abcdef0123456789')
    expect(url).toBe(`https://farcaster.xyz/~/siwf?channelToken=${channelToken}`)

    const pending = await app().status({ channelToken })
    if (pending.isError) throw pending.error
    expect(pending.response.status).toBe(202)
    expect(pending.data).toMatchObject({
      state: 'pending',
      nonce,
      url,
      acceptAuthAddress: true,
      signatureParams: {
        siweUri: SIWE_URI,
        domain: 'app.example.com',
        nonce,
        expirationTime,
        requestId: 'req-1',
      },
    })

    // The app waits (watchStatus polls) while the Farcaster app answers.
    const watching = app().watchStatus({ channelToken, interval: 50, timeout: 10_000 })

    // The Farcaster app: the link's token, the channel's parameters, the custody signature.
    const parsed = wallet().parseSignInURI({ uri: url })
    if (parsed.isError) throw parsed.error
    expect(parsed.channelToken).toBe(channelToken)
    const alice = privateKeyToAccount(world.aliceKey)
    const params = pending.data.signatureParams
    const built = wallet().buildSignInMessage({
      address: alice.address,
      fid: world.aliceFid,
      uri: params.siweUri,
      domain: params.domain,
      nonce: params.nonce as string,
      expirationTime: new Date(params.expirationTime as string),
      requestId: params.requestId as string,
    })
    if (built.isError) throw built.error
    const signature = await alice.signMessage({ message: built.message })
    const answered = await wallet().authenticate({
      channelToken,
      authKey: AUTH_KEY,
      message: built.message,
      signature,
      fid: world.aliceFid,
      username: 'alice',
      displayName: 'Alice',
      bio: 'hello',
      pfpUrl: 'https://images.example.com/alice.png',
    })
    if (answered.isError) throw answered.error
    expect(answered.response.status).toBe(201)
    expect(answered.data).toMatchObject({ state: 'completed', fid: world.aliceFid })

    const done = await watching
    if (done.isError) throw done.error
    expect(done.response.status).toBe(200)
    expect(done.data).toMatchObject({
      state: 'completed',
      nonce,
      message: built.message,
      signature,
      authMethod: 'custody',
      fid: world.aliceFid,
      username: 'alice',
      displayName: 'Alice',
      bio: 'hello',
      pfpUrl: 'https://images.example.com/alice.png',
      custody: alice.address,
      verifications: [],
    })
    // The app checks what it got as auth-client does: custody of the FID on the IdRegistry.
    const verified = await app().verifySignInMessage({
      nonce,
      domain: 'app.example.com',
      message: done.data.message as string,
      signature: done.data.signature as `0x${string}`,
      acceptAuthAddress: false,
    })
    expect(verified.isError).toBe(false)
    expect(verified.fid).toBe(world.aliceFid)
    // A completed channel is read once.
    const gone = await app().status({ channelToken })
    expect(gone.isError ? undefined : gone.response.status).toBe(401)
  })

  it('makes a nonce when the app sends none', async () => {
    const created = await app().createChannel({ siweUri: SIWE_URI, domain: 'app.example.com' })
    if (created.isError) throw created.error
    expect(created.data.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
  })

  it('answers an answer without the relay key, or for an unknown channel, 401', async () => {
    const created = await app().createChannel({ siweUri: SIWE_URI, domain: 'app.example.com' })
    if (created.isError) throw created.error
    const { channelToken } = created.data
    const body = {
      message: 'm',
      signature: `0x${'11'.repeat(65)}` as const,
      fid: world.aliceFid,
    }
    const wrongKey = await wallet().authenticate({ channelToken, authKey: 'nope', ...body })
    expect(wrongKey.isError ? undefined : wrongKey.response.status).toBe(401)
    expect(wrongKey.isError ? undefined : wrongKey.data).toEqual({ error: 'Unauthorized' })
    const unknown = await wallet().authenticate({
      channelToken: 'not-a-channel',
      authKey: AUTH_KEY,
      ...body,
    })
    expect(unknown.isError ? undefined : unknown.response.status).toBe(401)
    const status = await app().status({ channelToken: 'not-a-channel' })
    expect(status.isError ? undefined : status.response.status).toBe(401)
    // Still pending: nothing answered it.
    const still = await app().status({ channelToken })
    expect(still.isError ? undefined : still.response.status).toBe(202)
  })

  it('refuses malformed bodies with 400 and changes nothing', async () => {
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${world.relay.url}${path}`, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', ...headers },
      })
    for (const body of [
      '{',
      '[]',
      JSON.stringify({ domain: 'app.example.com' }),
      JSON.stringify({ siweUri: 'javascript:alert(1)', domain: 'x' }),
      JSON.stringify({ siweUri: SIWE_URI, domain: 'app.example.com', nonce: 'no spaces!' }),
    ]) {
      const response = await post('/v1/channel', body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'Validation error' })
    }
    const created = await app().createChannel({ siweUri: SIWE_URI, domain: 'app.example.com' })
    if (created.isError) throw created.error
    const headers = {
      Authorization: `Bearer ${created.data.channelToken}`,
      'X-Farcaster-Auth-Relay-Key': AUTH_KEY,
    }
    for (const body of [
      JSON.stringify({ message: 'm', signature: '0x12', fid: 1 }),
      JSON.stringify({ message: 'm', signature: `0x${'11'.repeat(65)}`, fid: 0 }),
      JSON.stringify({
        message: 'm',
        signature: `0x${'11'.repeat(65)}`,
        fid: 1,
        pfpUrl: 'javascript:alert(1)',
      }),
    ]) {
      const response = await post('/v1/channel/authenticate', body, headers)
      expect(response.status).toBe(400)
    }
    const still = await app().status({ channelToken: created.data.channelToken })
    expect(still.isError ? undefined : still.response.status).toBe(202)
  })

  it('lets pages of any origin call it (CORS), with the relay key header', async () => {
    const preflight = await fetch(`${world.relay.url}/v1/channel/status`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4500',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toBe(
      'authorization,content-type,x-farcaster-auth-relay-key',
    )
  })

  it('forgets a channel after its time (an hour by default)', async () => {
    const clock = { now: Date.UTC(2026, 10, 25, 12) }
    const relay = farcasterRelayApp({
      authKey: AUTH_KEY,
      addresses: async () => ({ custody: `0x${'00'.repeat(20)}`, verifications: [] }),
      now: () => clock.now,
    })
    const created = await relay.request('/v1/channel', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ siweUri: SIWE_URI, domain: 'app.example.com' }),
    })
    const { channelToken } = (await created.json()) as { channelToken: string }
    const status = () =>
      relay.request('/v1/channel/status', { headers: { Authorization: `Bearer ${channelToken}` } })
    clock.now += 3600_000 - 1
    expect((await status()).status).toBe(202)
    clock.now += 1
    expect((await status()).status).toBe(401)
  })
})
