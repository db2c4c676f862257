import type { DefaultSocial, SocialProvider } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Router from '../controllers/RouterController'
import type { Config } from '../core/Config'
import { keepOpenedSocialPopup, openSocialPopup } from './socialPopup'

export interface StartSocialLoginParameters {
  /** The button the visitor clicked; 'farcaster' has its own view (SPEC §7). */
  social: DefaultSocial
}

/** The view the login goes on in. */
export type StartSocialLoginReturnType = { view: 'ConnectingSocial' | 'ConnectingFarcaster' }

export type StartSocialLoginErrorType = never

export type StartSocialLoginContext = Config

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
    Router.push(ctx, 'ConnectingFarcaster')
    return { view: 'ConnectingFarcaster' }
  }
  const namespace = Chain.state(ctx).activeNamespace
  if (namespace) Chain.setAccountProp(ctx, namespace, 'socialProvider', social as SocialProvider)
  keepOpenedSocialPopup(ctx.store, ctx.environment.isTelegram ? undefined : openSocialPopup())
  Router.push(ctx, 'ConnectingSocial')
  return { view: 'ConnectingSocial' }
}
