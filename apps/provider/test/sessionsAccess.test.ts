import { BlockchainApiClient, httpStatusOf, type SiwxMessageData } from '@latchkey/core'
import { type LocalChain, startLocalChain } from '@latchkey/local-chain'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { APP_ORIGIN, call, localChainConfig, PROJECT_ID, startTestProvider } from './helpers'

// Issue 39: a signed session the database cannot keep is refused (400) before its nonce is
// spent; sessions are listed only to the holder of a session's token; expired ones are pruned.
const alice = privateKeyToAccount(generatePrivateKey())
const bob = privateKeyToAccount(generatePrivateKey())
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
    analytics: { pruneIntervalMs: 50 },
  })
})
afterAll(async () => {
  await provider?.stop()
  await chain?.stop()
})

const q = `projectId=${PROJECT_ID}`
const headers = { origin: APP_ORIGIN }
const path = (address: string, tail = '') => `/v1/sessions/${chainId}:${address}${tail}?${q}`

/**
 * The EIP-4361 text of `data`, written here so that the test does not lean on buildMessage;
 * every message has a statement (the ABNF's optional lines are then the same in every reading).
 */
function eip4361(d: SiwxMessageData): string {
  const lines = [
    `${d.domain} wants you to sign in with your Ethereum account:`,
    d.accountAddress,
    '',
  ]
  if (d.statement !== undefined) lines.push(d.statement, '')
  lines.push(`URI: ${d.uri}`, `Version: ${d.version}`, `Chain ID: ${d.chainId.split(':')[1]}`)
  lines.push(`Nonce: ${d.nonce}`)
  if (d.issuedAt !== undefined) lines.push(`Issued At: ${d.issuedAt}`)
  if (d.expirationTime !== undefined) lines.push(`Expiration Time: ${d.expirationTime}`)
  if (d.notBefore !== undefined) lines.push(`Not Before: ${d.notBefore}`)
  if (d.requestId !== undefined) lines.push(`Request ID: ${d.requestId}`)
  if (d.resources !== undefined) lines.push('Resources:', ...d.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

async function nonce(signer = alice): Promise<string> {
  const r = await call(provider.url, path(signer.address, '/nonce'), { headers })
  expect(r.status).toBe(200)
  return r.body.nonce
}

async function signed(overrides: Partial<SiwxMessageData>, signer = alice) {
  const data: SiwxMessageData = {
    domain: new URL(APP_ORIGIN).host,
    accountAddress: signer.address,
    uri: APP_ORIGIN,
    version: '1',
    chainId,
    nonce: overrides.nonce ?? (await nonce(signer)),
    statement: 'Sign in to the test app',
    issuedAt: new Date().toISOString(),
    ...overrides,
  }
  const message = eip4361(data)
  return { data, message, signature: await signer.signMessage({ message }) }
}

const post = (json: unknown, signer = alice) =>
  call(provider.url, path(signer.address), { json, headers })

const list = (address: string, token?: string) =>
  call(provider.url, path(address), {
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })

describe('POST /v1/sessions/{id} with what the database cannot keep', () => {
  const cases: [string, Partial<SiwxMessageData>][] = [
    ['a bare year', { expirationTime: '2099' }],
    ['February 30th', { expirationTime: '2099-02-30T00:00:00Z' }],
    ['a six-digit year', { expirationTime: '+275760-09-13T00:00:00.000Z' }],
    ['a Date string', { expirationTime: 'Thu, 01 Jan 2099 00:00:00 GMT' }],
    [
      'a Date toString',
      { expirationTime: 'Thu Jan 01 2099 00:00:00 GMT+0000 (Coordinated Universal Time)' },
    ],
    ['a NUL in the statement', { statement: 'Sign in\u0000please' }],
    ['a lone surrogate in the statement', { statement: 'Sign in \ud800' }],
    ['a NUL in the request id', { requestId: 'r\u0000' }],
    ['a lone surrogate in the request id', { requestId: '\udc00' }],
    ['a NUL in a resource', { resources: ['https://a.example/\u0000'] }],
    ['a lone surrogate in a resource', { resources: ['https://a.example/\ud83d'] }],
    ['a NUL in the uri', { uri: `${APP_ORIGIN}/\u0000` }],
    ['a lone surrogate in the uri', { uri: `${APP_ORIGIN}/\udfff` }],
  ]

  it.each(cases)('refuses %s with a 400 and leaves the nonce unspent', async (_, overrides) => {
    const n = await nonce()
    const refused = await post(await signed({ ...overrides, nonce: n }))
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } })
    // The same nonce still signs in: nothing was spent.
    expect((await post(await signed({ nonce: n }))).status).toBe(201)
  })

  it('keeps an RFC 3339 expiration with an offset, as the instant it names', async () => {
    const session = await signed({ expirationTime: '2099-12-31T23:30:00.5-01:00' })
    const added = await post(session)
    expect(added.status).toBe(201)
    const [row] = await provider.services.db.query<{ expires_at: Date }>(
      'SELECT expires_at FROM siwx_sessions WHERE pci = $1',
      [added.body.pci],
    )
    expect(row?.expires_at.toISOString()).toBe('2100-01-01T00:30:00.500Z')
  })
})

