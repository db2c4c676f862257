import {
  type AdapterFeeEstimate,
  type BitcoinActions,
  type ChainAdapter,
  createWalletKit,
} from '@latchkey/adapter-kit'
import {
  type CaipNetwork,
  type Clock,
  CONSTANTS,
  createTtlCache,
  invalidInput,
  systemClock,
} from '@latchkey/core'
import { joinSharedSession } from '@latchkey/walletconnect'
import type { AdapterContext } from './actions/AdapterContext'
import { act } from './actions/loadActions'
import { setPreferredAccountType } from './actions/setPreferredAccountType'
import type { SignMessageParameters, SignMessageReturnType } from './actions/signMessage'
import type { TransferReturnType } from './actions/transfer'
import { bitcoinAccounts } from './connectors/bitcoinAccounts'
import { type SatsConnectWindow, satsConnectWallets } from './connectors/satsConnect'
import { standardWallets, type WalletRegistry } from './connectors/standardWallets'
import { WALLET_CONNECT_CONNECTOR_ID, walletConnectSource } from './connectors/walletConnect'
import { createEsploraClient, type EsploraClient } from './esplora/esploraClient'

export interface BitcoinAdapterOptions {
  /** The bip122 networks the app offers; by default those the app gave createAppKit. */
  networks?: readonly CaipNetwork[]
  /** Where Wallet Standard wallets register: the page's registry by default. */
  wallets?: WalletRegistry
  /** Where sats-connect providers are injected: the page's window by default. */
  window?: () => SatsConnectWindow | undefined
  /**
   * The Esplora-compatible API per CAIP-2 network id (the provider's proxy, a node of the app's
   * own), used instead of the network's own URL.
   */
  esploraUrls?: Readonly<Record<string, string>>
  /** Blocks within which a send should confirm: its fee estimate is paid. Default 3. */
  feeTarget?: number
  /** Time source of the balance cache and the discovery wait. Default the system clock. */
  clock?: Clock
  /** How long syncConnection waits for a remembered wallet to register. Default 1000 ms. */
  discoveryTimeoutMs?: number
}

/** The ChainAdapter plus what only Bitcoin wallets do. */
export interface BitcoinAdapter extends ChainAdapter {
  readonly namespace: 'bip122'
  readonly networks: readonly CaipNetwork[]
  readonly bitcoin: BitcoinActions
  syncConnectors(): void
  signMessage(params: SignMessageParameters): Promise<SignMessageReturnType>
  transfer(params: Parameters<ChainAdapter['transfer']>[0]): Promise<TransferReturnType>
  estimateFee(params: { caipNetwork: CaipNetwork }): Promise<AdapterFeeEstimate>
  destroy(): void
}

/**
 * The Bitcoin adapter: Wallet Standard and sats-connect wallets and the core's WalletConnect
 * session; balances and broadcasts through an Esplora API; bitcoinjs-lib loaded on first send.
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  const clock = options.clock ?? systemClock
  const clients = new Map<string, EsploraClient>()
  const kit = createWalletKit({
    namespace: 'bip122',
    walletLabel: 'Bitcoin',
    networks: options.networks,
    sources: [standardWallets(options.wallets), satsConnectWallets(options.window)],
    accounts: bitcoinAccounts,
    clock,
    discoveryTimeoutMs: options.discoveryTimeoutMs ?? 1_000,
    walletConnect: (setup) => walletConnectSource(() => joinSharedSession(setup, 'bip122')),
  })
  const context: AdapterContext = Object.assign(kit.context, {
    esplora(caipNetwork: CaipNetwork) {
      const url =
        options.esploraUrls?.[caipNetwork.caipNetworkId] ?? caipNetwork.rpcUrls.default.http[0]
      if (!url || !/^https?:\/\//.test(url))
        throw invalidInput('esploraUrl', url, `an Esplora API URL for ${caipNetwork.caipNetworkId}`)
      const client = clients.get(url) ?? createEsploraClient(url)
      clients.set(url, client)
      return client
    },
    sats: createTtlCache<bigint>(clock, CONSTANTS.NATIVE_BALANCE_CACHE_MS),
    feeTarget: options.feeTarget ?? 3,
  })

  return kit.adapter({
    getBalance: (params: Parameters<ChainAdapter['getBalance']>[0]) =>
      act((actions) => actions.getBalance(context, params)),
    signMessage: (params: SignMessageParameters) =>
      act((actions) => actions.signMessage(context, params)),
    transfer: (params: Parameters<ChainAdapter['transfer']>[0]) =>
      act((actions) => actions.transfer(context, params)),
    estimateFee: (params: { caipNetwork: CaipNetwork }) =>
      act((actions) => actions.estimateFee(context, params)),
    setPreferredAccountType: (
      params: Parameters<NonNullable<ChainAdapter['setPreferredAccountType']>>[0],
    ) => setPreferredAccountType(context, params),
    bitcoin: {
      signPsbt: (params) => act((actions) => actions.signPsbt(context, params)),
    } satisfies BitcoinActions,
  })
}

export { WALLET_CONNECT_CONNECTOR_ID }
