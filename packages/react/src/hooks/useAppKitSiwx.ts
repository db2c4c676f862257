import type { SiwxConfig, SiwxOverview } from '@latchkey/controllers'
import type { AppKit } from '@latchkey/ui'
import { useAppKitInstance } from '../internal/useAppKitInstance'
import { useReadout } from '../internal/useReadout'

export type UseAppKitSiwxReturnType = Readonly<SiwxOverview> & {
  /** The app's sign-in config (revokeSession, getSessions…); undefined without one. */
  config: SiwxConfig | undefined
}

const SIGNED_OUT: Readonly<SiwxOverview> = Object.freeze({
  enabled: false,
  required: false,
  status: 'idle',
  hasSession: false,
})

const read = (appKit: AppKit) => appKit.getSiwx()
const watch = (appKit: AppKit, onChange: () => void) => appKit.subscribeSiwx(onChange)

/** Sign-in with a wallet (SPEC §4): whether the connected account has a session, and the config. */
export function useAppKitSiwx(): UseAppKitSiwxReturnType {
  const appKit = useAppKitInstance()
  const overview = useReadout(read, watch, SIGNED_OUT)
  return { ...overview, config: appKit?.getSiwxConfig() }
}
