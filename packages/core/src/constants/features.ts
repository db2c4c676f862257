import type { AccountType } from '../types/account'
import type { ChainNamespace } from '../types/caip'
import type { DefaultSocial, SocialProvider } from '../types/social'

/** SPEC §9 feature defaults: true is on, false is off. */
export const DEFAULT_FEATURES = Object.freeze({
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
})

export type FeatureName = keyof typeof DEFAULT_FEATURES

/** SPEC §9 default social buttons, in display order. */
export const DEFAULT_SOCIALS: readonly DefaultSocial[] = Object.freeze([
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
])

/** SPEC §5: the only accepted social login providers. */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = Object.freeze([
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
])

/** SPEC §3 default account type per namespace. */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = Object.freeze({
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
})

export const THEME_MODES = Object.freeze(['light', 'dark'] as const)
