import { subscribe } from 'valtio/vanilla'
import * as Chain from '../controllers/ChainController'
import * as Connection from '../controllers/ConnectionController'
import * as Siwx from '../controllers/SiwxController'
import type { Config } from '../core/Config'

/**
 * SPEC §4 Sign-in beyond the connect itself: after a reload that restored a connection, and
 * whenever the wallet switches to another account or network, the pair must have a session.
 * Loaded on demand, only by apps that configure `siwx`.
 */
export function watchSessions(ctx: Config) {
  const check = () => {
    if (Connection.state(ctx).status === 'connected') void Siwx.ensureSession(ctx)
  }
  const unsubscribes = [subscribe(Chain.state(ctx), check), subscribe(Connection.state(ctx), check)]
  check()
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}
