import { isValidEvmAddress } from '@latchkey/core'

/** 0x and 40 hex digits, mixed case only as the EIP-55 checksum: core's one rule, without viem. */
export function isAddress(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && value.startsWith('0x') && isValidEvmAddress(value)
}
