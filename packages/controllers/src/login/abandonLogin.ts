import { latchkeyError } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Connection from '../controllers/ConnectionController'
import type { Config } from '../core/Config'
import { rejectPendingRequests } from '../embedded/rejectPendingRequests'
import { currentLoginAttempt, endLoginAttempt, restoreLoginStatus } from './loginAttempt'
import { releaseSocialPopup } from './socialPopup'

export type AbandonLoginParameters = Record<string, never>

/** Whether a login was running and is now ended. */
export type AbandonLoginReturnType = { abandoned: boolean }

export type AbandonLoginErrorType = never

export type AbandonLoginContext = Config

/**
 * SPEC §4, §8: a login the visitor walks away from (back, another view, the modal closed, the
 * popup closed) ends: the frame's step still waiting is aborted, its popup closes, the Farcaster
 * link goes, and status returns to what it was, so nothing says "Connecting…" for a login
 * nobody is finishing. A login that connected is left as it is.
 */
export function abandonLogin(
  ctx: AbandonLoginContext,
  _parameters: AbandonLoginParameters = {},
): AbandonLoginReturnType {
  const attempt = currentLoginAttempt(ctx)
  releaseSocialPopup(attempt)
  if (Chain.isConnected(ctx)) {
    endLoginAttempt(ctx, attempt)
    return { abandoned: false }
  }
  rejectPendingRequests(ctx, latchkeyError('REQUEST_ABORTED'))
  const namespace = Chain.state(ctx).activeNamespace
  if (namespace && Chain.getAccount(ctx, namespace)?.farcasterUrl)
    Chain.setAccountProp(ctx, namespace, 'farcasterUrl', undefined)
  const running = attempt !== undefined || Connection.state(ctx).status === 'connecting'
  endLoginAttempt(ctx, attempt)
  // A step of no attempt (one started before a reload) ends all the same.
  restoreLoginStatus(ctx)
  return { abandoned: running }
}
