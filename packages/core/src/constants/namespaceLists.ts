import type { ChainNamespace } from '../types/caip'

// Public since issue 8 and kept for hosts that read them; our code asks the namespace's profile
// (issue 34). Written out rather than computed from the profiles: `CONSTANTS` holds them and an
// adapter reads `CONSTANTS` at start-up, so a computed list would carry every profile and its
// address encodings into an app's start-up (+5 KB gz, multichain). A test checks they agree.

/** SPEC §9 name namespaces. @deprecated Ask `namespaceProfile(namespace).names`. */
export const NAME_NAMESPACES: readonly ChainNamespace[] = /* @__PURE__ */ Object.freeze(['eip155'])
/** SPEC §9 balance namespaces. @deprecated Ask `namespaceProfile(namespace).balances`. */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = /* @__PURE__ */ Object.freeze([
  'eip155',
  'solana',
  'bip122',
])
/** SPEC §9 activity namespaces. @deprecated Ask `namespaceProfile(namespace).activity`. */
export const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = /* @__PURE__ */ Object.freeze([
  'eip155',
  'solana',
  'bip122',
])
/** SPEC §9 on-ramp chains. @deprecated Ask `namespaceProfile(namespace).onramp`. */
export const ONRAMP_NAMESPACES: readonly ChainNamespace[] = /* @__PURE__ */ Object.freeze([
  'eip155',
  'solana',
])
