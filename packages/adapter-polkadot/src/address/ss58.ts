// Loaded on first need (connect, a transfer): @polkadot/util-crypto is a chunk of its own.
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'

/** The address written in a network's SS58 format; undefined when it is not an SS58 address. */
export function toNetworkAddress(address: string, ss58Format: number): string | undefined {
  try {
    return encodeAddress(decodeAddress(address), ss58Format)
  } catch {
    return undefined
  }
}
