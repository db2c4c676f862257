// The relay calls (the frame's channel, the frame server's read of it) are the ones
// @farcaster/auth-client makes: the same URL, method, headers and body, recorded side by side
// (fetch stubbed: the public relay is never reached), and both against the stack's relay, read
// back by the official app client.
import { createAppClient, createWalletClient } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { resolveFarcasterConfig } from '../src/farcaster/farcasterConfig'
import { farcasterDevApp } from '../src/farcaster/farcasterDevApp'
import { readRelayChannel } from '../src/farcaster/relayStatus'
import { createChannel } from '../src/frame/farcaster/relayClient'
import { AUTH_KEY, farcasterWorld } from './farcasterSupport'

interface Recorded {
  url: string
  method: string
  headers: Record<string, string>
  body: unknown
}

/** Stubs fetch: records each request and answers `answer`. */
function recordFetch(answer: () => Response) {
  const seen: Recorded[] = []
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    seen.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers)),
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    })
    return answer()
  })
  return seen
}
afterEach(() => {
  vi.unstubAllGlobals()
})

const PARAMS = {
  siweUri: 'https://app.example.com/login',
  domain: 'app.example.com',
  nonce: 'f00dfeed0123456789abcdef01234567',
  notBefore: '2026-11-25T12:00:00.000Z',
  expirationTime: '2036-11-25T12:05:00.000Z',
}
const TOKEN = '9d3b1c0e-6f2a-4c55-9e36-2f6f2d3f9a10'
const connector = {
  publicClient: {} as never,
  getFid: async () => 0n,
  isValidAuthAddress: async () => false,
}

