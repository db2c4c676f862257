import { fromBase58 } from './base58'
import { sha256 } from './sha256'

/** Base58check text (Bitcoin's legacy addresses) as its payload; undefined when the checksum fails. */
export function decodeBase58Check(text: string): Uint8Array | undefined {
  const bytes = fromBase58(text)
  if (!bytes || bytes.length < 4) return undefined
  const payload = bytes.slice(0, -4)
  const check = sha256(sha256(payload))
  for (let i = 0; i < 4; i++) if (check[i] !== bytes[payload.length + i]) return undefined
  return payload
}
