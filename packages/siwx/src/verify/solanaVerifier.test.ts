import type { SiwxMessageData } from '@latchkey/core'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { buildMessage } from '../message/buildMessage'
import { createSessionVerifier } from '../server/createSessionVerifier'
import { createMemoryNonceStore } from '../server/nonceStore'
import { SiwxDataMismatchError, SiwxSignatureError } from '../server/SiwxVerificationError'
import { solanaVerifier } from './solanaVerifier'

const verifier = solanaVerifier()
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
const secret = ed25519.utils.randomPrivateKey()
const address = base58.encode(ed25519.getPublicKey(secret))
const sign = (text: string) => base58.encode(ed25519.sign(new TextEncoder().encode(text), secret))

function dataFor(overrides: Partial<SiwxMessageData> = {}): SiwxMessageData {
  return {
    domain: 'app.test',
    accountAddress: address,
    uri: 'https://app.test',
    version: '1',
    chainId: MAINNET,
    nonce: 'abcdefgh1',
    issuedAt: '2026-11-29T00:00:00.000Z',
    ...overrides,
  }
}

// The Sign In With Solana text (phantom-labs/sign-in-with-solana ABNF), written out literally.
const SIWS_MAINNET = [
  'app.test wants you to sign in with your Solana account:',
  address,
  '',
  'Sign in to the app',
  '',
  'URI: https://app.test',
  'Version: 1',
  'Chain ID: mainnet',
  'Nonce: abcdefgh1',
  'Issued At: 2026-11-29T00:00:00.000Z',
  'Resources:',
  '- https://app.test/terms',
].join('\n')
const SIWS_DATA = dataFor({
  statement: 'Sign in to the app',
  resources: ['https://app.test/terms'],
})

describe('Solana verifier: the message', () => {
  it('accepts the CAIP-122 text of the session data, signed by its account', async () => {
    const message = buildMessage(dataFor())
    expect(await verifier.verify({ data: dataFor(), message, signature: sign(message) })).toBe(true)
    // base64 too (some wallets answer it)
    const b64 = base64.encode(base58.decode(sign(message)))
    expect(await verifier.verify({ data: dataFor(), message, signature: b64 })).toBe(true)
  })

  it('accepts the SIWS text of the same data ("Chain ID: mainnet" and "solana:mainnet")', async () => {
    const session = { data: SIWS_DATA, message: SIWS_MAINNET, signature: sign(SIWS_MAINNET) }
    expect(await verifier.verify(session)).toBe(true)
    const prefixed = SIWS_MAINNET.replace('Chain ID: mainnet', 'Chain ID: solana:mainnet')
    expect(
      await verifier.verify({ ...session, message: prefixed, signature: sign(prefixed) }),
    ).toBe(true)
  })

  it('accepts SIWS text with no statement (one empty line before the fields)', async () => {
    const message = [
      'app.test wants you to sign in with your Solana account:',
      address,
      '',
      'URI: https://app.test',
      'Version: 1',
      'Chain ID: mainnet',
      'Nonce: abcdefgh1',
      'Issued At: 2026-11-29T00:00:00.000Z',
    ].join('\n')
    expect(await verifier.verify({ data: dataFor(), message, signature: sign(message) })).toBe(true)
  })

  it('accepts "Chain ID: localnet" for a network that is no public cluster', async () => {
    const data = dataFor({ chainId: 'solana:4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZ' })
    const message = [
      'app.test wants you to sign in with your Solana account:',
      address,
      '',
      'URI: https://app.test',
      'Version: 1',
      'Chain ID: localnet',
      'Nonce: abcdefgh1',
      'Issued At: 2026-11-29T00:00:00.000Z',
    ].join('\n')
    expect(await verifier.verify({ data, message, signature: sign(message) })).toBe(true)
    const mainnet = message.replace('localnet', 'mainnet')
    expect(await verifier.verify({ data, message: mainnet, signature: sign(mainnet) })).toBe(false)
  })

  it.each([
    ['another nonce', SIWS_MAINNET.replace('Nonce: abcdefgh1', 'Nonce: abcdefgh2')],
    ['another cluster', SIWS_MAINNET.replace('Chain ID: mainnet', 'Chain ID: devnet')],
    ['an unlisted chain form', SIWS_MAINNET.replace('Chain ID: mainnet', 'Chain ID: Mainnet')],
    ['a trailing newline', `${SIWS_MAINNET}\n`],
    ['no statement', SIWS_MAINNET.replace('Sign in to the app\n\n', '')],
    ['another domain', SIWS_MAINNET.replace('app.test wants', 'evil.test wants')],
    ['a resource more', `${SIWS_MAINNET}\n- https://evil.test`],
  ])('refuses a signed text with %s than the data says', async (_, message) => {
    expect(await verifier.verify({ data: SIWS_DATA, message, signature: sign(message) })).toBe(
      false,
    )
  })

  it('refuses another key, a short signature, and data that is not text', async () => {
    const message = buildMessage(dataFor())
    const other = base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
    const data = dataFor({ accountAddress: other })
    expect(
      await verifier.verify({ data, message: buildMessage(data), signature: sign(message) }),
    ).toBe(false)
    expect(await verifier.verify({ data: dataFor(), message, signature: 'short' })).toBe(false)
    const bad = { ...dataFor(), nonce: 7 } as unknown as SiwxMessageData
    expect(await verifier.verify({ data: bad, message, signature: sign(message) })).toBe(false)
  })
})

