// Loaded on first need (connect, a transfer, a signature): the SS58 rule is core's (issue 31).
import { decodeSs58, encodeSs58, hasSs58Checksum } from '@latchkey/core'

/**
 * The address written in a network's SS58 format; undefined unless it is an SS58 address by
 * core's rule (any prefix, checksum checked), so the send form and transfers agree with it.
 */
export function toNetworkAddress(address: string, ss58Format: number): string | undefined {
  const parts = typeof address === 'string' ? decodeSs58(address) : undefined
  if (!parts || !hasSs58Checksum(parts)) return undefined
  try {
    return encodeSs58(parts.publicKey, ss58Format)
  } catch {
    return undefined
  }
}
