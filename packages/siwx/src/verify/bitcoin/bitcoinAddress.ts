import {
  type BitcoinAddressNetwork,
  type DecodedBitcoinAddress,
  decodeBitcoinAddress,
} from '@latchkey/core'
import { concatBytes } from './bytes'

export interface BitcoinOutput extends DecodedBitcoinAddress {
  /** The output script that pays the address (BIP-322's message_challenge). */
  script: Uint8Array
}

/** SPEC §5's address rule (core's), with the script that pays the address; undefined if not one. */
export function decodeBitcoinOutput(
  address: string,
  network?: BitcoinAddressNetwork,
): BitcoinOutput | undefined {
  const decoded = decodeBitcoinAddress(address, network)
  if (!decoded) return undefined
  const { type, program, witnessVersion = 0 } = decoded
  const push = Uint8Array.of(program.length)
  const script =
    type === 'p2pkh'
      ? concatBytes(Uint8Array.of(0x76, 0xa9), push, program, Uint8Array.of(0x88, 0xac))
      : type === 'p2sh'
        ? concatBytes(Uint8Array.of(0xa9), push, program, Uint8Array.of(0x87))
        : concatBytes(Uint8Array.of(witnessVersion ? 0x50 + witnessVersion : 0), push, program)
  return { ...decoded, script }
}
