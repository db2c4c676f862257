import type { CoreContext } from '../core/CoreContext'
import type { View } from '../router/views'

export type ConnectEmbeddedWalletContext = Pick<
  CoreContext,
  'connection' | 'modal' | 'options' | 'router'
>

/**
 * The login is made: the AUTH connector connects like any wallet; then, if the modal still
 * shows the login's view (not, say, SIWXSignMessage), embedded mode shows Account, else it closes.
 */
export async function connectEmbeddedWallet(
  ctx: ConnectEmbeddedWalletContext,
  connectorId: string,
  view: View | undefined,
): Promise<void> {
  await ctx.connection.connect({ connectorId })
  if (view === undefined || ctx.router.state.view !== view) return
  if (ctx.options.state.enableEmbedded) ctx.router.reset('Account')
  else ctx.modal.close()
}
