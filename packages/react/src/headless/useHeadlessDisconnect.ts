import { disconnect as disconnectNamespaces } from '@latchkey/controllers/headless'
import type { ChainNamespace } from '@latchkey/core'
import { useCallback } from 'react'
import { missingInstance } from './missingInstance'
import { type HeadlessActionState, useHeadlessAction } from './useHeadlessAction'
import { useHeadlessConfig } from './useHeadlessConfig'

export interface UseHeadlessDisconnectReturnType extends HeadlessActionState<void> {
  /**
   * Disconnects one namespace (and those sharing its connector), or every one; a login in progress
   * goes back to its first step. Rejects coded (HeadlessActionError).
   */
  disconnect(parameters?: { namespace?: ChainNamespace }): Promise<void>
  reset(): void
}

/** Disconnect, with its pending flag and coded error: the counterpart of useConnect. */
export function useDisconnect(): UseHeadlessDisconnectReturnType {
  const config = useHeadlessConfig()
  const action = useCallback(
    (parameters: { namespace?: ChainNamespace } = {}) =>
      config ? disconnectNamespaces(config, parameters) : missingInstance<void>(),
    [config],
  )
  const [disconnect, state, reset] = useHeadlessAction(action)
  return { disconnect, reset, ...state }
}
