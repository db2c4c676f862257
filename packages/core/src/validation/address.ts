const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
// Base58 excludes 0, O, I and l.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** SPEC §5: optional 0x, then 40 hex characters (checksum case is not enforced). */
export function isValidEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}

/** SPEC §5: 32 to 44 base58 characters. */
export function isValidSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value)
}