describe('the frame and its server build the official client’s relay requests', () => {
  it('names the public relay by default: https://relay.farcaster.xyz', () => {
    const config = resolveFarcasterConfig({ rpcUrl: 'https://mainnet.optimism.io' })
    expect(config.relayUrl).toBe('https://relay.farcaster.xyz')
    expect(config.idRegistry).toBe('0x00000000Fc6c5F01Fc30151999387Bb99A9f489b')
    expect(
      resolveFarcasterConfig({ rpcUrl: 'http://127.0.0.1:1', relayUrl: 'http://127.0.0.1:9/' }),
    ).toMatchObject({ relayUrl: 'http://127.0.0.1:9' })
    expect(() =>
      resolveFarcasterConfig({ rpcUrl: 'http://127.0.0.1:1', relayUrl: 'http://relay.example' }),
    ).toThrow('farcaster.relayUrl must be https (or loopback http)')
  })

  it('POST /v1/channel as createChannel sends it', async () => {
    const created = () =>
      new Response(
        JSON.stringify({
          channelToken: TOKEN,
          url: `https://farcaster.xyz/~/siwf?channelToken=${TOKEN}`,
          nonce: PARAMS.nonce,
        }),
        { status: 201 },
      )
    const theirs = recordFetch(created)
    await createAppClient({ ethereum: connector }).createChannel(PARAMS)
    const ours = recordFetch(created)
    const relayUrl = resolveFarcasterConfig({ rpcUrl: 'https://mainnet.optimism.io' }).relayUrl
    expect(await createChannel(relayUrl, PARAMS)).toEqual({
      channelToken: TOKEN,
      url: `https://farcaster.xyz/~/siwf?channelToken=${TOKEN}`,
      nonce: PARAMS.nonce,
    })
    expect(theirs).toEqual([
      {
        url: 'https://relay.farcaster.xyz/v1/channel',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: PARAMS,
      },
    ])
    expect(ours).toEqual(theirs)
  })

  it('GET /v1/channel/status as status and watchStatus send it', async () => {
    const completed = () =>
      new Response(
        JSON.stringify({
          state: 'completed',
          nonce: PARAMS.nonce,
          url: 'https://farcaster.xyz/~/siwf',
          message: 'signed text',
          signature: `0x${'ab'.repeat(65)}`,
          fid: 7,
          username: 'alice',
        }),
        { status: 200 },
      )
    const theirs = recordFetch(completed)
    await createAppClient({ ethereum: connector }).status({ channelToken: TOKEN })
    await createAppClient({ ethereum: connector }).watchStatus({ channelToken: TOKEN })
    const ours = recordFetch(completed)
    expect(await readRelayChannel('https://relay.farcaster.xyz', TOKEN)).toEqual({
      state: 'completed',
      message: 'signed text',
      signature: `0x${'ab'.repeat(65)}`,
      fid: 7,
      username: 'alice',
    })
    const expected = {
      url: 'https://relay.farcaster.xyz/v1/channel/status',
      method: 'GET',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: undefined,
    }
    expect(theirs).toEqual([expected, expected])
    expect(ours).toEqual([expected])
  })

  it('the development Farcaster app answers a channel as createWalletClient.authenticate does', async () => {
    const key = `0x${'42'.repeat(32)}` as const
    const params = () =>
      new Response(JSON.stringify({ state: 'pending', signatureParams: PARAMS }), { status: 202 })
    const ours = recordFetch(params)
    const dev = farcasterDevApp({
      relayUrl: 'https://relay.farcaster.xyz',
      authKey: AUTH_KEY,
      custodyKey: key,
      fid: 7,
      username: 'alice',
    })
    await dev.approve(`https://farcaster.xyz/~/siwf?channelToken=${TOKEN}`).catch(() => {})
    const sent = ours[1] as Recorded
    const theirs = recordFetch(params)
    await createWalletClient({ ethereum: connector }).authenticate({
      channelToken: TOKEN,
      authKey: AUTH_KEY,
      ...(sent.body as { message: string; signature: `0x${string}`; fid: number }),
    })
    expect(ours[0]).toMatchObject({ url: 'https://relay.farcaster.xyz/v1/channel/status' })
    expect(theirs).toEqual([sent])
    expect(sent).toMatchObject({
      url: 'https://relay.farcaster.xyz/v1/channel/authenticate',
      method: 'POST',
      headers: {
        authorization: `Bearer ${TOKEN}`,
        'content-type': 'application/json',
        'x-farcaster-auth-relay-key': AUTH_KEY,
      },
      body: { fid: 7, username: 'alice' },
    })
    // The message is the one auth-client builds for the same fields.
    const body = sent.body as { message: string }
    const issuedAt = /Issued At: (.+)/.exec(body.message)?.[1] as string
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(issuedAt) })
    try {
      const built = createWalletClient({ ethereum: connector }).buildSignInMessage({
        address: privateKeyToAccount(key).address,
        fid: 7,
        uri: PARAMS.siweUri,
        domain: PARAMS.domain,
        nonce: PARAMS.nonce,
        notBefore: new Date(PARAMS.notBefore),
        expirationTime: new Date(PARAMS.expirationTime),
      })
      expect(built.message).toBe(body.message)
    } finally {
      vi.useRealTimers()
    }
  })

  it('the server keeps of a completed channel only a profile that fits: https pfpUrl, fnames', async () => {
    const completed = (profile: object) => () =>
      new Response(
        JSON.stringify({
          state: 'completed',
          message: 'signed text',
          signature: `0x${'ab'.repeat(65)}`,
          fid: 7,
          ...profile,
        }),
        { status: 200 },
      )
    recordFetch(
      completed({ username: 'alice.eth', displayName: 'Alice', pfpUrl: 'https://i.test/a.png' }),
    )
    expect(await readRelayChannel('https://relay.farcaster.xyz', TOKEN)).toMatchObject({
      username: 'alice.eth',
      displayName: 'Alice',
      pfpUrl: 'https://i.test/a.png',
    })
    for (const pfpUrl of ['javascript:alert(1)', 'http://i.test/a.png', 'data:image/png,x']) {
      recordFetch(completed({ username: 'Not A Name', pfpUrl, displayName: 4 }))
      const read = await readRelayChannel('https://relay.farcaster.xyz', TOKEN)
      expect(read).toEqual({
        state: 'completed',
        message: 'signed text',
        signature: `0x${'ab'.repeat(65)}`,
        fid: 7,
      })
    }
    // A relay status that is not a completed channel's, a 401, a 5xx, an unreachable relay.
    recordFetch(completed({ fid: 'seven' }))
    expect(await readRelayChannel('https://relay.farcaster.xyz', TOKEN)).toEqual({
      state: 'malformed',
    })
    recordFetch(() => new Response('{"error":"Unauthorized"}', { status: 401 }))
    expect(await readRelayChannel('https://relay.farcaster.xyz', TOKEN)).toEqual({ state: 'gone' })
    recordFetch(() => new Response('oops', { status: 503 }))
    expect(await readRelayChannel('https://relay.farcaster.xyz', TOKEN)).toEqual({
      state: 'unavailable',
    })
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed')
    })
    expect(await readRelayChannel('https://relay.farcaster.xyz', TOKEN)).toEqual({
      state: 'unavailable',
    })
    // A token that is no relay's never reaches a header.
    const seen = recordFetch(completed({}))
    expect(await readRelayChannel('https://relay.farcaster.xyz', 'a\r\nX: y')).toEqual({
      state: 'gone',
    })
    expect(seen).toEqual([])
  })

  it('refuses a connect URI that is not https: it is shown to the visitor', async () => {
    for (const url of ['javascript:alert(1)', 'http://farcaster.xyz/~/siwf?channelToken=x', 'x']) {
      recordFetch(
        () => new Response(JSON.stringify({ channelToken: TOKEN, url, nonce: PARAMS.nonce })),
      )
      await expect(createChannel('https://relay.farcaster.xyz', PARAMS)).rejects.toThrow(
        url === 'x' ? 'The Farcaster relay answered no URL' : 'The connect URI is not https',
      )
    }
    // Nor a channel with another nonce than the one the frame server chose.
    recordFetch(
      () =>
        new Response(
          JSON.stringify({ channelToken: TOKEN, url: 'https://farcaster.xyz/~/siwf', nonce: 'x' }),
        ),
    )
    await expect(createChannel('https://relay.farcaster.xyz', PARAMS)).rejects.toThrow(
      'The Farcaster relay answered something else',
    )
  })
})

