const MASK = (1n << 64n) - 1n
const rotl = (v: bigint, n: number) => ((v << BigInt(n)) | (v >> BigInt(64 - n))) & MASK

/** Keccak-f[1600] on 25 64-bit lanes (FIPS 202 §3), its tables worked out as it goes: small, not fast. */
function permute(s: bigint[]): void {
  let lfsr = 1
  for (let round = 0; round < 24; round++) {
    const c = [0, 1, 2, 3, 4].map((x) => s[x]! ^ s[x + 5]! ^ s[x + 10]! ^ s[x + 15]! ^ s[x + 20]!)
    const d = c.map((_, x) => c[(x + 4) % 5]! ^ rotl(c[(x + 1) % 5]!, 1))
    for (let i = 0; i < 25; i++) s[i]! ^= d[i % 5]!
    // rho and pi: the cycle of 24 lanes from (1, 0), each turned by the next triangular number.
    let last = s[1]!
    for (let t = 0, x = 1, y = 0; t < 24; t++) {
      ;[x, y] = [y, (2 * x + 3 * y) % 5]
      const next = s[x + 5 * y]!
      s[x + 5 * y] = rotl(last, (((t + 1) * (t + 2)) / 2) % 64)
      last = next
    }
    for (let y = 0; y < 25; y += 5) {
      const row = s.slice(y, y + 5)
      for (let x = 0; x < 5; x++) s[y + x] = row[x]! ^ (~row[(x + 1) % 5]! & row[(x + 2) % 5]!)
    }
    // iota: bits 2^j - 1 of the round constant come from the LFSR x^8 + x^6 + x^5 + x^4 + 1.
    for (let j = 0; j < 7; j++) {
      if (lfsr & 1) s[0]! ^= 1n << BigInt((1 << j) - 1)
      lfsr = lfsr & 0x80 ? (lfsr << 1) ^ 0x171 : lfsr << 1
    }
  }
}

/** Keccak-256 (the pre-FIPS padding Ethereum uses), for EIP-55 address checksums. */
export function keccak256(bytes: Uint8Array): Uint8Array {
  const padded = new Uint8Array((Math.floor(bytes.length / 136) + 1) * 136)
  padded.set(bytes)
  padded[bytes.length]! ^= 1
  padded[padded.length - 1]! ^= 0x80
  const s = new Array<bigint>(25).fill(0n)
  for (let i = 0; i < padded.length; i++) {
    s[(i % 136) >> 3]! ^= BigInt(padded[i]!) << BigInt(8 * (i & 7))
    if (i % 136 === 135) permute(s)
  }
  return Uint8Array.from({ length: 32 }, (_, i) =>
    Number((s[i >> 3]! >> BigInt(8 * (i & 7))) & 255n),
  )
}
