import { getState, type HeadlessState, subscribe } from '@latchkey/controllers/headless'
import { useCallback, useSyncExternalStore } from 'react'
import { useHeadlessConfig } from './useHeadlessConfig'

export type UseConnectionStatusReturnType = HeadlessState

/** What the server, hydration and a page with no instance yet see. */
export const DISCONNECTED_STATE: HeadlessState = /* @__PURE__ */ Object.freeze({
  status: 'disconnected',
  namespace: undefined,
  address: undefined,
  caipAddress: undefined,
  connectorId: undefined,
  walletConnect: undefined,
  login: /* @__PURE__ */ Object.freeze({ step: 'idle' }),
  error: undefined,
}) as HeadlessState

const nothing = () => () => {}
const server = () => DISCONNECTED_STATE

/**
 * The connect flow's state (SPEC §4 status, the account, the WalletConnect URI on show, the
 * login step, the last error as a code): re-renders only when it changes. SSR-safe.
 */
export function useConnectionStatus(): UseConnectionStatusReturnType {
  const config = useHeadlessConfig()
  const watch = useCallback(
    (onChange: () => void) => (config ? subscribe(config, onChange) : nothing()),
    [config],
  )
  const read = useCallback(() => (config ? getState(config) : DISCONNECTED_STATE), [config])
  return useSyncExternalStore(watch, read, server)
}
