import type { DefaultSocial } from '@latchkey/core'

/** Brand names as their owners write them. */
export const SOCIAL_NAMES: Readonly<Record<DefaultSocial, string>> = Object.freeze({
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
})
