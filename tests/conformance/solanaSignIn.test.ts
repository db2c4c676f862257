import type { SiwxMessageData } from '@latchkey/core'
import { createSolanaDevWallet } from '@latchkey/dev-wallet'
import { createSessionVerifier, SiwxSignatureError, solanaVerifier } from '@latchkey/siwx/server'
import { ed25519 } from '@noble/curves/ed25519'
import {
  createSignInMessage,
  createSignInMessageText,
  verifySignIn,
} from '@solana/wallet-standard-util'
import { describe, expect, it } from 'vitest'

// The Wallet Standard types, as the reference library takes them.
type SolanaSignInInput = Parameters<typeof verifySignIn>[0]
type SolanaSignInOutput = Parameters<typeof verifySignIn>[1]

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
function base58(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`)
  let out = ''
  for (; n > 0n; n /= 58n) out = ALPHABET[Number(n % 58n)] + out
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

const seed = ed25519.utils.randomPrivateKey()
const publicKey = ed25519.getPublicKey(seed)
const address = base58(publicKey)
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
const NOW = Date.parse('2026-11-29T00:00:10.000Z')

const data: SiwxMessageData = {
  domain: 'app.test',
  accountAddress: address,
  statement: 'Sign in to the app',
  uri: 'https://app.test',
  version: '1',
  chainId: MAINNET,
  nonce: 'abcdefgh1',
  issuedAt: '2026-11-29T00:00:00.000Z',
  expirationTime: '2026-11-30T00:00:00.000Z',
  requestId: 'r-1',
  resources: ['https://app.test/terms'],
}
// The solana:signIn input for `data`, as the Solana adapter builds it (the chain as its cluster).
const input = {
  domain: data.domain,
  address,
  statement: data.statement,
  uri: data.uri,
  version: data.version,
  chainId: 'mainnet',
  nonce: data.nonce,
  issuedAt: data.issuedAt,
  expirationTime: data.expirationTime,
  requestId: data.requestId,
  resources: data.resources,
} satisfies SolanaSignInInput

function server() {
  return createSessionVerifier({
    domain: 'app.test',
    chains: [MAINNET],
    verifiers: [solanaVerifier()],
    nonces: { issue: async () => 'abcdefgh1', consume: async (n) => n === 'abcdefgh1' },
    now: () => NOW,
  })
}
const ours = (message: string, signature: Uint8Array) =>
  solanaVerifier().verify({ data, message, signature: base58(signature) })

describe('our dev wallet against @solana/wallet-standard-util', () => {
  async function devWalletSignIn(): Promise<SolanaSignInOutput> {
    const wallet = createSolanaDevWallet({
      secretKeys: [Uint8Array.from([...seed, ...publicKey])],
      chains: [{ chain: 'solana:mainnet', rpcUrl: 'http://127.0.0.1:1' }],
    })
    const feature = wallet.wallet.features['solana:signIn'] as {
      signIn(...inputs: SolanaSignInInput[]): Promise<readonly SolanaSignInOutput[]>
    }
    const [output] = await feature.signIn(input)
    if (!output) throw new Error('no output')
    return output
  }

  it('its output passes verifySignIn, and wallet-standard-util writes the same text', async () => {
    const output = await devWalletSignIn()
    expect(verifySignIn(input, output)).toBe(true)
    expect(new TextDecoder().decode(output.signedMessage)).toBe(createSignInMessageText(input))
  })

  it('its output, kept as a session, passes our verifier and the server', async () => {
    const output = await devWalletSignIn()
    const message = new TextDecoder().decode(output.signedMessage)
    expect(await ours(message, output.signature)).toBe(true)
    const session = { data, message, signature: base58(output.signature) }
    expect((await server()(session)).data).toEqual(data)
  })

  it('a tampered output fails verifySignIn and ours', async () => {
    const output = await devWalletSignIn()
    const text = new TextDecoder().decode(output.signedMessage).replace('abcdefgh1', 'abcdefgh2')
    const tampered = { ...output, signedMessage: new TextEncoder().encode(text) }
    expect(verifySignIn(input, tampered)).toBe(false)
    expect(await ours(text, output.signature)).toBe(false)
    const flipped = Uint8Array.from(output.signature)
    flipped[10] = (flipped[10] ?? 0) ^ 1
    expect(verifySignIn(input, { ...output, signature: flipped })).toBe(false)
    expect(await ours(new TextDecoder().decode(output.signedMessage), flipped)).toBe(false)
  })
})

describe('wallet-standard-util createSignInMessage + a @noble/curves key against ours', () => {
  const signedMessage = createSignInMessage(input)
  const signature = ed25519.sign(signedMessage, seed)
  const text = new TextDecoder().decode(signedMessage)

  it('passes our verifier and the server, as verifySignIn agrees', async () => {
    const output = {
      account: { address, publicKey, chains: [], features: [] },
      signedMessage,
      signature,
    }
    expect(verifySignIn(input, output)).toBe(true)
    expect(await ours(text, signature)).toBe(true)
    expect((await server()({ data, message: text, signature: base58(signature) })).data).toEqual(
      data,
    )
  })

  it.each([
    ['another nonce', { nonce: 'abcdefgh2' }],
    ['another chain', { chainId: 'devnet' }],
    ['another domain', { domain: 'evil.test' }],
    ['no expiration', { expirationTime: undefined }],
  ])('a message with %s than the data fails verifySignIn and ours', async (_, change) => {
    const other = createSignInMessage({ ...input, ...change })
    const otherSignature = ed25519.sign(other, seed)
    const output = {
      account: { address, publicKey, chains: [], features: [] },
      signedMessage: other,
      signature: otherSignature,
    }
    expect(verifySignIn(input, output)).toBe(false)
    expect(await ours(new TextDecoder().decode(other), otherSignature)).toBe(false)
  })

  it('another key fails both', async () => {
    const otherSeed = ed25519.utils.randomPrivateKey()
    const forged = ed25519.sign(signedMessage, otherSeed)
    const output = {
      account: { address, publicKey, chains: [], features: [] },
      signedMessage,
      signature: forged,
    }
    expect(verifySignIn(input, output)).toBe(false)
    expect(await ours(text, forged)).toBe(false)
    await expect(
      server()({ data, message: text, signature: base58(forged) }),
    ).rejects.toBeInstanceOf(SiwxSignatureError)
  })
})

describe('issue 31: the signature made with no private key', () => {
  it('the server refuses the all-zero address with identity R and zero S', async () => {
    const zero = { ...data, accountAddress: '11111111111111111111111111111111' }
    const message = createSignInMessageText({ ...input, address: zero.accountAddress })
    const forged = new Uint8Array(64)
    forged[0] = 1
    await expect(
      server()({ data: zero, message, signature: base58(forged) }),
    ).rejects.toBeInstanceOf(SiwxSignatureError)
  })
})
