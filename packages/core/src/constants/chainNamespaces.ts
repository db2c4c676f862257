import type { ChainNamespace } from '../types/caip'

/** SPEC §3 chain namespaces. */
export const CHAIN_NAMESPACES: readonly ChainNamespace[] = Object.freeze([
  'eip155',
  'solana',
  'polkadot',
  'bip122',
])
