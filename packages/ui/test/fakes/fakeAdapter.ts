import type {
  AdapterConnection,
  AdapterWalletInfo,
  ChainAdapter,
  ChainAdapterEventName,
  ChainAdapterEvents,
  Connector,
} from '@latchkey/controllers'
import { type ChainNamespace, formatUnits, parseUnits, WalletRpcError } from '@latchkey/core'

export const ADDRESS = '0x1111111111111111111111111111111111111111'

export const INJECTED: Connector = {
  id: 'dev.latchkey.wallet',
  name: 'Dev Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'dev.latchkey.wallet' },
  installed: true,
  imageUrl: 'data:image/png;base64,iVBORw0KGgo=',
}

export const WALLET_CONNECT: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

interface Pending {
  resolve(value: AdapterConnection): void
  reject(reason: unknown): void
  connectorId: string
  promise: Promise<AdapterConnection>
}

/**
 * An in-memory ChainAdapter whose wallets answer when the test says so: `approve()` and
 * `reject()` settle the oldest pending connect, as a person in the wallet would.
 */
export function createFakeAdapter({
  namespace = 'eip155',
  connectors = [INJECTED, WALLET_CONNECT],
  chainId = 1,
}: {
  namespace?: ChainNamespace
  connectors?: Connector[]
  chainId?: number | string
} = {}) {
  const listeners = new Map<ChainAdapterEventName, Set<(payload: never) => void>>()
  const pending: Pending[] = []
  const calls = {
    connect: [] as string[],
    switchNetwork: [] as string[],
    signMessage: [] as string[],
  }
  let pairings = 0
  let pairingFailure: unknown

  const adapter: ChainAdapter = {
    namespace,
    defaultAccountType: 'eoa',
    getConnectors: () => connectors,
    connect({ connectorId, onUri }) {
      calls.connect.push(connectorId)
      const walletConnect = connectors.find((c) => c.id === connectorId)?.type === 'WALLET_CONNECT'
      const joined = walletConnect ? pending.find((p) => p.connectorId === connectorId) : undefined
      if (walletConnect && pairingFailure !== undefined) {
        // The relay refuses a new pairing: the pairing flow fails everyone waiting on it.
        const reason = pairingFailure
        pairingFailure = undefined
        if (!joined) return Promise.reject(reason)
        pending.splice(pending.indexOf(joined), 1)
        joined.reject(reason)
        return joined.promise
      }
      if (walletConnect)
        onUri?.(`wc:fake${++pairings}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`)
      // As a real pairing flow: asked again while pairing, it shows a new URI and one outcome.
      if (joined) return joined.promise
      let settle!: Pick<Pending, 'resolve' | 'reject'>
      const promise = new Promise<AdapterConnection>((resolve, reject) => {
        settle = { resolve, reject }
      })
      pending.push({ ...settle, connectorId, promise })
      return promise
    },
    syncConnection: async () => undefined,
    disconnect: async () => {},
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: never) => void)
      listeners.set(event, set)
      return () => set.delete(listener as (payload: never) => void)
    },
    getBalance: async () => ({ balance: '1.23456', symbol: 'ETH' }),
    async switchNetwork({ caipNetwork }) {
      calls.switchNetwork.push(caipNetwork.caipNetworkId)
    },
    async signMessage({ message }) {
      calls.signMessage.push(message)
      return { signature: `0x${'5'.repeat(130)}` }
    },
    transfer: async ({ token }) => ({ hash: `0x${(token ? 'b' : 'a').repeat(64)}` }),
    estimateFee: async () => ({ feeRate: 1_000_000_000n, transferFee: 21_000_000_000_000n }),
    parseUnits,
    formatUnits,
  }

  return {
    adapter,
    calls,
    get pendingCount() {
      return pending.length
    },
    /** `wallet`: the wallet behind a WalletConnect session, as its metadata names it. */
    approve(address = ADDRESS, wallet?: AdapterWalletInfo) {
      const next = pending.shift()
      if (!next) throw new Error('no connect is waiting')
      next.resolve({
        address,
        caipNetworkId: `${namespace}:${chainId}`,
        connectorId: next.connectorId,
        ...(wallet ? { wallet } : {}),
      })
    },
    reject(error: unknown = new WalletRpcError(4001)) {
      const next = pending.shift()
      if (!next) throw new Error('no connect is waiting')
      next.reject(error)
    },
    /** The next WalletConnect pairing fails to start with `error` (a relay that is down). */
    failNextPairing(error: unknown = new Error('relay down')) {
      pairingFailure = error
    },
    emit<E extends ChainAdapterEventName>(event: E, payload: ChainAdapterEvents[E]) {
      for (const listener of listeners.get(event) ?? [])
        (listener as (p: typeof payload) => void)(payload)
    },
  }
}

export type FakeAdapter = ReturnType<typeof createFakeAdapter>
