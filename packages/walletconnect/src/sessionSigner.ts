import type { KitSigner } from '@latchkey/adapter-kit'
import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  WALLET_ERROR_CODES,
  WalletRpcError,
} from '@latchkey/core'
import { peerWallet } from './peerWallet'
import { sessionAccounts, sessionChains } from './universalNamespaces'
import type { WalletConnectSession } from './walletConnectSession'

/** A text field of a wallet's answer; a missing or empty one is the wallet's internal error. */
export function answerText(answer: unknown, field: string): string {
  const value = (answer as Record<string, unknown> | null)?.[field]
  if (typeof value !== 'string' || !value)
    throw new WalletRpcError(WALLET_ERROR_CODES.INTERNAL_ERROR)
  return value
}

/** Where a request goes: the network the adapter is on, else the namespace's first approved. */
export function requestChain(
  session: WalletConnectSession,
  namespace: ChainNamespace,
  caipNetwork?: CaipNetwork,
): CaipNetworkId {
  const approved = sessionChains(session.current, namespace)
  const wanted = caipNetwork?.caipNetworkId
  const chain = wanted && approved.includes(wanted) ? wanted : approved[0]
  if (!chain) throw new WalletRpcError(WALLET_ERROR_CODES.CHAIN_DISCONNECTED)
  return chain
}

/**
 * What a namespace's signer over the shared session does like every other (the wallet kit's
 * signer): pair or restore, the accounts approved in the namespace (first approved first), the
 * wallet's own account changes, its peer wallet. `toAccounts` makes the namespace's accounts.
 */
export function sessionKitSigner<A>(
  session: () => WalletConnectSession,
  namespace: ChainNamespace,
  toAccounts: (addresses: string[]) => A[],
): KitSigner<A> {
  return {
    async connect({ silent, caipNetwork, onUri }) {
      if (silent) await session().restore()
      else await session().pair(onUri, caipNetwork?.caipNetworkId)
      const approved = sessionAccounts(session().current, namespace).map((a) => a.address)
      return toAccounts([...new Set(approved)])
    },
    disconnect: () => session().disconnect(),
    watch(listener) {
      return session().subscribe((event) => {
        if (event.type === 'disconnect') listener({ accounts: [] })
        else if (event.type === 'accounts' && event.namespace === namespace)
          listener({ accounts: toAccounts([event.address]) })
      })
    },
    peerWallet: () => peerWallet(session().current),
    cancelPairing: () => session().cancelPairing(),
  }
}
