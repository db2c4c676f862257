import type {
  AdapterConnection,
  BasicModeApi,
  ChainAdapter,
  ChainAdapterEventName,
  ChainAdapterEvents,
  Connector,
  EvmSendTransactionParams,
} from '@latchkey/adapter-kit'
import {
  type AccountEntry,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  formatUnits,
  latchkeyError,
  latchkeyErrorWith,
  namespaceProfile,
  parseUnits,
  type SessionRequest,
  WALLET_ERROR_CODES,
  WalletRpcError,
  walletConnectProfile,
} from '@latchkey/core'
import { sessionAccounts, sessionChains, sessionMethods } from './universalNamespaces'
import type { WalletConnectSession } from './walletConnectSession'

export interface UniversalAdapterOptions {
  namespace: ChainNamespace
  session: WalletConnectSession
  /** The one WALLET_CONNECT connector every namespace of the session reports. */
  connector: Connector
  /** The provider's blockchain API: balances of namespaces without a chain library. */
  getApi: () => BasicModeApi | undefined
  /** Called once the adapter is destroyed (the last one shuts the shared session down). */
  onDestroy?: () => void
}

/** A ChainAdapter reached only through a WalletConnect session: basic mode has no chain library. */
export interface UniversalAdapter extends ChainAdapter {
  readonly basic: true
}

type Listener = (payload: never) => void

/**
 * One namespace of the shared basic-mode session (SPEC §2 "no adapters"): its accounts and chain
 * come from what the wallet approved, signing and sending go to the wallet as session requests
 * where the namespace has a well-known method, and anything needing a chain library is refused.
 */
