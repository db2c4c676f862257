import type { Config, View } from '@latchkey/controllers'
import * as Modal from '@latchkey/controllers/modal'
import * as Options from '@latchkey/controllers/options'
import * as Router from '@latchkey/controllers/router'
import { readControllerState } from '../../app/controllerState'

/**
 * After a wallet connected from `view`: close the modal (embedded: show Account), unless the
 * connection already moved on, e.g. to SIWXSignMessage.
 */
export function afterConnect(ctx: Config, view: View): void {
  if (readControllerState(Router.state(ctx)).view !== view) return
  if (readControllerState(Options.state(ctx)).enableEmbedded) Router.reset(ctx, 'Account')
  else Modal.close(ctx)
}
