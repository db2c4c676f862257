const HEX = /^0x[0-9a-fA-F]*$/

/** 0x and hex digits (none is fine): viem's strict `isHex`, without viem. */
export function isHex(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && HEX.test(value)
}
