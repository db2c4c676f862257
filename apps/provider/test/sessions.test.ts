import { createMemoryStorage, type SiwxMessageData } from '@latchkey/core'
import { type LocalChain, startLocalChain } from '@latchkey/local-chain'
import { buildMessage, providerSiwx } from '@latchkey/siwx'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import {
  APP_ORIGIN,
  call,
  EVIL_ORIGIN,
  localChainConfig,
  PROJECT_ID,
  startTestProvider,
} from './helpers'

const alice = privateKeyToAccount(generatePrivateKey())
const mallory = privateKeyToAccount(generatePrivateKey())
let chain: LocalChain
let provider: RunningProvider
let chainId: `eip155:${number}`

beforeAll(async () => {
  chain = await startLocalChain({ deployTokens: false })
  chainId = `eip155:${chain.chainId}`
  provider = await startTestProvider({
    rateLimit: { enabled: false },
    indexer: { enabled: false },
    chains: [localChainConfig(chain)],
  })
})
afterAll(async () => {
  await provider?.stop()
  await chain?.stop()
})

const q = `projectId=${PROJECT_ID}&st=appkit&sv=t`
const id = (address: string) => `${chainId}:${address}`
const headers = { origin: APP_ORIGIN }

async function nonce(address = alice.address): Promise<string> {
  const r = await call(provider.url, `/v1/sessions/${id(address)}/nonce?${q}`, { headers })
  expect(r.status).toBe(200)
  return r.body.nonce
}

async function signed(overrides: Partial<SiwxMessageData> = {}, signer = alice) {
  const data: SiwxMessageData = {
    domain: new URL(APP_ORIGIN).host,
    accountAddress: alice.address,
    uri: APP_ORIGIN,
    version: '1',
    chainId,
    nonce: await nonce(),
    issuedAt: new Date().toISOString(),
    ...overrides,
  }
  const message = buildMessage(data)
  return { data, message, signature: await signer.signMessage({ message }) }
}

const post = (address: string, json: unknown, origin = APP_ORIGIN) =>
  call(provider.url, `/v1/sessions/${id(address)}?${q}`, { json, headers: { origin } })

describe('SPEC §7 /v1/sessions/{id}', () => {
  it('keeps a verified session, lists it without its signature, and revokes it with it', async () => {
    const session = await signed()
    const added = await post(alice.address, session)
    expect(added.status).toBe(201)
    const { pci, token } = added.body
    expect(pci).toMatch(/^[0-9a-f]{64}$/)
    const owner = { ...headers, authorization: `Bearer ${token}` }
    // Any spelling of the address finds it.
    const listed = await call(
      provider.url,
      `/v1/sessions/${id(alice.address.toLowerCase())}?${q}`,
      { headers: owner },
    )
    expect(listed.body.sessions).toEqual([{ pci, data: session.data, message: session.message }])
    const wrong = await call(provider.url, `/v1/sessions/${id(alice.address)}/revoke?${q}`, {
      json: { pci, signature: '0xdead' },
      headers,
    })
    expect(wrong.status).toBe(404)
    const revoked = await call(provider.url, `/v1/sessions/${id(alice.address)}/revoke?${q}`, {
      json: { pci, signature: session.signature },
      headers,
    })
    expect(revoked).toMatchObject({ status: 200, body: { revoked: true } })
    // Its token went with it: nothing is listed to it any more.
    expect(
      (await call(provider.url, `/v1/sessions/${id(alice.address)}?${q}`, { headers: owner }))
        .status,
    ).toBe(401)
  })

  it('refuses a replayed nonce, another signer, another domain and a chain it does not serve', async () => {
    const session = await signed()
    expect((await post(alice.address, session)).status).toBe(201)
    const replay = await post(alice.address, session)
    expect(replay).toMatchObject({ status: 401, body: { error: { code: 'SESSION_REFUSED' } } })
    expect(replay.body.error.message).toMatch(/^nonce/)
    expect((await post(alice.address, await signed({}, mallory))).body.error.message).toMatch(
      /^signature/,
    )
    expect(
      (await post(alice.address, await signed({ domain: 'evil.example.net' }))).body.error.message,
    ).toMatch(/^domain/)
    expect(
      (await post(alice.address, await signed({ chainId: 'eip155:1' }))).body.error.message,
    ).toMatch(/^chain/)
    expect(
      (await post(alice.address, await signed({ expirationTime: '2020-01-01T00:00:00.000Z' }))).body
        .error.message,
    ).toMatch(/^expired/)
  })

  it('refuses a session for another account than the path, pages of other origins, and bad input', async () => {
    expect((await post(mallory.address, await signed())).status).toBe(400)
    expect((await post(alice.address, await signed(), EVIL_ORIGIN)).status).toBe(403)
    expect((await post(alice.address, { data: 1 })).status).toBe(400)
    expect((await call(provider.url, `/v1/sessions/not-an-account?${q}`, { headers })).status).toBe(
      400,
    )
    const noOrigin = await call(provider.url, `/v1/sessions/${id(alice.address)}?${q}`, {
      json: await signed(),
    })
    expect(noOrigin.status).toBe(400)
    const badRevoke = await call(provider.url, `/v1/sessions/${id(alice.address)}/revoke?${q}`, {
      json: { pci: 'x' },
      headers,
    })
    expect(badRevoke.status).toBe(400)
  })
})

describe('providerSiwx (the browser side) against the provider', () => {
  it('signs in through the provider, finds the session, and signs out of it', async () => {
    const fromPage: typeof fetch = (input, init = {}) => {
      const h = new Headers(init.headers)
      h.set('origin', APP_ORIGIN)
      return fetch(input, { ...init, headers: h })
    }
    const page = (store = createMemoryStorage()) =>
      providerSiwx({
        apiUrl: provider.url,
        projectId: PROJECT_ID,
        domain: new URL(APP_ORIGIN).host,
        uri: APP_ORIGIN,
        fetch: fromPage,
        store,
      })
    const kept = createMemoryStorage()
    const siwx = page(kept)
    const { data, message } = await siwx.createMessage({ accountAddress: alice.address, chainId })
    expect(data.nonce).toMatch(/^[0-9a-f]{32}$/)
    const session = { data, message, signature: await alice.signMessage({ message }) }
    await siwx.addSession(session)
    expect(await siwx.getSessions(chainId, alice.address)).toContainEqual(session)
    // A reload keeps the browser's store: the session is found again, by any spelling.
    expect(await page(kept).getSessions(chainId, alice.address.toLowerCase())).toContainEqual(
      session,
    )
    // Another browser knows the account's address only: the provider shows it nothing.
    expect(await page().getSessions(chainId, alice.address)).toEqual([])
    await siwx.revokeSession(chainId, alice.address)
    // Sessions signed elsewhere stay: revoking needs their signatures, which this page lacks.
    const left = await siwx.getSessions(chainId, alice.address)
    expect(left.map((s) => s.message)).not.toContain(message)
  })
})
