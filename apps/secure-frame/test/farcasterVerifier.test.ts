// The frame server's check of a signed Sign In With Farcaster message agrees with
// @farcaster/auth-client's verifySignInMessage (custody method) on the same vectors, both
// reading the IdRegistry at a configured address on the local chain.
import { createAppClient } from '@farcaster/auth-client'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSiwfMessage, type SiwfFields } from '../src/farcaster/siwfMessage'
import { type SiwfRefusal, siwfVerifier } from '../src/farcaster/siwfVerifier'
import { farcasterWorld } from './farcasterSupport'

let world: Awaited<ReturnType<typeof farcasterWorld>>
beforeAll(async () => {
  world = await farcasterWorld()
})
afterAll(() => world?.stop())

const NONCE = 'b7a5e0c1d2f34a5b6c7d8e9f00112233'
const DOMAIN = 'app.example.com'

async function signed(key: Hex, change: (fields: SiwfFields) => SiwfFields = (f) => f) {
  const account = privateKeyToAccount(key)
  const message = buildSiwfMessage(
    change({
      domain: DOMAIN,
      address: account.address,
      uri: `https://${DOMAIN}/login`,
      nonce: NONCE,
      fid: world.aliceFid,
      issuedAt: new Date(Date.now() - 10_000),
      expirationTime: new Date(Date.now() + 300_000),
    }),
  )
  return { message, signature: await account.signMessage({ message }) }
}

describe('SIWF verification agrees with @farcaster/auth-client', () => {
  const vectors: [
    string,
    () => Promise<{ message: string; signature: Hex }>,
    SiwfRefusal | 'ok',
  ][] = [
    ['a valid login', () => signed(world.aliceKey), 'ok'],
    [
      'another FID than the signer’s',
      () => signed(world.aliceKey, (f) => ({ ...f, fid: world.bobFid })),
      'NOT_CUSTODY',
    ],
    ['a signer with no FID', () => signed(generatePrivateKey()), 'NOT_CUSTODY'],
    [
      'the custody address written in, another key signing',
      async () => {
        const alice = privateKeyToAccount(world.aliceKey).address
        const forged = await signed(world.bobKey, (f) => ({ ...f, address: alice }))
        return forged
      },
      'BAD_SIGNATURE',
    ],
    [
      'an expired message',
      () =>
        signed(world.aliceKey, (f) => ({
          ...f,
          issuedAt: new Date(Date.now() - 600_000),
          expirationTime: new Date(Date.now() - 1_000),
        })),
      'EXPIRED',
    ],
    [
      'another domain',
      () => signed(world.aliceKey, (f) => ({ ...f, domain: 'evil.example.net' })),
      'WRONG_DOMAIN',
    ],
    [
      'another nonce',
      () => signed(world.aliceKey, (f) => ({ ...f, nonce: 'c0ffee00c0ffee00' })),
      'WRONG_NONCE',
    ],
  ]

  for (const [name, make, expected] of vectors)
    it(`${name}: ${expected}`, async () => {
      const { message, signature } = await make()
      const ours = await siwfVerifier({
        client: world.publicClient,
        idRegistry: world.registry,
        now: Date.now,
      })({ message, signature, nonce: NONCE, domain: DOMAIN })
      const theirs = await createAppClient({
        relay: world.relay.url,
        ethereum: world.ethereum,
      }).verifySignInMessage({
        nonce: NONCE,
        domain: DOMAIN,
        message,
        signature,
        acceptAuthAddress: false,
      })
      expect(ours.ok ? 'ok' : ours.reason).toBe(expected)
      expect(theirs.isError).toBe(expected !== 'ok')
      if (ours.ok) {
        expect(theirs.fid).toBe(ours.fid)
        expect(ours.fid).toBe(world.aliceFid)
      }
    })

  it('refuses what is no SIWF message: other statement, chain, no or two FID resources', async () => {
    const verify = siwfVerifier({
      client: world.publicClient,
      idRegistry: world.registry,
      now: Date.now,
    })
    const account = privateKeyToAccount(world.aliceKey)
    const base = (await signed(world.aliceKey)).message
    for (const text of [
      base.replace('Farcaster Auth', 'Sign in'),
      base.replace('Chain ID: 10', 'Chain ID: 1'),
      base.replace(`- farcaster://fid/${world.aliceFid}`, '- https://example.com'),
      `${base}\n- farcaster://fid/${world.bobFid}`,
      'hello',
    ]) {
      const signature = await account.signMessage({ message: text })
      const ours = await verify({ message: text, signature, nonce: NONCE, domain: DOMAIN })
      const theirs = await createAppClient({
        relay: world.relay.url,
        ethereum: world.ethereum,
      }).verifySignInMessage({
        nonce: NONCE,
        domain: DOMAIN,
        message: text,
        signature,
        acceptAuthAddress: false,
      })
      expect(ours).toMatchObject({ ok: false, reason: 'INVALID_MESSAGE' })
      expect(theirs.isError).toBe(true)
    }
  })
})
