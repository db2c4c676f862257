import type { ChainNamespace } from '@latchkey/core'
import { useCallback } from 'react'
import { useAppKitInstance } from '../internal/useAppKitInstance'

/** Disconnects one namespace (and those sharing its connector, SPEC §4) or all of them. */
export function useDisconnect(): {
  disconnect(params?: { namespace?: ChainNamespace }): Promise<void>
} {
  const appKit = useAppKitInstance()
  const disconnect = useCallback(
    async (params: { namespace?: ChainNamespace } = {}) => {
      await appKit?.disconnect(params.namespace)
    },
    [appKit],
  )
  return { disconnect }
}
