import { getAddress } from 'viem'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** SPEC §5 EVM address as the provider's routes take it: 0x and 40 hex characters. */
export const EVM_ADDRESS_RULE = 'an EVM address: 0x followed by 40 hex characters'

/**
 * An EVM address lower-cased, undefined when it is not one. Any spelling names the same account,
 * and viem rejects a mixed-case one with a wrong checksum, which would fail its token reads.
 */
export function parseEvmAddress(text: string): string | undefined {
  return EVM_ADDRESS.test(text) ? text.toLowerCase() : undefined
}

/** The index tables compare EVM addresses lower-cased. */
export const evmAddressKey = (address: string): string => address.toLowerCase()

const checksums = new Map<string, string>()
const MAX_CHECKSUMS = 10_000

/** A stored (lower-case) address in its EIP-55 checksum spelling, remembered: each is a keccak. */
export function displayEvmAddress(key: string): string {
  let spelt = checksums.get(key)
  if (spelt === undefined) {
    if (checksums.size >= MAX_CHECKSUMS) checksums.clear()
    spelt = getAddress(key)
    checksums.set(key, spelt)
  }
  return spelt
}
