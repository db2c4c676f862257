/** Bytes as 0x-prefixed lower-case hex. */
export function bytesToHex(bytes: Uint8Array): `0x${string}` {
  return `0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** A bigint as a JSON-RPC quantity (0x-prefixed hex, no leading zeros). */
export function toQuantity(value: bigint): `0x${string}` {
  return `0x${value.toString(16)}`
}