export function createUniversalAdapter({
  namespace,
  session,
  connector,
  getApi,
  onDestroy,
}: UniversalAdapterOptions): UniversalAdapter {
  const listeners = new Map<ChainAdapterEventName, Set<Listener>>()
  const emit = <E extends ChainAdapterEventName>(event: E, payload: ChainAdapterEvents[E]) => {
    for (const listener of [...(listeners.get(event) ?? [])])
      (listener as (p: typeof payload) => void)(payload)
  }
  const connectorId = connector.id
  const profile = namespaceProfile(namespace)
  const walletConnect = walletConnectProfile(namespace)
  // A WalletConnect wallet signs with its own key: an eoa, where eip155 defaults to smartAccount.
  const accountType = walletConnect.accountType
  // The chain and account the wallet (or a switch) last pointed this namespace at.
  let chainId: string | undefined
  let address: string | undefined
  let reported: { address: string; chainId: string } | undefined

  function connection(caipNetwork?: CaipNetwork): AdapterConnection | undefined {
    const current = session.current
    // CAIP-10 from a wallet is read with the namespace's own §5 rule (checksums included).
    const accounts = sessionAccounts(current, namespace, profile.isAddress)
    if (accounts.length === 0) return undefined
    const approved = sessionChains(current, namespace)
    const wanted =
      caipNetwork?.chainNamespace === namespace && approved.includes(caipNetwork.caipNetworkId)
        ? String(caipNetwork.id)
        : undefined
    const chain =
      (chainId && approved.includes(`${namespace}:${chainId}`) ? chainId : undefined) ??
      wanted ??
      (accounts[0] as { chainId: string }).chainId
    const onChain = accounts.filter((a) => a.chainId === chain)
    // eip155 addresses come checksummed or not: the same account either way.
    const same = (a: string, b: string | undefined) =>
      b !== undefined && profile.addressKey(a) === profile.addressKey(b)
    const picked =
      onChain.find((a) => same(a.address, address)) ??
      onChain[0] ??
      (accounts[0] as { address: string })
    chainId = chain
    address = picked.address
    reported = { address: picked.address, chainId: chain }
    const entries: AccountEntry[] = []
    for (const account of onChain.length > 0 ? onChain : accounts)
      if (!entries.some((e) => e.address === account.address))
        entries.push({ address: account.address, type: accountType })
    // The wallet names itself; the core cleans the name and keeps https icons only.
    const peer = current?.peer?.metadata
    return {
      address: picked.address,
      caipNetworkId: `${namespace}:${chain}`,
      connectorId,
      accounts: entries,
      ...(peer?.name ? { wallet: { name: peer.name, icon: peer.icons?.[0] } } : {}),
    }
  }

  /** Tells the controllers what moved since the last report. */
  function report() {
    const before = reported
    const now = connection()
    if (!now) {
      // The wallet's session update dropped this namespace: it is no longer connected.
      if (before) {
        reported = undefined
        emit('disconnect', { connectorId })
      }
      return
    }
    if (before?.address !== reported?.address)
      emit('accountsChanged', {
        address: now.address,
        ...(now.accounts ? { accounts: now.accounts } : {}),
        connectorId,
      })
    if (before?.chainId !== reported?.chainId)
      emit('chainChanged', { caipNetworkId: now.caipNetworkId, connectorId })
  }

  const unsubscribe = session.subscribe((event) => {
    if (event.type === 'disconnect') {
      chainId = undefined
      address = undefined
      reported = undefined
      emit('disconnect', { connectorId })
      return
    }
    if (event.type === 'chain' && event.namespace === namespace) chainId = event.chainId
    if (event.type === 'accounts' && event.namespace === namespace) address = event.address
    if (reported) report()
  })

  /** Sends a session request the wallet approved; one it did not is refused with 4200. */
  async function ask<T>(request: SessionRequest<T>, caipNetwork?: CaipNetwork): Promise<T> {
    if (!sessionMethods(session.current, namespace).includes(request.method))
      throw new WalletRpcError(WALLET_ERROR_CODES.UNSUPPORTED_METHOD)
    const answer = await session.request<unknown>(
      { method: request.method, params: request.params },
      activeChain(caipNetwork),
    )
    return request.read(answer)
  }

  function activeChain(caipNetwork?: CaipNetwork): CaipNetworkId {
    if (caipNetwork?.chainNamespace === namespace) return caipNetwork.caipNetworkId
    const current = connection()
    if (!current) throw new WalletRpcError(WALLET_ERROR_CODES.DISCONNECTED)
    return current.caipNetworkId
  }

  return {
    basic: true,
    namespace,
    defaultAccountType: profile.defaultAccountType,
    getConnectors: () => [connector],

    async connect({ caipNetwork, onUri }) {
      await session.pair(onUri)
      const result = connection(caipNetwork)
      if (!result) {
        // Nothing the app asked for was approved: end the session rather than leave it open.
        const served = connector.chains ?? [namespace]
        if (!served.some((ns) => sessionAccounts(session.current, ns).length > 0))
          await session.disconnect()
        throw new WalletRpcError(WALLET_ERROR_CODES.UNAUTHORIZED)
      }
      if (walletConnect.defaultChain) await session.setDefaultChain(result.caipNetworkId)
      return result
    },

    async syncConnection({ caipNetwork }) {
      await session.restore()
      return connection(caipNetwork)
    },

    cancelPairing: () => session.cancelPairing(),

    async disconnect() {
      chainId = undefined
      address = undefined
      reported = undefined
      await session.disconnect()
    },

    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener as Listener)
      return () => set.delete(listener as Listener)
    },

    /** The native balance through the provider's blockchain API, for the chains it serves. */
    async getBalance({ address: owner, caipNetwork }) {
      const api = getApi()
      if (!api) throw latchkeyError('TOKEN_BALANCE_UNAVAILABLE')
      // The API gates on the active network only; a sibling namespace's chain is checked here.
      const { http } = await api.fetchSupportedChains()
      if (!http.includes(caipNetwork.caipNetworkId))
        throw latchkeyError('TOKEN_BALANCE_UNAVAILABLE')
      const { balances } = await api.getBalance({
        address: owner,
        chainId: caipNetwork.caipNetworkId,
      })
      const native = balances.find((b) => !b.address && b.chainId === caipNetwork.caipNetworkId)
      if (!native) throw latchkeyError('TOKEN_BALANCE_UNAVAILABLE')
      return { balance: native.quantity.numeric, symbol: native.symbol }
    },

    /** Within the chains the wallet approved: no wallet prompt, the session already holds them. */
    async switchNetwork({ caipNetwork }) {
      if (!sessionChains(session.current, namespace).includes(caipNetwork.caipNetworkId))
        throw latchkeyErrorWith('CHAIN_NOT_SUPPORTED', {
          cause: new WalletRpcError(WALLET_ERROR_CODES.UNRECOGNIZED_CHAIN),
        })
      chainId = String(caipNetwork.id)
      if (walletConnect.defaultChain) await session.setDefaultChain(caipNetwork.caipNetworkId)
      report()
    },

    async signMessage({ message, address: signer, caipNetwork }) {
      const request = walletConnect.signMessage?.(message, signer)
      if (!request) throw latchkeyError('UNSUPPORTED_CHAIN')
      return { signature: await ask(request, caipNetwork) }
    },

    // A token transfer needs a chain library (ABI or program encoding): none in basic mode.
    async transfer({ caipNetwork, from, to, amount, token }) {
      const request = token
        ? undefined
        : walletConnect.nativeTransfer?.({ from, to, value: amount })
      if (!request) throw latchkeyError('UNSUPPORTED_CHAIN')
      return { hash: await ask(request, caipNetwork) }
    },

    // A swap's transaction is a plain session request: no chain library needed (SPEC §2 basic).
    ...(walletConnect.evmTransaction
      ? {
          evm: {
            async sendTransaction(params: EvmSendTransactionParams) {
              const request = walletConnect.evmTransaction?.({ ...params })
              if (!request) throw latchkeyError('UNSUPPORTED_CHAIN')
              return { hash: await ask(request, params.caipNetwork) }
            },
          },
        }
      : {}),
    parseUnits,
    formatUnits,
    destroy() {
      unsubscribe()
      listeners.clear()
      onDestroy?.()
    },
  }
}
