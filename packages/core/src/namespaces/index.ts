import type { ChainNamespace } from '../types/caip'
import { bip122Profile } from './bip122'
import { eip155Profile } from './eip155'
import type { NamespaceProfile } from './NamespaceProfile'
import { polkadotProfile } from './polkadot'
import { solanaProfile } from './solana'

export type * from './NamespaceProfile'
export { bip122Profile, eip155Profile, polkadotProfile, solanaProfile }

/** The profile of every namespace of SPEC §3, by name. */
export const NAMESPACE_PROFILES: Readonly<Record<ChainNamespace, NamespaceProfile>> = Object.freeze(
  {
    eip155: eip155Profile,
    solana: solanaProfile,
    polkadot: polkadotProfile,
    bip122: bip122Profile,
  },
)

export function namespaceProfile(namespace: ChainNamespace): NamespaceProfile {
  return NAMESPACE_PROFILES[namespace]
}

export * from './walletConnect'
