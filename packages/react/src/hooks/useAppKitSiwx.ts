import type { SiwxConfig, SiwxState } from '@latchkey/controllers'
import type { AppKit } from '@latchkey/ui'
import { useAppKitInstance } from '../internal/useAppKitInstance'
import { useReadout } from '../internal/useReadout'

export type UseAppKitSiwxReturnType = Readonly<SiwxState> & {
  /** The app configured sign-in (`siwx` or a legacy `siweConfig`). */
  enabled: boolean
  required: boolean
  /** The app's `siwx` config (revokeSession, getSessions…); undefined without one. */
  config: SiwxConfig | undefined
}

const SIGNED_OUT: Readonly<SiwxState> = /* @__PURE__ */ Object.freeze({
  status: 'idle',
  hasSession: false,
})

const read = (appKit: AppKit) => appKit.getSiwx()
const watch = (appKit: AppKit, onChange: () => void) => appKit.subscribeSiwx(onChange)

/** Sign-in with a wallet (SPEC §4): whether the connected account has a session, and the config. */
export function useAppKitSiwx(): UseAppKitSiwxReturnType {
  const appKit = useAppKitInstance()
  const state = useReadout(read, watch, SIGNED_OUT)
  const settings = appKit?.getSiwxSettings() ?? { enabled: false, required: false }
  return { ...state, ...settings, config: appKit?.getSiwxConfig() }
}
