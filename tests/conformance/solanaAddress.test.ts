// Issue 31: the BUILT @latchkey/core Solana address rule (base58 of exactly 32 bytes) against an
// independent base58 (ethers) and real ed25519 keys (@noble/curves).
import { isValidSolanaAddress, namespaceProfile } from '@latchkey/core'
import { ed25519 } from '@noble/curves/ed25519'
import { encodeBase58 } from 'ethers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

// ethers' base58 writes leading zero bytes as leading 1s, as Solana does.
const base58 = (bytes: Uint8Array) => encodeBase58(bytes)

describe('Solana addresses', () => {
  it('accepts well-known accounts: the system program, wrapped SOL, the token program', () => {
    for (const address of [
      '11111111111111111111111111111111',
      'So11111111111111111111111111111111111111112',
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    ]) {
      expect(isValidSolanaAddress(address)).toBe(true)
      expect(namespaceProfile('solana').isAddress(address)).toBe(true)
    }
  })

  it('accepts every ed25519 public key in base58', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (seed) => {
        expect(isValidSolanaAddress(base58(ed25519.getPublicKey(seed)))).toBe(true)
      }),
      { numRuns: 100 },
    )
  })

  it('is "decodes to 32 bytes", not "32 to 44 characters"', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 40 }), (bytes) => {
        const text = base58(bytes)
        expect(isValidSolanaAddress(text)).toBe(bytes.length === 32)
      }),
      { numRuns: 500 },
    )
    // A genesis hash cut to 32 characters (a CAIP-2 reference) is 32 characters of 24 bytes.
    expect(isValidSolanaAddress('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false)
  })
})
