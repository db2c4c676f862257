import type { ChainNamespace, ConnectorType } from '@latchkey/core'
import { useCallback } from 'react'
import { subscribe } from 'valtio/vanilla'
import { useAppKitInstance } from '../internal/useAppKitInstance'
import { useSelected } from '../internal/useSelected'

export interface UseAppKitProviderReturnType<T> {
  /** The connected wallet's own provider (EIP-1193 for eip155, Wallet Standard for solana …). */
  walletProvider: T | undefined
  walletProviderType: ConnectorType | undefined
}

const NONE = { walletProvider: undefined, walletProviderType: undefined }

/** The provider object of the wallet connected on `namespace`, for direct chain-library use. */
export function useAppKitProvider<T = unknown>(
  namespace: ChainNamespace,
): UseAppKitProviderReturnType<T> {
  const appKit = useAppKitInstance()
  const sub = useCallback(
    (onChange: () => void) => {
      const { connectors, chain } = appKit!.controllers
      const offConnectors = subscribe(connectors.state, onChange)
      const offChain = subscribe(chain.state, onChange)
      return () => {
        offConnectors()
        offChain()
      }
    },
    [appKit],
  )
  const select = useCallback(() => {
    const { connectors, chain } = appKit!.controllers
    if (!chain.isConnected(namespace)) return NONE
    const connector = connectors.getActiveConnector(namespace)
    return {
      walletProvider: connector?.provider as T | undefined,
      walletProviderType: connector?.type,
    }
  }, [appKit, namespace])
  return useSelected(appKit ? sub : undefined, select, NONE) as UseAppKitProviderReturnType<T>
}
