import { SOCIAL_PROVIDERS, THEME_MODES } from '../constants/features'
import { SOLANA_COMMITMENTS, type SolanaCommitment } from '../constants/rpcMethods'
import type { SocialProvider } from '../types/social'
import type { ThemeMode } from '../types/ui'

const includes = (list: readonly string[], value: unknown) =>
  typeof value === 'string' && list.includes(value)

/** SPEC §5: google, github, apple, facebook, x or discord. */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return includes(SOCIAL_PROVIDERS, value)
}

/** SPEC §5: light or dark. */
export function isThemeMode(value: unknown): value is ThemeMode {
  return includes(THEME_MODES, value)
}

/** SPEC §5 Solana preflight commitments. */
export function isSolanaCommitment(value: unknown): value is SolanaCommitment {
  return includes(SOLANA_COMMITMENTS, value)
}
