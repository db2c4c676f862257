import type { SocialProvider } from '@latchkey/core'
import type { EmbeddedAuthProvider } from './EmbeddedHost'

/**
 * SPEC §4/§7 social login, as the embedded wallet offers it to the ConnectingSocial view: the
 * provider's authorization URL, the popup's answer, and the frame finishing the login with it.
 */
export interface EmbeddedSocialProvider extends EmbeddedAuthProvider {
  /** The provider's login page; `returnUrl` is where a full-page redirect comes back to. */
  getSocialRedirectUri(provider: SocialProvider, returnUrl?: string): Promise<string>
  /** The redirect URI the popup reached (with code and state); rejects when it closes first. */
  waitForSocialResult(popup: Window): Promise<string>
  /** The frame exchanges the result; the login is then made (connect the AUTH connector). */
  connectSocial(resultUri: string): Promise<{ userName: string }>
}

export function isEmbeddedSocialProvider(value: unknown): value is EmbeddedSocialProvider {
  const provider = value as EmbeddedSocialProvider | undefined
  return (
    typeof provider?.getSocialRedirectUri === 'function' &&
    typeof provider.waitForSocialResult === 'function' &&
    typeof provider.connectSocial === 'function'
  )
}
