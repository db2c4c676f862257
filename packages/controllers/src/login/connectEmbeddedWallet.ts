import * as Connection from '../controllers/ConnectionController'
import * as Modal from '../controllers/ModalController'
import * as Options from '../controllers/OptionsController'
import * as Router from '../controllers/RouterController'
import type { Config } from '../core/Config'
import type { View } from '../router/views'

export type ConnectEmbeddedWalletContext = Config

/**
 * The login is made: the AUTH connector connects like any wallet; then, if the modal still
 * shows the login's view (not, say, SIWXSignMessage), embedded mode shows Account, else it closes.
 */
export async function connectEmbeddedWallet(
  ctx: ConnectEmbeddedWalletContext,
  connectorId: string,
  view: View | undefined,
): Promise<void> {
  await Connection.connect(ctx, { connectorId })
  if (view === undefined || Router.state(ctx).view !== view) return
  if (Options.state(ctx).enableEmbedded) Router.reset(ctx, 'Account')
  else Modal.close(ctx)
}
