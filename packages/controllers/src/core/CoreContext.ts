import type { Clock, KeyValueStorage } from '@latchkey/core'
import type { AccountController } from '../controllers/AccountController'
import type { AlertController } from '../controllers/AlertController'
import type { BalanceController } from '../controllers/BalanceController'
import type { ChainController } from '../controllers/ChainController'
import type { ConnectionController } from '../controllers/ConnectionController'
import type { ConnectorController } from '../controllers/ConnectorController'
import type { EventsController } from '../controllers/EventsController'
import type { ModalController } from '../controllers/ModalController'
import type { NamesController } from '../controllers/NamesController'
import type { NetworkController } from '../controllers/NetworkController'
import type { OptionsController } from '../controllers/OptionsController'
import type { RouterController } from '../controllers/RouterController'
import type { SendController } from '../controllers/SendController'
import type { SiwxController } from '../controllers/SiwxController'
import type { SnackController } from '../controllers/SnackController'
import type { ThemeController } from '../controllers/ThemeController'
import type { TransactionsController } from '../controllers/TransactionsController'
import type { WalletListController } from '../controllers/WalletListController'
import type { AppKitOptions } from '../options/AppKitOptions'
import type { PendingRequests } from '../embedded/PendingRequests'
import type { Environment } from '../environment/Environment'
import type { AdapterRegistry } from './AdapterRegistry'
import type { Services } from './Services'
import type { Store } from './store'

export type Logger = Pick<Console, 'error' | 'warn'>

/**
 * One core's controllers and services. Each controller factory receives it and reaches its
 * siblings only inside actions, so the wiring order never matters and no module holds state.
 */
export interface CoreContext {
  /** The one store (createConfig): each controller's `state` is its slice of it. */
  store: Store
  /** The host's options as given (createAppKit); `store.options` holds them resolved. */
  hostOptions: AppKitOptions
  clock: Clock
  storage: KeyValueStorage
  environment: Environment
  /** Where collected failures are logged (SPEC §4 disconnect); console by default. */
  logger: Logger
  services: Services
  adapters: AdapterRegistry
  pendingRequests: PendingRequests

  options: OptionsController
  theme: ThemeController
  alert: AlertController
  snack: SnackController
  events: EventsController
  modal: ModalController
  router: RouterController
  chain: ChainController
  network: NetworkController
  connection: ConnectionController
  connectors: ConnectorController
  account: AccountController
  balance: BalanceController
  send: SendController
  transactions: TransactionsController
  names: NamesController
  siwx: SiwxController
  walletList: WalletListController
}
