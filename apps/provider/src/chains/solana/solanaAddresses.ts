import bs58 from 'bs58'

/** SPEC §5 Solana address as the provider's routes take it: a base58 32-byte public key. */
export const SOLANA_ADDRESS_RULE = 'a Solana address: a base58 32-byte public key'

/** The address itself (base58 has one spelling), undefined when it is not a 32-byte base58 key. */
export function parseSolanaAddress(text: string): string | undefined {
  if (text.length < 32 || text.length > 44) return undefined
  try {
    return bs58.decode(text).length === 32 ? text : undefined
  } catch {
    return undefined
  }
}

/** Base58 is case-sensitive: stored, compared and shown as is. */
export const solanaAddressKey = (address: string): string => address
