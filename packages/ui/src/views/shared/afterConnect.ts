import type { CoreContext, View } from '@latchkey/controllers'

/**
 * After a wallet connected from `view`: close the modal (embedded: show Account), unless the
 * connection already moved on, e.g. to SIWXSignMessage.
 */
export function afterConnect(ctx: CoreContext, view: View): void {
  if (ctx.router.state.view !== view) return
  if (ctx.options.state.enableEmbedded) ctx.router.reset('Account')
  else ctx.modal.close()
}
