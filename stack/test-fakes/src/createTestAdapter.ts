import type {
  AdapterConnection,
  AdapterWalletInfo,
  ChainAdapter,
  ChainAdapterEventName,
  ChainAdapterEvents,
} from '@latchkey/adapter-kit'
import {
  type AccountType,
  type ChainNamespace,
  DEFAULT_ACCOUNT_TYPES,
  formatUnits,
  parseUnits,
  WalletRpcError,
} from '@latchkey/core'
import { createConnectPrompts } from './connectPrompts'
import { createLedger, type Ledger } from './ledger'
import { createTestEvmActions } from './testEvmActions'
import type { TestWallet } from './testWallet'

export interface TestAdapterOptions {
  namespace: ChainNamespace
  /** The chain state the adapter reads and moves value on; a fresh, empty one when absent. */
  ledger?: Ledger
  wallets: TestWallet[]
  defaultAccountType?: AccountType
  /** Offer the EVM-only part (`evm`), as an eip155 adapter does. Default: for eip155. */
  evmPart?: boolean
  /**
   * 'auto': wallets say yes to a connect at once. 'manual': a connect waits until the test
   * calls `approve()` or `reject()`, as a person in the wallet would. Default 'auto'.
   */
  approval?: 'auto' | 'manual'
}

type Listener = (payload: never) => void

/** The namespaces whose real adapters offer an EVM part: the fake offers it there by default. */
const WITH_EVM_PART: readonly ChainNamespace[] = ['eip155']

/**
 * A real ChainAdapter over an in-memory ledger: connecting opens a wallet session, signing
 * signs with the wallet's key, sending moves balances. Only the chain library is missing.
 */
