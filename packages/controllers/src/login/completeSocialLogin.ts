import { isSocialProvider, type LatchkeyError, latchkeyError } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Connectors from '../controllers/ConnectorController'
import type { Config } from '../core/Config'
import { isEmbeddedSocialProvider } from '../embedded/EmbeddedSocial'
import { connectEmbeddedWallet } from './connectEmbeddedWallet'
import {
  beginLoginAttempt,
  endLoginAttempt,
  isCurrentLoginAttempt,
  loginAttemptConnected,
} from './loginAttempt'
import {
  keepOpenedSocialPopup,
  openSocialPopup,
  releaseSocialPopup,
  takeSocialPopup,
} from './socialPopup'

export type CompleteSocialLoginParameters = Record<string, never>

/**
 * 'CONNECTED'; 'ABANDONED' (the visitor left first); 'REDIRECTED' (the page is leaving for the
 * provider and comes back with ?result_uri, which the embedded wallet finishes).
 */
export type CompleteSocialLoginReturnType = { status: 'CONNECTED' | 'ABANDONED' | 'REDIRECTED' }

/** No embedded wallet or social provider; the popup closed first; the frame's refusal. */
export type CompleteSocialLoginErrorType =
  | (LatchkeyError & { code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND' })
  | Error

export type CompleteSocialLoginContext = Config

/**
 * SPEC §4/§7 social login: the frame gives the provider's login page; it opens in the popup the
 * click opened (a full-page redirect when there is none, or in Telegram); the popup's answer
 * goes to the frame, then the AUTH connector connects. Any failure, the popup closed included,
 * ends the login: status returns to what it was.
 */
export async function completeSocialLogin(
  ctx: CompleteSocialLoginContext,
  _parameters: CompleteSocialLoginParameters = {},
): Promise<CompleteSocialLoginReturnType> {
  const namespace = Chain.state(ctx).activeNamespace
  const social = namespace ? Chain.getAccount(ctx, namespace)?.socialProvider : undefined
  const connector = Connectors.getAuthConnector(ctx)
  const provider = connector?.provider
  if (!connector || !isSocialProvider(social) || !isEmbeddedSocialProvider(provider)) {
    // The popup the click opened has no login to serve: it closes.
    keepOpenedSocialPopup(ctx.store, undefined)
    throw latchkeyError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  }
  const attempt = beginLoginAttempt(ctx)
  const popup = takeSocialPopup(ctx.store, attempt, () =>
    ctx.environment.isTelegram ? undefined : openSocialPopup(),
  )
  try {
    const uri = await provider.getSocialRedirectUri(social, popup ? undefined : location.href)
    if (!isCurrentLoginAttempt(ctx, attempt)) return { status: 'ABANDONED' }
    if (!popup) {
      location.assign(uri)
      return { status: 'REDIRECTED' }
    }
    popup.location.href = uri
    const result = await provider.waitForSocialResult(popup)
    if (!isCurrentLoginAttempt(ctx, attempt)) return { status: 'ABANDONED' }
    releaseSocialPopup(attempt)
    await provider.connectSocial(result)
    if (!isCurrentLoginAttempt(ctx, attempt)) return { status: 'ABANDONED' }
    await connectEmbeddedWallet(ctx, connector.id, 'ConnectingSocial')
    loginAttemptConnected(ctx, attempt)
    return { status: 'CONNECTED' }
  } catch (error) {
    releaseSocialPopup(attempt)
    if (!isCurrentLoginAttempt(ctx, attempt)) return { status: 'ABANDONED' }
    endLoginAttempt(ctx, attempt)
    throw error
  }
}