describe('Solana verifier: strict ed25519', () => {
  it('refuses the all-zero key with identity R and zero S (a signature with no private key)', async () => {
    // 32 zero bytes is the order-4 point; 01 00…00 the identity; S = 0. ZIP-215 accepts it.
    const data = dataFor({ accountAddress: '11111111111111111111111111111111' })
    const message = buildMessage(data)
    const forged = new Uint8Array(64)
    forged[0] = 1
    expect(await verifier.verify({ data, message, signature: base58.encode(forged) })).toBe(false)
  })

  it('refuses S + L, the malleated twin of a valid signature (RFC 8032 §5.1.7)', async () => {
    const message = buildMessage(dataFor())
    const signature = base58.decode(sign(message))
    let s = 0n
    for (let i = 63; i >= 32; i--) s = (s << 8n) | BigInt(signature[i] ?? 0)
    s += 2n ** 252n + 27742317777372353535851937790883648493n
    for (let i = 32; i < 64; i++, s >>= 8n) signature[i] = Number(s & 0xffn)
    expect(
      await verifier.verify({ data: dataFor(), message, signature: base58.encode(signature) }),
    ).toBe(false)
  })
})

describe('server verification of a Solana sign-in (SPEC §4)', () => {
  const NOW = Date.parse('2026-11-29T00:00:10.000Z')
  function serverFor(nonce: string) {
    return createSessionVerifier({
      domain: 'app.test',
      chains: [MAINNET],
      verifiers: [verifier],
      nonces: { issue: async () => nonce, consume: async (n) => n === nonce },
      now: () => NOW,
    })
  }

  it('accepts the SIWS text a solana:signIn wallet wrote, with its data', async () => {
    const session = { data: SIWS_DATA, message: SIWS_MAINNET, signature: sign(SIWS_MAINNET) }
    expect((await serverFor('abcdefgh1')(session)).data).toEqual(SIWS_DATA)
  })

  it('refuses SIWS text that says other than the data, and a forged signature', async () => {
    const message = SIWS_MAINNET.replace('Chain ID: mainnet', 'Chain ID: devnet')
    await expect(
      serverFor('abcdefgh1')({ data: SIWS_DATA, message, signature: sign(message) }),
    ).rejects.toBeInstanceOf(SiwxDataMismatchError)
    const forged = { data: SIWS_DATA, message: SIWS_MAINNET, signature: sign('other') }
    await expect(serverFor('abcdefgh1')(forged)).rejects.toBeInstanceOf(SiwxSignatureError)
  })

  it('still reads CAIP-122 text itself', async () => {
    const nonces = createMemoryNonceStore({ now: () => NOW })
    const nonce = await nonces.issue()
    const data = dataFor({ nonce })
    const message = buildMessage(data)
    const verify = createSessionVerifier({
      domain: 'app.test',
      chains: [MAINNET],
      verifiers: [verifier],
      nonces,
      now: () => NOW,
    })
    expect((await verify({ data, message, signature: sign(message) })).data).toEqual(data)
  })
})
