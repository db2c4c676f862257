import { subscribe } from 'valtio/vanilla'
import type { CoreContext } from '../core/CoreContext'

/**
 * SPEC §4 Sign-in beyond the connect itself: after a reload that restored a connection, and
 * whenever the wallet switches to another account or network, the pair must have a session.
 * Loaded on demand, only by apps that configure `siwx`.
 */
export function watchSessions(ctx: Pick<CoreContext, 'chain' | 'connection' | 'siwx'>) {
  const check = () => {
    if (ctx.connection.state.status === 'connected') void ctx.siwx.ensureSession()
  }
  const unsubscribes = [subscribe(ctx.chain.state, check), subscribe(ctx.connection.state, check)]
  check()
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}
