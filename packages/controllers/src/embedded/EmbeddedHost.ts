import type { AppMetadata, AuthConnectorProvider } from '@latchkey/adapter-kit'
import type { AlertCode, EmbeddedWalletUser, SocialProvider, ThemeMode } from '@latchkey/core'
import type { PendingRequests } from './PendingRequests'

/** What the embedded wallet may ask of the modal it serves (bound by the core, SPEC §4, §6, §8). */
export interface EmbeddedHost {
  /** The core's pending list: closing the modal rejects what waits in it (SPEC §4). */
  pendingRequests: PendingRequests
  /** SPEC §6: an unsafe request waits in ApproveTransaction while the frame asks the visitor. */
  approvalStarted(): void
  approvalEnded(): void
  /** SPEC §8 alerts the wallet raises (Session Expired, load time-out, disallowed method). */
  alert(
    code: Extract<
      AlertCode,
      | 'SESSION_EXPIRED'
      | 'EMBEDDED_WALLET_LOAD_TIMEOUT'
      | 'UNSUPPORTED_RPC_METHOD'
      | 'SOCIAL_TIMEOUT'
    >,
  ): void
  /** SPEC §7 sync theme and sync dapp data: what the frame is told, and when the theme changes. */
  theme(): { themeMode: ThemeMode; themeVariables: Record<string, string | number> }
  onThemeChange(listener: () => void): () => void
  dappData(): { metadata?: AppMetadata; sdkVersion: string; projectId: string }
  /** The locale the modal speaks (undefined before it is drawn), and when it changes (issue 35). */
  locale?(): string | undefined
  onLocaleChange?(listener: () => void): () => void
  /** SPEC §3 embedded-wallet user (social username, provider) for the accounts it connects. */
  userChanged?(user: EmbeddedWalletUser & { socialProvider?: SocialProvider }): void
  /** SPEC §7: a full-page social login came back (?result_uri) and is made: connect it. */
  socialLoginReturned?(): void
}

/** SPEC §4 embedded login: the answer to a submitted e-mail. */
export type EmailLoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** The AUTH connector's provider as the embedded-wallet package implements it. */
export interface EmbeddedAuthProvider extends AuthConnectorProvider {
  bindHost(host: EmbeddedHost): void
  connectEmail(email: string): Promise<{ action: EmailLoginAction }>
  connectDevice(): Promise<void>
  connectOtp(otp: string): Promise<void>
  /** Shows the secret inside the frame (never hands it to the page). */
  exportSecret(): Promise<void>
  /** SPEC §7 get farcaster uri and connect farcaster (absent: no Farcaster login). */
  farcasterUri?(): Promise<{ url: string }>
  connectFarcaster?(): Promise<{ userName: string }>
}

export function isEmbeddedAuthProvider(value: unknown): value is EmbeddedAuthProvider {
  const provider = value as EmbeddedAuthProvider | undefined
  return (
    typeof provider?.bindHost === 'function' &&
    typeof provider.connectEmail === 'function' &&
    typeof provider.connectOtp === 'function'
  )
}
