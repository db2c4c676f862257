import type { SiwxMessageData, SiwxSession } from '@latchkey/core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, it } from 'vitest'
import { buildMessage } from '../message/buildMessage'
import { evmVerifier } from '../verify/evmVerifier'
import { createSessionVerifier } from './createSessionVerifier'
import { createMemoryNonceStore, type NonceStore } from './nonceStore'
import {
  SiwxChainNotAllowedError,
  SiwxDataMismatchError,
  SiwxDomainMismatchError,
  SiwxExpiredError,
  SiwxIssuedInFutureError,
  SiwxMalformedMessageError,
  SiwxNonceError,
  SiwxNotYetValidError,
  SiwxSignatureError,
  SiwxUnsupportedNamespaceError,
  SiwxUriMismatchError,
} from './SiwxVerificationError'

const NOW = Date.parse('2026-11-25T12:00:00.000Z')
const account = privateKeyToAccount(generatePrivateKey())
const other = privateKeyToAccount(generatePrivateKey())
let nonces: NonceStore
let verify: ReturnType<typeof createSessionVerifier>

beforeEach(() => {
  nonces = createMemoryNonceStore({ now: () => NOW })
  verify = createSessionVerifier({
    domain: 'app.test',
    chains: ['eip155:1', 'eip155:31337'],
    verifiers: [evmVerifier()],
    nonces,
    now: () => NOW,
  })
})

async function signed(
  overrides: Partial<SiwxMessageData> = {},
  signer = account,
): Promise<SiwxSession> {
  const data: SiwxMessageData = {
    domain: 'app.test',
    accountAddress: account.address,
    uri: 'https://app.test/login',
    version: '1',
    chainId: 'eip155:1',
    nonce: await nonces.issue(),
    issuedAt: new Date(NOW).toISOString(),
    ...overrides,
  }
  const message = buildMessage(data)
  return { data, message, signature: await signer.signMessage({ message }) }
}

describe('server session verification (SPEC §4 Sign-in)', () => {
  it('accepts a good session once, and refuses the same nonce again', async () => {
    const session = await signed()
    expect((await verify(session)).data.accountAddress).toBe(account.address)
    await expect(verify(session)).rejects.toBeInstanceOf(SiwxNonceError)
  })

  it('refuses a nonce it never issued', async () => {
    await expect(verify(await signed({ nonce: 'madeUpNonce123' }))).rejects.toMatchObject({
      reason: 'nonce',
    })
  })

  it('refuses another domain and a URI of another site', async () => {
    await expect(verify(await signed({ domain: 'evil.test' }))).rejects.toBeInstanceOf(
      SiwxDomainMismatchError,
    )
    await expect(
      verify(await signed({ uri: 'https://app.test.evil.test/' })),
    ).rejects.toBeInstanceOf(SiwxUriMismatchError)
  })

  it('refuses another chain than the accepted ones', async () => {
    await expect(verify(await signed({ chainId: 'eip155:10' }))).rejects.toBeInstanceOf(
      SiwxChainNotAllowedError,
    )
    await expect(
      verify(
        await signed({
          chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
        }),
      ),
    ).rejects.toBeInstanceOf(SiwxChainNotAllowedError)
  })

  it('refuses a signature by another address, or for another one', async () => {
    await expect(verify(await signed({}, other))).rejects.toBeInstanceOf(SiwxSignatureError)
    const session = await signed({ accountAddress: other.address })
    await expect(verify(session)).rejects.toMatchObject({ reason: 'signature' })
  })

  it('refuses expired and not-yet-valid messages, within a 60 s clock skew', async () => {
    const at = (ms: number) => new Date(NOW + ms).toISOString()
    await expect(verify(await signed({ expirationTime: at(-61_000) }))).rejects.toBeInstanceOf(
      SiwxExpiredError,
    )
    await expect(verify(await signed({ notBefore: at(61_000) }))).rejects.toBeInstanceOf(
      SiwxNotYetValidError,
    )
    await expect(verify(await signed({ issuedAt: at(61_000) }))).rejects.toBeInstanceOf(
      SiwxIssuedInFutureError,
    )
    // A wallet clock 59 s off is tolerated both ways.
    await expect(verify(await signed({ expirationTime: at(-59_000) }))).resolves.toBeTruthy()
    await expect(
      verify(await signed({ notBefore: at(59_000), issuedAt: at(59_000) })),
    ).resolves.toBeTruthy()
  })

  it('refuses data that differs from the signed text, and text that is no message', async () => {
    const session = await signed()
    await expect(
      verify({ ...session, data: { ...session.data, accountAddress: other.address } }),
    ).rejects.toBeInstanceOf(SiwxDataMismatchError)
    await expect(verify({ ...session, message: 'hello' })).rejects.toBeInstanceOf(
      SiwxMalformedMessageError,
    )
  })

  it('refuses a signed text whose dates do not exist (2025-02-31 is not 3 March)', async () => {
    const session = await signed({ notBefore: '2025-02-28T17:09:38.578Z' })
    const message = session.message.replace('2025-02-28', '2025-02-31')
    const signature = await account.signMessage({ message })
    await expect(
      verify({
        data: { ...session.data, notBefore: '2025-02-31T17:09:38.578Z' },
        message,
        signature,
      }),
    ).rejects.toBeInstanceOf(SiwxMalformedMessageError)
  })

  it("reads a scheme before the domain, and refuses one that is not the origin's", async () => {
    await expect(verify(await signed({ scheme: 'https' }))).resolves.toMatchObject({
      data: { scheme: 'https', domain: 'app.test' },
    })
    await expect(verify(await signed({ scheme: 'http' }))).rejects.toBeInstanceOf(
      SiwxDomainMismatchError,
    )
    const session = await signed({ scheme: 'https' })
    const { scheme: _, ...noScheme } = session.data
    await expect(verify({ ...session, data: noScheme })).rejects.toBeInstanceOf(
      SiwxDataMismatchError,
    )
  })

  it('refuses a namespace it has no verifier for', async () => {
    const solana = createSessionVerifier({
      domain: 'app.test',
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      verifiers: [evmVerifier()],
      nonces,
      now: () => NOW,
    })
    const data: SiwxMessageData = {
      domain: 'app.test',
      accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      uri: 'https://app.test',
      version: '1',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      nonce: await nonces.issue(),
    }
    await expect(
      solana({ data, message: buildMessage(data), signature: 'x' }),
    ).rejects.toBeInstanceOf(SiwxUnsupportedNamespaceError)
  })

  it('lets a nonce expire after 10 minutes unused', async () => {
    let now = NOW
    const store = createMemoryNonceStore({ now: () => now })
    const nonce = await store.issue()
    now += 10 * 60_000
    expect(await store.consume(nonce)).toBe(false)
  })
})
