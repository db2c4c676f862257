import { createAlertController } from '../controllers/AlertController'
import { createChainController } from '../controllers/ChainController'
import { createConnectionController } from '../controllers/ConnectionController'
import { createConnectorController } from '../controllers/ConnectorController'
import { createEventsController } from '../controllers/EventsController'
import { createModalController } from '../controllers/ModalController'
import { createOptionsController } from '../controllers/OptionsController'
import { createRouterController } from '../controllers/RouterController'
import { createSiwxController } from '../controllers/SiwxController'
import { createThemeController } from '../controllers/ThemeController'
import { createPendingRequests } from '../embedded/PendingRequests'
import { detectEnvironment } from '../environment/Environment'
import type { AppKitOptions } from '../options/AppKitOptions'
import { createAdapterRegistry } from './AdapterRegistry'
import type { CoreContext } from './CoreContext'
import { createConfig } from './createConfig'
import { lateControllers } from './loadLateControllers'

export { STORAGE_PREFIX } from './createConfig'

// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
const lazy = (function lazy<K extends keyof CoreContext>(
  ctx: CoreContext,
  key: K,
  make: () => CoreContext[K],
) {
  let value: CoreContext[K] | undefined
  Object.defineProperty(ctx, key, {
    enumerable: true,
    get: () => {
      value ??= make()
      return value
    },
  })
})

/** Builds one core's services and controllers; no adapter is bound and nothing starts yet. */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const buildContext = (function buildContext(options: AppKitOptions): CoreContext {
  const config = createConfig(options)
  const { store } = config
  const ctx = {} as CoreContext
  ctx.store = store
  ctx.hostOptions = options
  ctx.clock = config.clock
  // Detected on first use: its user-agent regular expressions cost more than the rest together.
  if (options.environment) ctx.environment = options.environment
  else lazy(ctx, 'environment', detectEnvironment)
  ctx.options = createOptionsController(store)
  ctx.storage = config.storage
  ctx.logger = config.logger
  ctx.adapters = createAdapterRegistry()
  ctx.theme = createThemeController(
    {
      ...(options.themeMode ? { themeMode: options.themeMode } : {}),
      ...(options.themeVariables ? { themeVariables: options.themeVariables } : {}),
    },
    ctx.logger,
    store,
  )
  ctx.modal = createModalController(ctx, () => lateControllers().prefetchOnFirstOpen(ctx))
  ctx.chain = createChainController(store)
  ctx.connection = createConnectionController(ctx)
  ctx.connectors = createConnectorController(ctx)
  // The rest are built on first use: creation binds adapters and restores the session only,
  // and every controller built here is code the page runs (and compiles) inside createAppKit.
  // Those from lateControllers are in the on-demand chunk, which every path that reaches them
  // (open, connect, disconnect, switching network, a stored session's restore) loads first.
  const late = lateControllers
  lazy(ctx, 'alert', () => createAlertController(store))
  lazy(ctx, 'pendingRequests', createPendingRequests)
  // Provider clients: every caller (the late controllers, the open modal's views) comes after
  // the chunk; each client is still built on its first use (createServices).
  lazy(ctx, 'services', () => late().createServices(options, ctx))
  lazy(ctx, 'snack', () => late().createSnackController(ctx.clock, store))
  lazy(ctx, 'events', () => createEventsController(ctx))
  lazy(ctx, 'router', () => createRouterController(ctx))
  lazy(ctx, 'network', () => late().createNetworkController(ctx))
  lazy(ctx, 'account', () => late().createAccountController(ctx))
  lazy(ctx, 'balance', () => late().createBalanceController(ctx))
  lazy(ctx, 'send', () => late().createSendController(ctx))
  lazy(ctx, 'transactions', () => late().createTransactionsController(ctx))
  lazy(ctx, 'names', () => late().createNamesController(ctx))
  lazy(ctx, 'siwx', () => createSiwxController(ctx, options))
  lazy(ctx, 'walletList', () => late().createWalletListController(ctx))
  return ctx
})
