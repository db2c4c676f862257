import type { ChainNamespace } from '@latchkey/core'

/**
 * The account kind a CAIP-122 header names, per namespace (EIP-4361 says "Ethereum"; the
 * Solana and Bitcoin sign-in forms say "Solana" and "Bitcoin").
 */
export const CHAIN_NAMES: Readonly<Record<ChainNamespace, string>> = Object.freeze({
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
})

export function namespaceOfChainName(name: string): ChainNamespace | undefined {
  return (Object.keys(CHAIN_NAMES) as ChainNamespace[]).find((ns) => CHAIN_NAMES[ns] === name)
}
