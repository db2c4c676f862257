import type { ChainNamespace } from '@latchkey/core'
import { useCallback, useMemo } from 'react'
import { useAppKitInstance } from '../internal/useAppKitInstance'

export interface UseDisconnectReturnType {
  disconnect(params?: { namespace?: ChainNamespace }): Promise<void>
}

/** Disconnects one namespace (and those sharing its connector, SPEC §4) or all of them. */
export function useDisconnect(): UseDisconnectReturnType {
  const appKit = useAppKitInstance()
  const disconnect = useCallback(
    async (params: { namespace?: ChainNamespace } = {}) => {
      await appKit?.disconnect(params.namespace)
    },
    [appKit],
  )
  return useMemo(() => Object.freeze({ disconnect }), [disconnect])
}
