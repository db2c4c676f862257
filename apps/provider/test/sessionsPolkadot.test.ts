// Issue 31: a Polkadot sign-in posted to the provider's sessions route verifies (the route has
// polkadotVerifier; Polkadot needs no served chain), and a forged one is refused.
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { encodeSs58, type SiwxMessageData } from '@latchkey/core'
import { buildMessage } from '@latchkey/siwx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { APP_ORIGIN, call, PROJECT_ID, startTestProvider } from './helpers'

// Polkadot's CAIP-2 id: its genesis hash cut to 32 hex characters.
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const q = `projectId=${PROJECT_ID}&st=appkit&sv=t`
const headers = { origin: APP_ORIGIN }

/** An ed25519 account (Node's own key pair) and its Polkadot address (SS58 format 0). */
function account(): { address: string; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url')
  return { address: encodeSs58(raw, 0), privateKey }
}

const alice = account()
const mallory = account()
let provider: RunningProvider

beforeAll(async () => {
  // No chain at all: a Polkadot sign-in needs none.
  provider = await startTestProvider({ rateLimit: { enabled: false }, indexer: { enabled: false } })
})
afterAll(async () => {
  await provider?.stop()
})

const path = (address: string, tail = '') => `/v1/sessions/${POLKADOT}:${address}${tail}?${q}`

/** A session for Alice signed by `signer` as an extension's signRaw signs: <Bytes>…</Bytes>. */
async function signed(signer = alice, wrap = true) {
  const nonce = await call(provider.url, path(alice.address, '/nonce'), { headers })
  expect(nonce.status).toBe(200)
  const data: SiwxMessageData = {
    domain: new URL(APP_ORIGIN).host,
    accountAddress: alice.address,
    uri: APP_ORIGIN,
    version: '1',
    chainId: POLKADOT,
    nonce: nonce.body.nonce,
    issuedAt: new Date().toISOString(),
  }
  const message = buildMessage(data)
  const bytes = Buffer.from(wrap ? `<Bytes>${message}</Bytes>` : message, 'utf8')
  const signature = `0x${sign(null, bytes, signer.privateKey).toString('hex')}`
  return { data, message, signature }
}

const post = (json: unknown) =>
  call(provider.url, path(alice.address), { json, headers: { origin: APP_ORIGIN } })

describe('a Polkadot session on POST /v1/sessions/{id}', () => {
  it('is verified and kept, signed over <Bytes>…</Bytes> or the bare message', async () => {
    for (const wrap of [true, false]) {
      const added = await post(await signed(alice, wrap))
      expect(added.status).toBe(201)
      expect(added.body.pci).toMatch(/^[0-9a-f]{64}$/)
    }
  })

  it("is refused with another account's signature, or a changed one", async () => {
    const forged = await post(await signed(mallory))
    expect(forged.status).toBe(401)
    expect(forged.body.error).toMatchObject({ code: 'SESSION_REFUSED' })
    expect(forged.body.error.message).toMatch(/^signature/)
    const session = await signed()
    const changed = `${session.signature.slice(0, -1)}${session.signature.endsWith('0') ? '1' : '0'}`
    const refused = await post({ ...session, signature: changed })
    expect(refused.status).toBe(401)
    // The refused session left its nonce usable: the real signature still gets in.
    expect((await post(session)).status).toBe(201)
  })

  it('is refused on a chain id that is not a Polkadot genesis hash', async () => {
    const session = await signed()
    const data = { ...session.data, chainId: 'polkadot:not-a-genesis' as const }
    const refused = await call(provider.url, `/v1/sessions/${data.chainId}:${alice.address}?${q}`, {
      json: { data, message: buildMessage(data), signature: session.signature },
      headers,
    })
    expect(refused.status).toBe(401)
    expect(refused.body.error.message).toMatch(/^chain/)
  })
})
