import type {
  AdapterSetup,
  ChainAdapter,
  ChainAdapterEvents,
  Connector,
  EvmActions,
} from '@latchkey/adapter-kit'
import {
  type CaipNetwork,
  type Clock,
  CONSTANTS,
  createEmitter,
  createTtlCache,
  formatUnits,
  parseUnits,
  systemClock,
  whenIdle,
} from '@latchkey/core'
import { type Config, type CreateConnectorFn, watchConnectors } from '@wagmi/core'
import type { AdapterContext } from './actions/AdapterContext'
import { act, loadActions } from './actions/loadActions'
import type { SignMessageParameters, SignMessageReturnType } from './actions/signMessage'
import type { TransferParameters, TransferReturnType } from './actions/transfer'
import { createWagmiConfig, type WagmiConfigParameters } from './config/createWagmiConfig'
import { watchConnection } from './connection/watchConnection'
import { addSources } from './connectors/addSources'
import { type ConnectorSource, isConnectorSource } from './connectors/ConnectorSource'
import { lazyWalletConnect } from './connectors/lazyWalletConnect'
import type { ModalDoor } from './connectors/modalAsk'
import { latchkeyOf, toConnector, WALLET_CONNECT_CONNECTOR_ID } from './connectors/toConnector'

export interface WagmiAdapterOptions extends Omit<WagmiConfigParameters, 'connectors'> {
  /**
   * wagmi's connectors, and Latchkey's connector sources (`embeddedWallet({ frameUrl })`):
   * both become wagmi connectors. WalletConnect joins from createAppKit's options.
   */
  connectors?: readonly (CreateConnectorFn | ConnectorSource)[]
  /** The app's project id (createAppKit's is the one used; kept for the field's call shape). */
  projectId?: string
  /** Time source of the balance cache. Default the system clock. */
  clock?: Clock
}

/**
 * The eip155 adapter on @wagmi/core: `wagmiConfig` goes to wagmi's WagmiProvider, and the modal
 * and wagmi's hooks share its one connection whichever side makes it.
 */
export class WagmiAdapter implements ChainAdapter {
  readonly namespace = 'eip155' as const
  readonly defaultAccountType = CONSTANTS.DEFAULT_ACCOUNT_TYPES.eip155
  readonly networks: readonly CaipNetwork[]
  readonly projectId: string | undefined
  /** Hand it to `<WagmiProvider config={adapter.wagmiConfig}>`. */
  readonly wagmiConfig: Config
  readonly evm: Required<
    Pick<
      EvmActions,
      'sendTransaction' | 'writeContract' | 'estimateGas' | 'getGasPrice' | 'signTypedData'
    >
  >

  readonly #emitter = createEmitter<ChainAdapterEvents>()
  readonly #context: AdapterContext
  readonly #stops: (() => void)[] = []
  readonly #door: ModalDoor
  #ownCalls = 0

  constructor(options: WagmiAdapterOptions) {
    const { projectId, clock = systemClock, connectors = [], ...config } = options
    this.networks = Object.freeze(options.networks.filter((n) => n.chainNamespace === 'eip155'))
    this.projectId = projectId
    this.wagmiConfig = createWagmiConfig({
      ...config,
      connectors: connectors.filter((c): c is CreateConnectorFn => !isConnectorSource(c)),
    })
    this.#context = {
      config: this.wagmiConfig,
      emitter: this.#emitter,
      nativeBalances: createTtlCache<bigint>(clock, CONSTANTS.NATIVE_BALANCE_CACHE_MS),
      asks: new Map(),
      own: async (run) => {
        this.#ownCalls++
        try {
          return await run()
        } finally {
          this.#ownCalls--
        }
      },
    }
    const context = this.#context
    this.#door = { ask: (source, provider) => act((a) => a.askModal(context, source, provider)) }
    this.evm = {
      sendTransaction: (params) => act((a) => a.sendTransaction(context, params)),
      writeContract: (params) => act((a) => a.writeContract(context, params)),
      estimateGas: (params) => act((a) => a.estimateGas(context, params)),
      getGasPrice: (params) => act((a) => a.getGasPrice(context, params)),
      signTypedData: (params) => act((a) => a.signTypedData(context, params)),
    }
    this.#stops.push(
      addSources(this.wagmiConfig, connectors.filter(isConnectorSource), this.#door),
      watchConnection(this.wagmiConfig, this.#emitter, () => this.#ownCalls > 0),
      watchConnectors(this.wagmiConfig, {
        onChange: () =>
          this.#emitter.emit('connectorsChanged', { connectors: this.getConnectors() }),
      }),
      // The actions load once the page is idle after load, or on their first call before that.
      whenIdle(() => void loadActions().catch(() => undefined)),
    )
  }

  /** The core's setup: WalletConnect joins the core's one session (unless the app gave its own). */
  setUp(setup: AdapterSetup): void {
    const has = this.wagmiConfig.connectors.some((c) => c.id === WALLET_CONNECT_CONNECTOR_ID)
    if (has || !setup.walletConnect) return
    // Added at once, so wagmi's reconnect at load finds it; the session's code loads on use.
    const source = lazyWalletConnect(setup)
    this.#stops.push(
      addSources(
        this.wagmiConfig,
        [
          {
            id: WALLET_CONNECT_CONNECTOR_ID,
            start: ({ publish }) => {
              publish([source])
              return () => {}
            },
          },
        ],
        this.#door,
      ),
    )
  }

  getConnectors(): Connector[] {
    const announced = new Set(
      this.wagmiConfig._internal.mipd?.getProviders().map((p) => p.info.rdns) ?? [],
    )
    return this.wagmiConfig.connectors.map((c) => toConnector(c, announced.has(c.id)))
  }

  connect: ChainAdapter['connect'] = (params) => act((a) => a.connect(this.#context, params))
  syncConnection: ChainAdapter['syncConnection'] = (params) =>
    act((a) => a.syncConnection(this.#context, params))
  disconnect: ChainAdapter['disconnect'] = (params) =>
    act((a) => a.disconnect(this.#context, params ?? {}))
  cancelPairing: NonNullable<ChainAdapter['cancelPairing']> = ({ connectorId }) => {
    // The app's own connect waiting on the modal (connectors/modalAsk) is refused too.
    this.#context.asks.get(connectorId)?.cancel()
    const connector = this.wagmiConfig.connectors.find((c) => c.id === connectorId)
    if (connector) latchkeyOf(connector)?.latchkey.cancelPairing?.()
  }
  on: ChainAdapter['on'] = (event, listener) => this.#emitter.on(event, listener)
  getBalance: ChainAdapter['getBalance'] = (params) =>
    act((a) => a.getBalance(this.#context, params))
  switchNetwork: ChainAdapter['switchNetwork'] = (params) =>
    act((a) => a.switchNetwork(this.#context, params))
  signMessage = (params: SignMessageParameters): Promise<SignMessageReturnType> =>
    act((a) => a.signMessage(this.#context, params))
  transfer = (params: TransferParameters): Promise<TransferReturnType> =>
    act((a) => a.transfer(this.#context, params))
  estimateFee: NonNullable<ChainAdapter['estimateFee']> = (params) =>
    act((a) => a.estimateFee(this.#context, params))
  parseUnits = parseUnits
  formatUnits = formatUnits

  destroy(): void {
    for (const stop of this.#stops.splice(0)) stop()
    this.#emitter.clear()
  }
}
