import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromBase58, toBase58 } from './base58'

describe('base58', () => {
  it('encodes known vectors, leading zeros as 1s', () => {
    expect(toBase58(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV')
    expect(toBase58(Uint8Array.from([0, 0, 1]))).toBe('112')
    expect(fromBase58('112')).toEqual(Uint8Array.from([0, 0, 1]))
  })

  it('decodes what it encodes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(fromBase58(toBase58(bytes))).toEqual(bytes)
      }),
    )
  })

  it('refuses characters outside the alphabet', () => {
    expect(fromBase58('0OIl')).toBeUndefined()
  })
})
