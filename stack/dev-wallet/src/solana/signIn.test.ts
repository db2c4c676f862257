import { ed25519 } from '@noble/curves/ed25519'
import type { SolanaSignInOutput } from '@solana/wallet-standard-features'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { createSolanaDevWallet } from './createSolanaDevWallet'

const keys = [Keypair.generate(), Keypair.generate()]
const [first, second] = keys.map((k) => k.publicKey.toBase58()) as [string, string]

function make(mode: 'manual' | 'auto-approve' = 'auto-approve') {
  return createSolanaDevWallet({
    secretKeys: keys.map((k) => k.secretKey),
    chains: [{ chain: 'solana:localnet', rpcUrl: 'http://127.0.0.1:1' }],
    mode,
  })
}
function signIn(wallet: ReturnType<typeof make>, input: object) {
  const feature = wallet.wallet.features['solana:signIn'] as {
    signIn(...inputs: object[]): Promise<SolanaSignInOutput[]>
  }
  return feature.signIn(input)
}

const INPUT = {
  domain: 'app.test',
  address: second,
  statement: 'Sign in to the app',
  uri: 'https://app.test',
  version: '1',
  chainId: 'mainnet',
  nonce: 'abcdefgh1',
  issuedAt: '2026-11-29T00:00:00.000Z',
  expirationTime: '2026-11-30T00:00:00.000Z',
  requestId: 'r-1',
  resources: ['https://app.test/terms', 'ipfs://bafy'],
}
// The Sign In With Solana text for INPUT, as the spec's ABNF lays it out.
const TEXT = [
  'app.test wants you to sign in with your Solana account:',
  second,
  '',
  'Sign in to the app',
  '',
  'URI: https://app.test',
  'Version: 1',
  'Chain ID: mainnet',
  'Nonce: abcdefgh1',
  'Issued At: 2026-11-29T00:00:00.000Z',
  'Expiration Time: 2026-11-30T00:00:00.000Z',
  'Request ID: r-1',
  'Resources:',
  '- https://app.test/terms',
  '- ipfs://bafy',
].join('\n')

describe('Solana dev wallet: solana:signIn', () => {
  it('signs the SIWS text of the input with the account asked for, connecting it', async () => {
    const wallet = make()
    const [output] = await signIn(wallet, INPUT)
    expect(new TextDecoder().decode(output?.signedMessage)).toBe(TEXT)
    expect(output?.account.address).toBe(second)
    expect(output?.signatureType).toBe('ed25519')
    expect(
      ed25519.verify(
        output?.signature as Uint8Array,
        new TextEncoder().encode(TEXT),
        keys[1]?.publicKey.toBytes() as Uint8Array,
      ),
    ).toBe(true)
    expect(wallet.connected).toBe(true)
    expect(wallet.selected).toBe(second)
  })

  it('with no address or statement, signs for the selected account; one empty line before the fields', async () => {
    const wallet = make()
    const [output] = await signIn(wallet, { domain: 'app.test', nonce: 'abcdefgh1' })
    expect(new TextDecoder().decode(output?.signedMessage)).toBe(
      `app.test wants you to sign in with your Solana account:\n${first}\n\nNonce: abcdefgh1`,
    )
  })

  it('asks its user like a message signature, and a refusal is 4001', async () => {
    const wallet = make('manual')
    const pending = signIn(wallet, INPUT)
    const request = await wallet.approvals.nextPending()
    expect(request).toMatchObject({ kind: 'sign-message', method: 'signIn', account: second })
    expect(request.summary).toContain('Nonce: abcdefgh1')
    wallet.approvals.reject(request.id)
    await expect(pending).rejects.toMatchObject({ code: 4001 })
    expect(wallet.connected).toBe(false)
  })

  it('refuses (4100) an account other than the connected one', async () => {
    const wallet = make()
    await signIn(wallet, { ...INPUT, address: first })
    await expect(signIn(wallet, INPUT)).rejects.toMatchObject({ code: 4100 })
  })
})
