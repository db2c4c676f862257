import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { bytesToHex, hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { deriveEd25519, solanaKeyFromSecret } from './solanaKey'

describe('the frame’s Solana key', () => {
  it('follows SLIP-0010 ed25519 (the spec’s test vector 1, m/0H and m/0H/1H)', () => {
    const seed = hexToBytes('0x000102030405060708090a0b0c0d0e0f')
    expect(bytesToHex(deriveEd25519(seed, [0]))).toBe(
      '0x68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    )
    expect(bytesToHex(deriveEd25519(seed, [0, 1]))).toBe(
      '0xb1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2',
    )
  })

  it('is the same key for the same secret, another for another, and its signatures verify', () => {
    const secret = crypto.getRandomValues(new Uint8Array(32))
    const key = solanaKeyFromSecret(secret)
    expect(solanaKeyFromSecret(secret).address).toBe(key.address)
    expect(solanaKeyFromSecret(crypto.getRandomValues(new Uint8Array(32))).address).not.toBe(
      key.address,
    )
    expect(base58.decode(key.address)).toEqual(key.publicKey)
    const message = new TextEncoder().encode('hello')
    expect(ed25519.verify(key.sign(message), message, key.publicKey)).toBe(true)
    expect(
      ed25519.verify(key.sign(message), new TextEncoder().encode('hellO'), key.publicKey),
    ).toBe(false)
  })
})
