const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** 0x and 40 hex digits in any case: viem's `isAddress(value, { strict: false })`, without viem. */
export function isAddress(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && ADDRESS.test(value)
}
