import { type CoreContext, isEmbeddedAuthProvider } from '@latchkey/controllers'
import { latchkeyError } from '@latchkey/core'
import { readControllerState } from '../../app/controllerState'
import { afterConnect } from '../shared/afterConnect'

/**
 * Sign In With Farcaster through the embedded wallet (SPEC §7): the link goes into the account's
 * farcasterUrl (the view shows it), then the wallet connects once the Farcaster app signed in.
 * `current()` turns false when the visitor left the view: nothing more is done then.
 */
export async function farcasterLogin(ctx: CoreContext, current: () => boolean) {
  const connector = ctx.connectors.getAuthConnector()
  const provider = connector?.provider
  if (
    !connector ||
    !isEmbeddedAuthProvider(provider) ||
    !provider.farcasterUri ||
    !provider.connectFarcaster
  )
    throw latchkeyError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  const namespace = readControllerState(ctx.chain).activeNamespace
  ctx.connection.setStatus('connecting')
  try {
    const { url } = await provider.farcasterUri()
    if (!current()) return
    if (namespace) ctx.chain.setAccountProp(namespace, 'farcasterUrl', url)
    await provider.connectFarcaster()
    if (!current()) return
    await ctx.connection.connect({ connectorId: connector.id })
    afterConnect(ctx, 'ConnectingFarcaster')
  } finally {
    if (!ctx.chain.isConnected()) ctx.connection.setStatus('disconnected')
  }
}
