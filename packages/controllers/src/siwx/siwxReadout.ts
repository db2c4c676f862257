import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla'
import type { SiwxState } from '../controllers/SiwxController'
import * as Siwx from '../controllers/SiwxController'
import type { Config } from '../core/Config'
import type { SiwxConfig } from './SiwxConfig'

/** The public read-out of sign-in (SPEC §4) for hosts and the React hook. */
export function createSiwxReadout(ctx: Config) {
  const getSiwx = (): Snapshot<SiwxState> => snapshot(Siwx.state(ctx))
  return {
    /** Whether the connected account has a session on the active network, and signing's status. */
    getSiwx,
    /** The app's `siwx` option (revokeSession, getSessions…); undefined without one. */
    getSiwxConfig: (): SiwxConfig | undefined => Siwx.config(ctx),
    /** Whether the app configured sign-in (`siwx` or `siweConfig`), and requires it. */
    getSiwxSettings: () => ({ enabled: Siwx.isEnabled(ctx), required: Siwx.isRequired(ctx) }),
    subscribeSiwx(listener: (siwx: Snapshot<SiwxState>) => void) {
      return subscribe(Siwx.state(ctx), () => listener(getSiwx()))
    },
  }
}
