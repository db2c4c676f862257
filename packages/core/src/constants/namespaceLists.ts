import { NAMESPACE_PROFILES } from '../namespaces'
import type { NamespaceProfile } from '../namespaces/NamespaceProfile'
import type { ChainNamespace } from '../types/caip'
import { CHAIN_NAMESPACES } from './chainNamespaces'

// Public since issue 8 and kept for hosts that read them; our code asks the namespace's profile
// (issue 34), from which these are derived.
const namespacesWith = (can: (profile: NamespaceProfile) => boolean): readonly ChainNamespace[] =>
  Object.freeze(CHAIN_NAMESPACES.filter((namespace) => can(NAMESPACE_PROFILES[namespace])))

/** SPEC §9 name namespaces. @deprecated Ask `namespaceProfile(namespace).names`. */
export const NAME_NAMESPACES = namespacesWith((profile) => !!profile.names)
/** SPEC §9 balance namespaces. @deprecated Ask `namespaceProfile(namespace).balances`. */
export const BALANCE_NAMESPACES = namespacesWith((profile) => profile.balances)
/** SPEC §9 activity namespaces. @deprecated Ask `namespaceProfile(namespace).activity`. */
export const ACTIVITY_NAMESPACES = namespacesWith((profile) => profile.activity)
/** SPEC §9 on-ramp chains. @deprecated Ask `namespaceProfile(namespace).onramp`. */
export const ONRAMP_NAMESPACES = namespacesWith((profile) => profile.onramp)
