import { type ChainNamespace, isValidSolanaAddress, toChecksumEvmAddress } from '@latchkey/core'

/**
 * The account line's rule: EIP-4361 wants 0x and the EIP-55 checksum spelling, Solana a 32-byte
 * key in base58; other namespaces' addresses are one word here (their verifiers check them).
 */
export function isMessageAddress(namespace: ChainNamespace, address: unknown): address is string {
  if (typeof address !== 'string') return false
  if (namespace === 'eip155')
    return address.startsWith('0x') && toChecksumEvmAddress(address) === address
  if (namespace === 'solana') return isValidSolanaAddress(address)
  return /^\S+$/.test(address)
}

/** How a message spells an account: an EVM address as its EIP-55 checksum, others as given. */
export function toMessageAddress(namespace: ChainNamespace, address: string): string {
  return (namespace === 'eip155' && toChecksumEvmAddress(address)) || address
}
