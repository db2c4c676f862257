// FIPS 180-4's round constants: the first 32 bits of the fractional parts of the cube roots of
// the first 64 primes (computed, not listed, to keep the module small).
const K: number[] = []
const H0: number[] = []
for (let n = 2, found = 0; found < 64; n++) {
  let prime = true
  for (let d = 2; d * d <= n; d++) if (n % d === 0) prime = false
  if (!prime) continue
  if (found < 8) H0.push(((n ** (1 / 2) % 1) * 2 ** 32) | 0)
  K.push(((n ** (1 / 3) % 1) * 2 ** 32) | 0)
  found++
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))

/** SHA-256 of bytes, synchronous: Bitcoin's base58check needs it where WebCrypto is async. */
export function sha256(data: Uint8Array): Uint8Array {
  const length = ((data.length + 9 + 63) >> 6) << 6
  const padded = new Uint8Array(length)
  padded.set(data)
  padded[data.length] = 0x80
  const view = new DataView(padded.buffer)
  view.setUint32(length - 8, Math.floor(data.length / 0x20000000))
  view.setUint32(length - 4, data.length << 3)
  const h = H0.slice()
  const w = new Array<number>(64)
  for (let block = 0; block < length; block += 64) {
    for (let i = 0; i < 64; i++) {
      if (i < 16) w[i] = view.getUint32(block + i * 4)
      else {
        const a = w[i - 15] as number
        const b = w[i - 2] as number
        const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3)
        const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10)
        w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) | 0
      }
    }
    let [a, b, c, d, e, f, g, hh] = h as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ]
    for (let i = 0; i < 64; i++) {
      const t1 =
        (hh +
          (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) +
          ((e & f) ^ (~e & g)) +
          (K[i] as number) +
          (w[i] as number)) |
        0
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0
      hh = g
      g = f
      f = e
      e = (d + t1) | 0
      d = c
      c = b
      b = a
      a = (t1 + t2) | 0
    }
    const next = [a, b, c, d, e, f, g, hh]
    for (let i = 0; i < 8; i++) h[i] = ((h[i] as number) + (next[i] as number)) | 0
  }
  const out = new Uint8Array(32)
  const outView = new DataView(out.buffer)
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i] as number)
  return out
}