export function createTestAdapter({
  namespace,
  ledger = createLedger(),
  wallets,
  defaultAccountType,
  evmPart = WITH_EVM_PART.includes(namespace),
  approval = 'auto',
}: TestAdapterOptions) {
  const listeners = new Map<ChainAdapterEventName, Set<Listener>>()
  const prompts = createConnectPrompts()
  /** What the app asked of the adapter, in order: connector ids, network ids, messages. */
  const calls = {
    connect: [] as string[],
    switchNetwork: [] as string[],
    signMessage: [] as string[],
  }
  let pairingCount = 0
  let pairingFailure: { reason: unknown } | undefined

  function emit<E extends ChainAdapterEventName>(event: E, payload: ChainAdapterEvents[E]) {
    for (const listener of [...(listeners.get(event) ?? [])])
      (listener as (p: typeof payload) => void)(payload)
  }

  function walletOf(connectorId?: string): TestWallet {
    const wallet = connectorId
      ? wallets.find((w) => w.id === connectorId)
      : wallets.find((w) => w.connected)
    if (!wallet) throw new WalletRpcError(4100, `no wallet ${connectorId ?? 'connected'}`)
    return wallet
  }

  function sessionWallet(from: string, connectorId?: string) {
    const wallet = walletOf(connectorId)
    if (!wallet.connected) throw new WalletRpcError(4900)
    if (!wallet.accounts.some((a) => a.address === from)) throw new WalletRpcError(4100)
    return wallet
  }

  function connection(wallet: TestWallet): AdapterConnection {
    return {
      address: wallet.address,
      caipNetworkId: `${namespace}:${wallet.chainId}`,
      connectorId: wallet.id,
      accounts: wallet.accounts.map((a) => ({ ...a })),
      ...(wallet.preferredAccountType ? { preferredAccountType: wallet.preferredAccountType } : {}),
      ...(wallet.peer ? { wallet: { ...wallet.peer } } : {}),
    }
  }

  function openSession(wallet: TestWallet, address?: string, peer?: AdapterWalletInfo) {
    wallet.check('connect')
    if (address) wallet.selectAccount(address)
    if (peer) wallet.peer = peer
    wallet.connected = true
    wallet.persisted = true
    for (const other of wallet.linked) other.persisted = true
    return connection(wallet)
  }

  const adapter: ChainAdapter = {
    namespace,
    defaultAccountType: defaultAccountType ?? DEFAULT_ACCOUNT_TYPES[namespace],

    getConnectors: () => wallets.map((w) => w.connector()),

    async connect({ connectorId, onUri }) {
      calls.connect.push(connectorId)
      const wallet = walletOf(connectorId)
      if (wallet.type === 'WALLET_CONNECT') {
        if (pairingFailure) {
          // The relay refuses a new pairing: the pairing flow fails everyone waiting on it.
          const { reason } = pairingFailure
          pairingFailure = undefined
          prompts.fail(connectorId, reason)
          throw reason
        }
        onUri?.(`wc:fake${++pairingCount}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`)
      }
      if (approval === 'manual')
        return prompts.wait(connectorId, (address, peer) => openSession(wallet, address, peer))
      return openSession(wallet)
    },

    async syncConnection({ connectorId }) {
      const wallet = walletOf(connectorId)
      wallet.check('sync')
      if (!wallet.persisted) return undefined
      wallet.connected = true
      return connection(wallet)
    },

    async disconnect({ connectorId }) {
      const wallet = walletOf(connectorId)
      wallet.check('disconnect')
      wallet.connected = false
      wallet.persisted = false
      for (const other of wallet.linked) {
        other.connected = false
        other.persisted = false
      }
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

    async getBalance({ address, caipNetwork }) {
      const raw = ledger.balanceOf(caipNetwork.caipNetworkId, address)
      return {
        balance: formatUnits(raw, caipNetwork.nativeCurrency.decimals),
        symbol: caipNetwork.nativeCurrency.symbol,
      }
    },

    async switchNetwork({ caipNetwork, connectorId }) {
      calls.switchNetwork.push(caipNetwork.caipNetworkId)
      const wallet = walletOf(connectorId)
      wallet.check('switch')
      if (wallet.knownChainIds && !wallet.knownChainIds.includes(caipNetwork.id))
        throw new WalletRpcError(4902)
      wallet.chainId = caipNetwork.id
      emit('chainChanged', { caipNetworkId: caipNetwork.caipNetworkId, connectorId: wallet.id })
    },

    async signMessage({ message, address, connectorId }) {
      calls.signMessage.push(message)
      const wallet = sessionWallet(address, connectorId)
      wallet.check('sign')
      return { signature: wallet.sign(message, address) }
    },

    async transfer({ caipNetwork, from, to, amount, token, connectorId }) {
      const wallet = sessionWallet(from, connectorId)
      wallet.check('send')
      const network = caipNetwork.caipNetworkId
      return {
        hash: token
          ? ledger.transferToken(network, token.address, from, to, amount)
          : ledger.transfer(network, from, to, amount),
      }
    },

    async estimateFee({ caipNetwork }) {
      const feeRate = ledger.gasPriceOf(caipNetwork.caipNetworkId)
      return { feeRate, transferFee: feeRate * 21_000n }
    },

    parseUnits: (value, decimals) => parseUnits(value, decimals),
    formatUnits: (value, decimals) => formatUnits(value, decimals),

    async setPreferredAccountType({ type, connectorId }) {
      const wallet = walletOf(connectorId)
      wallet.check('accountType')
      if (type === 'smartAccount' && !wallet.supportsSmartAccount) throw new WalletRpcError(4200)
      wallet.preferredAccountType = type
    },
  }

  // The EVM-only part, as an eip155 adapter offers it (a test adapter of another namespace has none).
  const withEvm: ChainAdapter = evmPart
    ? { ...adapter, evm: createTestEvmActions(ledger, sessionWallet) }
    : adapter

  const controls = {
    /** Lets a test play the wallet's side: a user switching account or chain in the wallet. */
    emit,
    wallets,
    ledger,
    calls,
    listenerCount: (event: ChainAdapterEventName) => listeners.get(event)?.size ?? 0,
    /** Connects waiting for `approve()` or `reject()` (approval 'manual'). */
    get pendingCount() {
      return prompts.count
    },
    /**
     * The person says yes to the oldest waiting connect, with `address` (the wallet's first
     * account when absent) and, over WalletConnect, the `peer` wallet as its metadata names it.
     */
    approve: (address?: string, peer?: AdapterWalletInfo) => prompts.approve(address, peer),
    /** The person says no to the oldest waiting connect (4001 unless `error` is given). */
    reject: (error?: unknown) => prompts.reject(error),
    /** The next WalletConnect pairing fails to start with `error` (a relay that is down). */
    failNextPairing(error: unknown = new Error('relay down')) {
      pairingFailure = { reason: error }
    },
  }
  // Descriptors, not Object.assign: `pendingCount` stays a live getter.
  return Object.defineProperties(
    withEvm,
    Object.getOwnPropertyDescriptors(controls),
  ) as ChainAdapter & typeof controls
}

export type TestAdapter = ReturnType<typeof createTestAdapter>