describe('the relay clients on the stack’s relay', () => {
  let world: Awaited<ReturnType<typeof farcasterWorld>>
  beforeAll(async () => {
    world = await farcasterWorld()
  })
  afterAll(() => world?.stop())

  it('opens a channel the official app client reads, and reads its completion', async () => {
    const params = { ...PARAMS, expirationTime: new Date(Date.now() + 300_000).toISOString() }
    const opened = await createChannel(world.relay.url, params)
    const official = createAppClient({ relay: world.relay.url, ethereum: world.ethereum })
    const pending = await official.status({ channelToken: opened.channelToken })
    if (pending.isError) throw pending.error
    expect(pending.response.status).toBe(202)
    expect(pending.data.signatureParams).toEqual(params)
    expect(await readRelayChannel(world.relay.url, opened.channelToken)).toEqual({
      state: 'pending',
    })
    const dev = farcasterDevApp({
      relayUrl: world.relay.url,
      authKey: AUTH_KEY,
      custodyKey: world.bobKey,
      fid: world.bobFid,
      username: 'bob',
    })
    await dev.approve(opened.url)
    const completed = await readRelayChannel(world.relay.url, opened.channelToken)
    expect(completed).toMatchObject({ state: 'completed', fid: world.bobFid, username: 'bob' })
    if (completed.state !== 'completed') throw new Error('not completed')
    const verified = await official.verifySignInMessage({
      nonce: PARAMS.nonce,
      domain: PARAMS.domain,
      message: completed.message,
      signature: completed.signature,
      acceptAuthAddress: false,
    })
    expect(verified.isError).toBe(false)
    expect(verified.fid).toBe(world.bobFid)
    // Read once: the relay forgot it.
    expect(await readRelayChannel(world.relay.url, opened.channelToken)).toEqual({ state: 'gone' })
  })
})
