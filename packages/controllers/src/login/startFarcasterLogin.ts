import { type LatchkeyError, latchkeyError } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Connectors from '../controllers/ConnectorController'
import type { Config } from '../core/Config'
import { isEmbeddedAuthProvider } from '../embedded/EmbeddedHost'
import { connectEmbeddedWallet } from './connectEmbeddedWallet'
import {
  beginLoginAttempt,
  endLoginAttempt,
  isCurrentLoginAttempt,
  loginAttemptConnected,
} from './loginAttempt'

export type StartFarcasterLoginParameters = Record<string, never>

/** 'CONNECTED', or 'ABANDONED' (the visitor left the view first). */
export type StartFarcasterLoginReturnType = { status: 'CONNECTED' | 'ABANDONED' }

/** No embedded wallet with Farcaster; the frame's failure (an expired channel…). */
export type StartFarcasterLoginErrorType =
  | (LatchkeyError & { code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND' })
  | Error

export type StartFarcasterLoginContext = Config

/**
 * Sign In With Farcaster through the embedded wallet (SPEC §7): the link goes into the account's
 * farcasterUrl (the view shows it), then the wallet connects once the Farcaster app signed in.
 * A failure ends the login: status returns to what it was.
 */
export async function startFarcasterLogin(
  ctx: StartFarcasterLoginContext,
  _parameters: StartFarcasterLoginParameters = {},
): Promise<StartFarcasterLoginReturnType> {
  const connector = Connectors.getAuthConnector(ctx)
  const provider = connector?.provider
  if (
    !connector ||
    !isEmbeddedAuthProvider(provider) ||
    !provider.farcasterUri ||
    !provider.connectFarcaster
  )
    throw latchkeyError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  const namespace = Chain.state(ctx).activeNamespace
  const attempt = beginLoginAttempt(ctx)
  try {
    const { url } = await provider.farcasterUri()
    if (!isCurrentLoginAttempt(ctx, attempt)) return { status: 'ABANDONED' }
    if (namespace) Chain.setAccountProp(ctx, namespace, 'farcasterUrl', url)
    await provider.connectFarcaster()
    if (!isCurrentLoginAttempt(ctx, attempt)) return { status: 'ABANDONED' }
    await connectEmbeddedWallet(ctx, connector.id, 'ConnectingFarcaster')
    loginAttemptConnected(ctx, attempt)
    return { status: 'CONNECTED' }
  } catch (error) {
    if (!isCurrentLoginAttempt(ctx, attempt)) return { status: 'ABANDONED' }
    endLoginAttempt(ctx, attempt)
    throw error
  }
}
