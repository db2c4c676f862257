import type { CoreContext, View } from '@latchkey/controllers'
import { readControllerState } from '../../app/controllerState'

/**
 * After a wallet connected from `view`: close the modal (embedded: show Account), unless the
 * connection already moved on, e.g. to SIWXSignMessage.
 */
export function afterConnect(ctx: CoreContext, view: View): void {
  if (readControllerState(ctx.router).view !== view) return
  if (readControllerState(ctx.options).enableEmbedded) ctx.router.reset('Account')
  else ctx.modal.close()
}
