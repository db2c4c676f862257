import { type Connector, type CoreContext, isEmbeddedSocialProvider } from '@latchkey/controllers'
import { isSocialProvider, latchkeyError } from '@latchkey/core'
import { readControllerState } from '../../app/controllerState'

type SocialContext = Pick<CoreContext, 'chain' | 'connection' | 'connectors' | 'environment'>

/** A popup for the provider's login, opened from the visitor's click (else browsers block it). */
export function openSocialPopup(): Window | undefined {
  const popup = globalThis.window?.open('', 'latchkey-social', 'popup,width=500,height=680')
  return popup ?? undefined
}

/**
 * SPEC §4/§7 social login: the frame gives the provider's login page; it opens in the popup the
 * click opened (a full-page redirect when there is none, or in Telegram, coming back with
 * ?result_uri); the popup's answer goes to the frame, then the AUTH connector connects.
 */
export async function socialLogin(ctx: SocialContext): Promise<void> {
  const namespace = readControllerState(ctx.chain).activeNamespace
  const account = namespace ? ctx.chain.getAccount(namespace) : undefined
  const social = account?.socialProvider
  const connector: Connector | undefined = ctx.connectors.getAuthConnector()
  const provider = connector?.provider
  if (!connector || !isSocialProvider(social) || !isEmbeddedSocialProvider(provider))
    throw latchkeyError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  let popup = account?.socialWindow as Window | undefined
  // A retry is a click too: it may open its own popup.
  if (!popup || popup.closed) popup = ctx.environment.isTelegram ? undefined : openSocialPopup()
  if (namespace) ctx.chain.setAccount(namespace, { socialWindow: undefined })
  ctx.connection.setStatus('connecting')
  try {
    const uri = await provider.getSocialRedirectUri(social, popup ? undefined : location.href)
    if (!popup) {
      // The page leaves for the provider; it comes back with ?result_uri (embedded-wallet).
      location.assign(uri)
      return new Promise(() => {})
    }
    popup.location.href = uri
    const result = await provider.waitForSocialResult(popup)
    await provider.connectSocial(result)
    await ctx.connection.connect({ connectorId: connector.id })
  } catch (error) {
    if (popup && !popup.closed) popup.close()
    if (readControllerState(ctx.connection).status === 'connecting')
      ctx.connection.setStatus(
        ctx.chain.connectedNamespaces().length > 0 ? 'connected' : 'disconnected',
      )
    throw error
  }
}
