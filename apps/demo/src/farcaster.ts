import type { DefaultSocial } from '@latchkey/core'
import type { DemoConfig } from './config'

/**
 * Farcaster is offered when the stack's secure frame serves it. To finish a login locally, copy
 * the link the modal shows and run `node scripts/stack/farcasterSignIn.mjs '<link>'` (README).
 */
export function farcasterSocials(config: DemoConfig): DefaultSocial[] {
  return config.farcaster ? ['farcaster'] : []
}
