import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64, hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { buildMessage } from '../message/buildMessage'
import { solanaVerifier } from './solanaVerifier'

const verifier = solanaVerifier()
function verify(publicKey: Uint8Array, message: string, signature: string) {
  const data = {
    accountAddress: base58.encode(publicKey),
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const,
    domain: 'a.test',
    uri: 'https://a.test',
    version: '1',
    nonce: 'abcdefgh',
  }
  return verifier.verify({ data, message, signature })
}

// RFC 8032 §7.1 test vectors 1 and 2 (Ed25519).
const RFC8032 = [
  {
    publicKey: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    message: '',
    signature:
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
  },
  {
    publicKey: '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
    message: 'r',
    signature:
      '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
  },
]

describe('Solana verifier', () => {
  it.each(RFC8032)('accepts the RFC 8032 vector for "$message", base58 and base64', async (v) => {
    const key = hex.decode(v.publicKey)
    const sig = hex.decode(v.signature)
    expect(await verify(key, v.message, base58.encode(sig))).toBe(true)
    expect(await verify(key, v.message, base64.encode(sig))).toBe(true)
    expect(await verify(key, `${v.message}x`, base58.encode(sig))).toBe(false)
  })

  it('accepts a signed sign-in message and refuses another key', async () => {
    const secret = ed25519.utils.randomPrivateKey()
    const other = ed25519.getPublicKey(ed25519.utils.randomPrivateKey())
    const publicKey = ed25519.getPublicKey(secret)
    const message = buildMessage({
      accountAddress: base58.encode(publicKey),
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      domain: 'a.test',
      uri: 'https://a.test',
      version: '1',
      nonce: 'abcdefgh',
    })
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), secret))
    expect(await verify(publicKey, message, signature)).toBe(true)
    expect(await verify(other, message, signature)).toBe(false)
    expect(await verify(publicKey, message, 'short')).toBe(false)
  })
})
