import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { blake2b } from './blake2b'
import { bytesToHex } from './hex'

const hex = (bytes: Uint8Array) => bytesToHex(bytes).slice(2)

describe('blake2b', () => {
  it('gives RFC 7693 Appendix A: BLAKE2b-512("abc")', () => {
    expect(hex(blake2b(new TextEncoder().encode('abc')))).toBe(
      'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d1' +
        '7d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
    )
  })

  it('gives the known BLAKE2b-512 and BLAKE2b-256 digests of the empty input', () => {
    expect(hex(blake2b(new Uint8Array()))).toBe(
      '786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419' +
        'd25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce',
    )
    expect(hex(blake2b(new Uint8Array(), 32))).toBe(
      '0e5751c026e543b2e8ab2eb06099daa1d1e5df47778f7787faab45cdf12fe3a8',
    )
  })

  it("agrees with Node's blake2b512 on any input, across block boundaries", () => {
    const sizes = [0, 1, 127, 128, 129, 255, 256, 257]
    for (const size of sizes) {
      const input = Uint8Array.from({ length: size }, (_, i) => (i * 7) & 255)
      expect(hex(blake2b(input))).toBe(createHash('blake2b512').update(input).digest('hex'))
    }
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (input) => {
        expect(hex(blake2b(input))).toBe(createHash('blake2b512').update(input).digest('hex'))
      }),
      { numRuns: 200 },
    )
  })
})
