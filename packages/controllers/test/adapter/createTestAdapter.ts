import {
  type AccountType,
  type ChainNamespace,
  DEFAULT_ACCOUNT_TYPES,
  formatUnits,
  parseUnits,
  WalletRpcError,
} from '@latchkey/core'
import type {
  AdapterConnection,
  ChainAdapter,
  ChainAdapterEventName,
  ChainAdapterEvents,
  EvmActions,
} from '../../src'
import type { Ledger } from './ledger'
import type { TestWallet } from './testWallet'

export interface TestAdapterOptions {
  namespace: ChainNamespace
  ledger: Ledger
  wallets: TestWallet[]
  defaultAccountType?: AccountType
  /** Offer the EVM-only part (`evm`), as an eip155 adapter does. Default: for eip155. */
  evmPart?: boolean
}

type Listener = (payload: never) => void

/**
 * A real ChainAdapter over an in-memory ledger: connecting opens a wallet session, signing
 * signs with the wallet's key, sending moves balances. Only the chain library is missing.
 */
export function createTestAdapter({
  namespace,
  ledger,
  wallets,
  defaultAccountType,
  evmPart = namespace === 'eip155',
}: TestAdapterOptions) {
  const listeners = new Map<ChainAdapterEventName, Set<Listener>>()
  let pairingCount = 0

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

  const adapter: ChainAdapter = {
    namespace,
    defaultAccountType: defaultAccountType ?? DEFAULT_ACCOUNT_TYPES[namespace],

    getConnectors: () => wallets.map((w) => w.connector()),

    async connect({ connectorId, onUri }) {
      const wallet = walletOf(connectorId)
      if (wallet.type === 'WALLET_CONNECT')
        onUri?.(`wc:test-${++pairingCount}@2?relay-protocol=irn`)
      wallet.check('connect')
      wallet.connected = true
      wallet.persisted = true
      for (const other of wallet.linked) other.persisted = true
      return connection(wallet)
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
      const wallet = walletOf(connectorId)
      wallet.check('switch')
      if (wallet.knownChainIds && !wallet.knownChainIds.includes(caipNetwork.id))
        throw new WalletRpcError(4902)
      wallet.chainId = caipNetwork.id
      emit('chainChanged', { caipNetworkId: caipNetwork.caipNetworkId, connectorId: wallet.id })
    },

    async signMessage({ message, address, connectorId }) {
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
  const evm: EvmActions = {
    async sendTransaction({ caipNetwork, from, to, value, data, connectorId }) {
      const wallet = sessionWallet(from, connectorId)
      wallet.check('send')
      return { hash: ledger.transfer(caipNetwork.caipNetworkId, from, to, value, data) }
    },
    async writeContract({ caipNetwork, from, contractAddress, functionName, args, connectorId }) {
      const wallet = sessionWallet(from, connectorId)
      wallet.check('send')
      if (functionName !== 'transfer') throw new WalletRpcError(4200)
      const [to, amount] = args as [string, bigint]
      return {
        hash: ledger.transferToken(caipNetwork.caipNetworkId, contractAddress, from, to, amount),
      }
    },
    estimateGas: async () => 21_000n,
    getGasPrice: async ({ caipNetwork }) => ledger.gasPriceOf(caipNetwork.caipNetworkId),
    async signTypedData({ address, typedData, connectorId }) {
      const wallet = sessionWallet(address, connectorId)
      wallet.check('sign')
      return { signature: wallet.sign(JSON.stringify(typedData), address) }
    },
    async sendCalls({ caipNetwork, from, calls, connectorId }) {
      const wallet = sessionWallet(from, connectorId)
      wallet.check('send')
      const hashes = calls.map((call) =>
        ledger.transfer(caipNetwork.caipNetworkId, from, call.to, call.value ?? 0n, call.data),
      )
      return { id: hashes.join(',') }
    },
    getCapabilities: async ({ address }) => ({ [address]: {} }),
  }
  const withEvm: ChainAdapter = evmPart ? { ...adapter, evm } : adapter

  return Object.assign(withEvm, {
    /** Lets a test play the wallet's side: a user switching account or chain in the wallet. */
    emit,
    wallets,
    listenerCount: (event: ChainAdapterEventName) => listeners.get(event)?.size ?? 0,
  })
}

export type TestAdapter = ReturnType<typeof createTestAdapter>
