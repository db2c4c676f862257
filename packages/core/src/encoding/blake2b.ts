// BLAKE2b (RFC 7693), unkeyed, in 64-bit BigInt words: small rather than fast, for the few dozen
// bytes an SS58 checksum hashes.
const MASK = (1n << 64n) - 1n
const IV = [
  0x6a09e667f3bcc908n,
  0xbb67ae8584caa73bn,
  0x3c6ef372fe94f82bn,
  0xa54ff53a5f1d36f1n,
  0x510e527fade682d1n,
  0x9b05688c2b3e6c1fn,
  0x1f83d9abfb41bd6bn,
  0x5be0cd19137e2179n,
]
// RFC 7693 §2.7: the message word order of rounds 0 to 9 (rounds 10 and 11 repeat 0 and 1).
const SIGMA =
  '0123456789abcdefea489fd61c02b753b8c052fdae3671947931dcbe265a40f8905724afe1bc683d' +
  '2c6a0b834d75fe19c51fed4a0763928bdb7ec13950f4862a6fe9b308c2d714a5a2847615fb9e3cd0'

const rotr = (x: bigint, n: bigint) => ((x >> n) | (x << (64n - n))) & MASK

function compress(h: bigint[], chunk: Uint8Array, counter: number, last: boolean): void {
  const block = new Uint8Array(128)
  block.set(chunk)
  const view = new DataView(block.buffer)
  const m = Array.from({ length: 16 }, (_, i) => view.getBigUint64(i * 8, true))
  const v = [...h, ...IV]
  v[12] = (v[12] as bigint) ^ BigInt(counter)
  if (last) v[14] = (v[14] as bigint) ^ MASK
  for (let round = 0; round < 12; round++) {
    const s = SIGMA.slice((round % 10) * 16, (round % 10) * 16 + 16)
    for (let i = 0; i < 8; i++) {
      // Columns (0,4,8,12)…(3,7,11,15), then diagonals (0,5,10,15)…(3,4,9,14).
      const a = i & 3
      const b = 4 + ((i + (i >> 2)) & 3)
      const c = 8 + ((i + 2 * (i >> 2)) & 3)
      const d = 12 + ((i + 3 * (i >> 2)) & 3)
      const x = m[Number.parseInt(s[2 * i] as string, 16)] as bigint
      const y = m[Number.parseInt(s[2 * i + 1] as string, 16)] as bigint
      let [va, vb, vc, vd] = [v[a], v[b], v[c], v[d]] as bigint[] as [
        bigint,
        bigint,
        bigint,
        bigint,
      ]
      va = (va + vb + x) & MASK
      vd = rotr(vd ^ va, 32n)
      vc = (vc + vd) & MASK
      vb = rotr(vb ^ vc, 24n)
      va = (va + vb + y) & MASK
      vd = rotr(vd ^ va, 16n)
      vc = (vc + vd) & MASK
      vb = rotr(vb ^ vc, 63n)
      ;[v[a], v[b], v[c], v[d]] = [va, vb, vc, vd]
    }
  }
  for (let i = 0; i < 8; i++) h[i] = (h[i] as bigint) ^ (v[i] as bigint) ^ (v[i + 8] as bigint)
}

/** The BLAKE2b digest of `input`, `outLength` bytes long (1 to 64; default 64, BLAKE2b-512). */
export function blake2b(input: Uint8Array, outLength = 64): Uint8Array {
  const h = [...IV]
  h[0] = (h[0] as bigint) ^ 0x01010000n ^ BigInt(outLength)
  let offset = 0
  while (input.length - offset > 128) {
    offset += 128
    compress(h, input.subarray(offset - 128, offset), offset, false)
  }
  compress(h, input.subarray(offset), input.length, true)
  const out = new Uint8Array(64)
  const view = new DataView(out.buffer)
  for (let i = 0; i < 8; i++) view.setBigUint64(i * 8, h[i] as bigint, true)
  return out.slice(0, outLength)
}
