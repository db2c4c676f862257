import type { DefaultSocial, SocialProvider } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { keepOpenedSocialPopup, openSocialPopup } from './socialPopup'

export interface StartSocialLoginParameters {
  /** The button the visitor clicked; 'farcaster' has its own view (SPEC §7). */
  social: DefaultSocial
}

/** The view the login goes on in. */
export type StartSocialLoginReturnType = { view: 'ConnectingSocial' | 'ConnectingFarcaster' }

export type StartSocialLoginErrorType = never

export type StartSocialLoginContext = Pick<
  CoreContext,
  'chain' | 'connection' | 'environment' | 'router'
>

/**
 * SPEC §4 social login, the click: runs synchronously inside it, so the popup for the provider's
 * page may open (browsers block a later one; Telegram gets a full-page redirect instead). The
 * account keeps which provider it is (plain data); ConnectingSocial goes on with the login.
 */
export function startSocialLogin(
  ctx: StartSocialLoginContext,
  { social }: StartSocialLoginParameters,
): StartSocialLoginReturnType {
  if (social === 'farcaster') {
    ctx.router.push('ConnectingFarcaster')
    return { view: 'ConnectingFarcaster' }
  }
  const namespace = ctx.chain.state.activeNamespace
  if (namespace) ctx.chain.setAccountProp(namespace, 'socialProvider', social as SocialProvider)
  keepOpenedSocialPopup(ctx.connection, ctx.environment.isTelegram ? undefined : openSocialPopup())
  ctx.router.push('ConnectingSocial')
  return { view: 'ConnectingSocial' }
}
