import { subscribe } from 'valtio/vanilla'
import type { CoreContext } from '../core/CoreContext'
import type { SiwxConfig } from './SiwxConfig'

/** What `getSiwx` reports: the app's sign-in and the connected account's session. */
export interface SiwxOverview {
  enabled: boolean
  required: boolean
  status: 'idle' | 'signing' | 'success' | 'error'
  /** The connected account has a session on the active network. */
  hasSession: boolean
}

/** The public read-out of sign-in (SPEC §4) for hosts and the React hook. */
export function createSiwxReadout(ctx: Pick<CoreContext, 'siwx'>) {
  let last: Readonly<SiwxOverview> | undefined
  function getSiwx(): Readonly<SiwxOverview> {
    const next: SiwxOverview = {
      enabled: ctx.siwx.isEnabled(),
      required: ctx.siwx.isRequired(),
      status: ctx.siwx.state.status,
      hasSession: ctx.siwx.state.hasSession,
    }
    const same =
      last && (Object.keys(next) as (keyof SiwxOverview)[]).every((k) => last?.[k] === next[k])
    if (!same) last = Object.freeze(next)
    return last as Readonly<SiwxOverview>
  }
  return {
    getSiwx,
    /** The app's sign-in config (`siwx`, or the one made from `siweConfig`). */
    getSiwxConfig: (): SiwxConfig | undefined => ctx.siwx.config,
    subscribeSiwx(listener: (siwx: Readonly<SiwxOverview>) => void) {
      return subscribe(ctx.siwx.state, () => listener(getSiwx()))
    },
  }
}
