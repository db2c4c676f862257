import {
  type AdapterFeeEstimate,
  type AdapterSignInParams,
  type ChainAdapter,
  createWalletKit,
  type KitAccounts,
  type SolanaActions,
} from '@latchkey/adapter-kit'
import {
  type CaipNetwork,
  type Clock,
  CONSTANTS,
  createTtlCache,
  systemClock,
} from '@latchkey/core'
import { joinSharedSession } from '@latchkey/walletconnect'
import type { Connection } from '@solana/web3.js'
import type { AdapterContext } from './actions/AdapterContext'
import { estimateFee } from './actions/estimateFee'
import { getBalance } from './actions/getBalance'
import { signAndSendTransaction } from './actions/signAndSendTransaction'
import { type SignInReturnType, signIn } from './actions/signIn'
import { type SignMessageReturnType, signMessage } from './actions/signMessage'
import { signTransactions } from './actions/signTransactions'
import { type TransferReturnType, transfer } from './actions/transfer'
import type { ConnectorSource } from './connectors/SolanaConnector'
import { standardWallets, type WalletRegistry } from './connectors/standardWallets'
import { WALLET_CONNECT_CONNECTOR_ID, walletConnectSource } from './connectors/walletConnect'
import { createWalletProvider } from './provider/createWalletProvider'
import { loadSolanaRuntime } from './runtime/loadSolanaRuntime'

export interface SolanaAdapterOptions {
  /** The solana networks the app offers; by default those the app gave createAppKit. */
  networks?: readonly CaipNetwork[]
  /** Where Wallet Standard wallets register: the page's registry by default. */
  wallets?: WalletRegistry
  /** The app's own RPC URL per CAIP-2 network id, used instead of the network's own. */
  rpcUrls?: Readonly<Record<string, string>>
  /** Time source of the balance cache and the discovery wait. Default the system clock. */
  clock?: Clock
  /** How long syncConnection waits for a remembered wallet to register. Default 1000 ms. */
  discoveryTimeoutMs?: number
  /** How long a send waits for its confirmation. Default 60 s. */
  confirmTimeoutMs?: number
  /** More connector sources, e.g. the embedded wallet's `wallet.solana` (an AUTH connector). */
  connectors?: readonly ConnectorSource[]
}

/** How the wallet kit reads Solana accounts: addresses, the first in use. */
const solanaAccounts: KitAccounts<string> = {
  address: ([first]) => first,
  entries: (addresses) => addresses.map((address) => ({ address, type: 'eoa' })),
  // Solana wallets hold one key for every cluster: the connection is on the app's network.
  defaultCaipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}

/** The ChainAdapter plus what only Solana wallets do. */
export interface SolanaAdapter extends ChainAdapter {
  readonly namespace: 'solana'
  readonly networks: readonly CaipNetwork[]
  readonly solana: SolanaActions
  syncConnectors(): void
  signMessage(params: Parameters<ChainAdapter['signMessage']>[0]): Promise<SignMessageReturnType>
  signIn(params: AdapterSignInParams): Promise<SignInReturnType>
  transfer(params: Parameters<ChainAdapter['transfer']>[0]): Promise<TransferReturnType>
  estimateFee(params: { caipNetwork: CaipNetwork }): Promise<AdapterFeeEstimate>
  destroy(): void
}

/** The Solana adapter over @solana/web3.js (loaded on first need): Wallet Standard wallets. */
export function solanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  const clock = options.clock ?? systemClock
  const connections = new Map<string, Promise<Connection>>()
  const kit = createWalletKit({
    namespace: 'solana',
    walletLabel: 'Solana',
    networks: options.networks,
    sources: [...(options.connectors ?? []), standardWallets(options.wallets)],
    accounts: solanaAccounts,
    clock,
    discoveryTimeoutMs: options.discoveryTimeoutMs ?? 1_000,
    walletConnect: (setup) => walletConnectSource(() => joinSharedSession(setup, 'solana')),
    publicExtras: (connector) => ({ provider: createWalletProvider(context, connector.id) }),
  })
  const context: AdapterContext = Object.assign(kit.context, {
    connection(caipNetwork: CaipNetwork) {
      const url =
        options.rpcUrls?.[caipNetwork.caipNetworkId] ?? caipNetwork.rpcUrls.default.http[0]
      if (!url) return Promise.reject(new Error(`No RPC URL for ${caipNetwork.caipNetworkId}`))
      let made = connections.get(url)
      if (!made) {
        made = loadSolanaRuntime().then((runtime) => runtime.createConnection(url))
        made.catch(() => connections.delete(url))
        connections.set(url, made)
      }
      return made
    },
    lamports: createTtlCache<bigint>(clock, CONSTANTS.NATIVE_BALANCE_CACHE_MS),
    confirmTimeoutMs: options.confirmTimeoutMs ?? 60_000,
  })

  return kit.adapter({
    getBalance: (params: Parameters<ChainAdapter['getBalance']>[0]) => getBalance(context, params),
    signMessage: (params: Parameters<ChainAdapter['signMessage']>[0]) =>
      signMessage(context, params),
    signIn: (params: AdapterSignInParams) => signIn(context, params),
    transfer: (params: Parameters<ChainAdapter['transfer']>[0]) => transfer(context, params),
    estimateFee: (params: { caipNetwork: CaipNetwork }) => estimateFee(context, params),
    solana: {
      signTransactions: (params) => signTransactions(context, params),
      signAndSendTransaction: (params) => signAndSendTransaction(context, params),
    } satisfies SolanaActions,
  })
}

export { WALLET_CONNECT_CONNECTOR_ID }