describe('GET /v1/sessions/{id} only for the account holder', () => {
  it("lists an account's sessions to the token of one of them, and to nobody else", async () => {
    const first = await post(await signed({}))
    const second = await post(await signed({ statement: 'Second' }))
    const theirs = await post(await signed({}, bob), bob)
    for (const added of [first, second, theirs]) expect(added.status).toBe(201)
    const { token } = first.body
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(second.body.token).not.toBe(token)

    // The public project id is no longer enough.
    for (const attempt of [
      await list(alice.address),
      await list(alice.address, 'x'.repeat(43)),
      await list(alice.address, theirs.body.token),
      await list(bob.address, token),
    ])
      expect(attempt).toMatchObject({ status: 401, body: { error: { code: 'SESSION_REFUSED' } } })

    const listed = await list(alice.address.toLowerCase(), token)
    expect(listed.status).toBe(200)
    const pcis = listed.body.sessions.map((s: { pci: string }) => s.pci)
    expect(pcis).toEqual(expect.arrayContaining([first.body.pci, second.body.pci]))
    expect(pcis).not.toContain(theirs.body.pci)
    // The one contract: `sessions` only, each its pci, data and message, never the signature.
    expect(Object.keys(listed.body)).toEqual(['sessions'])
    for (const session of listed.body.sessions)
      expect(Object.keys(session).sort()).toEqual(['data', 'message', 'pci'])
    expect((await list(alice.address, second.body.token)).status).toBe(200)

    // Only a hash of the token is kept.
    const rows = await provider.services.db.query('SELECT * FROM siwx_sessions')
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('lets the page send its token: the preflight of the sessions routes allows Authorization', async () => {
    const preflight = (to: string) =>
      fetch(`${provider.url}${to}`, {
        method: 'OPTIONS',
        headers: {
          origin: APP_ORIGIN,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      })
    const sessions = await preflight(path(alice.address))
    expect(sessions.status).toBe(204)
    expect(sessions.headers.get('access-control-allow-headers')).toBe('content-type, authorization')
    // Other routes still take no credentials.
    expect((await preflight(`/v1/wallets?${q}`)).status).toBe(403)
  })

  it("refuses an expired session's token", async () => {
    const added = await post(await signed({}))
    await provider.services.db.query(
      "UPDATE siwx_sessions SET expires_at = now() - interval '1 second' WHERE pci = $1",
      [added.body.pci],
    )
    expect((await list(alice.address, added.body.token)).status).toBe(401)
  })
})

describe("@latchkey/core's smart-sessions calls against the provider", () => {
  it('getSmartSessions reads { sessions }, revokeSmartSession reads { revoked }', async () => {
    const kept = await signed({ statement: 'Kept' })
    const dropped = await signed({ statement: 'Dropped' })
    const first = (await post(kept)).body
    const second = (await post(dropped)).body
    const api = new BlockchainApiClient({
      baseUrl: provider.url,
      projectId: PROJECT_ID,
      sdkType: 'appkit',
      sdkVersion: 'provider-test',
      getActiveCaipNetworkId: () => chainId,
      retry: { attempts: 0 },
    })
    const caipAddress = `${chainId}:${alice.address}`
    expect(await api.getSmartSessions({ caipAddress }).catch(httpStatusOf)).toBe(401)

    const before = await api.getSmartSessions({ caipAddress, token: first.token })
    const byPci = new Map(before.sessions.map((s) => [s.pci, s]))
    expect(byPci.get(first.pci)).toEqual({ pci: first.pci, data: kept.data, message: kept.message })
    expect(byPci.get(second.pci)).toEqual({
      pci: second.pci,
      data: dropped.data,
      message: dropped.message,
    })

    // A wrong signature revokes nothing: the provider's 404 is the client's error.
    const wrong = api.revokeSmartSession({ caipAddress, pci: second.pci, signature: '0xdead' })
    expect(await wrong.catch(httpStatusOf)).toBe(404)
    expect(
      await api.revokeSmartSession({ caipAddress, pci: second.pci, signature: dropped.signature }),
    ).toEqual({ revoked: true })
    // Revoked once: a second revoke finds nothing, and the list no longer holds it.
    const again = api.revokeSmartSession({
      caipAddress,
      pci: second.pci,
      signature: dropped.signature,
    })
    expect(await again.catch(httpStatusOf)).toBe(404)
    const after = await api.getSmartSessions({ caipAddress, token: first.token })
    expect(after.sessions.map((s) => s.pci)).toContain(first.pci)
    expect(after.sessions.map((s) => s.pci)).not.toContain(second.pci)
    // The revoked session's own token lists nothing any more.
    const stale = api.getSmartSessions({ caipAddress, token: second.token })
    expect(await stale.catch(httpStatusOf)).toBe(401)
  })
})

describe('POST /v1/sessions/{id}/revoke with text the database cannot take', () => {
  it('answers 400 for a NUL or lone surrogate in signature or pci, and revokes with success', async () => {
    const session = await signed({})
    const { pci } = (await post(session)).body
    for (const json of [
      { pci, signature: '0x\u0000' },
      { pci, signature: '0x\ud800' },
      { pci: `${pci.slice(0, 63)}\u0000`, signature: session.signature },
      { pci: '\u0000', signature: session.signature },
    ]) {
      const r = await call(provider.url, path(alice.address, '/revoke'), { json, headers })
      expect(r).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } })
    }
    const revoked = await call(provider.url, path(alice.address, '/revoke'), {
      json: { pci, signature: session.signature },
      headers,
    })
    expect(revoked).toMatchObject({ status: 200, body: { revoked: true } })
    expect(Object.keys(revoked.body)).toEqual(['revoked'])
  })
})

describe('expired sessions', () => {
  it('are deleted on the prune timer; unexpired ones and those without an end stay', async () => {
    const expiring = await post(await signed({}))
    const open = await post(await signed({}))
    const later = await post(
      await signed({ expirationTime: new Date(Date.now() + 3_600_000).toISOString() }),
    )
    await provider.services.db.query(
      "UPDATE siwx_sessions SET expires_at = now() - interval '1 second' WHERE pci = $1",
      [expiring.body.pci],
    )
    const left = async (pci: string) =>
      (await provider.services.db.query('SELECT 1 FROM siwx_sessions WHERE pci = $1', [pci])).length
    for (let i = 0; i < 100 && (await left(expiring.body.pci)) > 0; i++)
      await new Promise((r) => setTimeout(r, 20))
    expect(await left(expiring.body.pci)).toBe(0)
    expect(await left(open.body.pci)).toBe(1)
    expect(await left(later.body.pci)).toBe(1)
  })
})
