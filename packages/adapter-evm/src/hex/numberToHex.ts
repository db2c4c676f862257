import { invalidInput } from '@latchkey/core'

/** A non-negative integer as a JSON-RPC quantity (0x, no leading zeros), like viem's `numberToHex`. */
export function numberToHex(value: bigint | number): `0x${string}` {
  if ((typeof value === 'number' && !Number.isSafeInteger(value)) || value < 0)
    throw invalidInput('value', value, 'a non-negative integer')
  return `0x${value.toString(16)}`
}
