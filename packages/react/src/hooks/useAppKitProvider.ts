import type { ChainNamespace, ConnectorType } from '@latchkey/core'
import type { AppKit } from '@latchkey/ui'
import { useReadout } from '../internal/useReadout'

export interface UseAppKitProviderReturnType<T> {
  /** The connected wallet's own provider (EIP-1193 for eip155, Wallet Standard for solana …). */
  readonly walletProvider: T | undefined
  readonly walletProviderType: ConnectorType | undefined
}

const NONE = /* @__PURE__ */ Object.freeze({
  walletProvider: undefined,
  walletProviderType: undefined,
})

const read = (appKit: AppKit, namespace: ChainNamespace) =>
  appKit.getWalletProviderOverview(namespace)
const watch = (appKit: AppKit, onChange: () => void, namespace: ChainNamespace) =>
  appKit.subscribeWalletProvider(onChange, namespace)

/** The provider object of the wallet connected on `namespace`, for direct chain-library use. */
export function useAppKitProvider<T = unknown>(
  namespace: ChainNamespace,
): UseAppKitProviderReturnType<T> {
  // The core cannot know the host's provider type; T is the host's claim, as in the field.
  return useReadout(read, watch, NONE, namespace) as UseAppKitProviderReturnType<T>
}
