/**
 * A deterministic hex digest of `text`, `length` hex digits long. Not cryptographic: it gives the
 * test ledger and wallets stable, distinct hashes and signatures without a Node or Web crypto API.
 */
export function digest(text: string, length: number): string {
  let hex = ''
  for (let block = 0; hex.length < length; block++) {
    // FNV-1a over the text, seeded per block so every 8 digits differ.
    let hash = (0x811c9dc5 ^ Math.imul(block + 1, 0x9e3779b1)) >>> 0
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i)
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
    hex += hash.toString(16).padStart(8, '0')
  }
  return hex.slice(0, length)
}

/** The test wallets' signature of `message` by `address`: 65 bytes, as an EVM signature has. */
export function testSignature(address: string, message: string): string {
  const body = digest(`${address}|${message}`, 128)
  return `0x${body}${body.slice(0, 2)}`
}
