import type { ChainAdapter } from '@latchkey/adapter-kit'
import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  startupError,
  type ThemeMode,
  whenIdle,
} from '@latchkey/core'
import { addNetwork, removeNetwork } from '../chain/editNetworks'
import * as Alert from '../controllers/AlertController'
import * as Chain from '../controllers/ChainController'
import * as Connection from '../controllers/ConnectionController'
import * as Connectors from '../controllers/ConnectorController'
import type { OpenModalParams } from '../controllers/ModalController'
import * as Modal from '../controllers/ModalController'
import * as Options from '../controllers/OptionsController'
import type { ThemeVariables } from '../controllers/ThemeController'
import * as Theme from '../controllers/ThemeController'
import { invalidInput } from '../errors/invalidInput'
import type { AppKitOptions } from '../options/AppKitOptions'
import type { StoredState } from '../persistence/storedState'
import { hasStoredValues, storedSessions } from '../persistence/storeKey'
import { persistOnChange } from '../reactions/persistOnChange'
import { createSiwxReadout } from '../siwx/siwxReadout'
import { createAdapterSetup } from './adapterSetup'
import { appKitInstance } from './appKitInstance'
import { basicMode } from './basicMode'
import { bindAdapter } from './bindAdapter'
import { buildContext } from './buildContext'
import type { Config } from './Config'
import { state as lifecycleState } from './lifecycle'
import {
  type LateControllers,
  loadedLateControllers,
  loadLateControllers,
  withLateControllers,
} from './loadLateControllers'
import { loadServiceClients } from './loadServiceClients'
import { createFieldMethods } from './readouts/fieldMethods'
import { lazyReadouts } from './readouts/lazyReadouts'
import { createSubscriptions } from './subscriptions'

/** The host-facing object: wiring only, every rule lives in a controller. */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const buildAppKitCore = (function buildAppKitCore(options: AppKitOptions) {
  const ctx = buildContext(options)
  const unbinders = new Map<ChainNamespace, () => void>()
  const networks = options.networks
  const setup = createAdapterSetup(options, ctx)

  const bind = (adapter: ChainAdapter) =>
    unbinders.set(
      adapter.namespace,
      bindAdapter(ctx, adapter, networks, options.defaultNetwork, setup),
    )
  for (const adapter of options.adapters ?? []) bind(adapter)
  // SPEC §2: with no adapters, one WalletConnect session serves every requested namespace.
  const basic = options.adapters?.length ? undefined : basicMode(options, ctx, bind)
  // SPEC §5's alert is for a host that configured a provider without a project; a host with no
  // provider asked for none of its services, so it gets a note on the console, not a banner:
  // once, in development and production (issue 33), from the chunk that loads at idle time.
  let noted = Options.state(ctx).hasProvider
  const noteWhatIsOff = (late: LateControllers) => {
    if (!noted) late.noteProviderless(ctx.logger, options)
    noted = true
  }
  if (noted) {
    if (!Options.state(ctx).projectId) Alert.showOnce(ctx, { code: 'PROJECT_ID_NOT_CONFIGURED' })
  } else {
    const late = loadedLateControllers()
    if (late) noteWhatIsOff(late)
  }
  // Only a stored session makes restore call a wallet; without one it just settles state. The
  // first read of a browser's localStorage waits on the browser process: restore then runs in a
  // microtask after creation returns, before the page draws anything (`ready` says when done).
  // Storage is read once, on start; from then on it follows the state (reactions/persistOnChange).
  let stopPersisting: (() => void) | undefined
  const persistFrom = (stored: StoredState | undefined) => {
    stopPersisting ??= persistOnChange(ctx, stored)
  }
  // A first visit has nothing to restore; what a returning one stored is read and restored by
  // the on-demand chunk (actions/restore).
  const restore = async () => {
    if (!hasStoredValues(ctx.storage)) return persistFrom(undefined)
    // Status reads connecting while the chunk loads and reads a session (actions/restore settles
    // it); what holds no session restores disconnected at once. The adapters of the stored
    // sessions fetch their restore code meanwhile, not after the chunk (issue 36).
    const sessions = storedSessions(ctx.storage)
    if (sessions.length) Connection.setRestoring(ctx, true)
    for (const ns of sessions) ctx.adapters.get(ns as ChainNamespace)?.preloadSync?.()
    return withLateControllers((late) => {
      const stored = late.readStoredState(ctx.storage)
      const session = late.hasSession(stored)
      const restoreFrom = () => {
        const done = late.restore(ctx, { stored })
        persistFrom(stored)
        return done
      }
      // A stored session's wallet is looked for at once; a first visit's at idle time.
      if (session) Connectors.discover(ctx)
      return basic && session
        ? basic.load().then(restoreFrom, (error: unknown) => {
            // Without its code the session cannot come back; the rest of the state still does.
            ctx.logger.error(error)
            return restoreFrom()
          })
        : restoreFrom()
    }).catch((error: unknown) => {
      // Without the chunk nothing stored comes back: the visitor starts disconnected.
      ctx.logger.error(error)
      Connection.setRestoring(ctx, false)
    })
  }
  const ready = ctx.storage.slowFirstAccess ? Promise.resolve().then(restore) : restore()
  const lifecycle = lifecycleState(ctx)
  lifecycle.createdAt = ctx.clock.now()
  const settled = () => {
    lifecycle.initialized = true
  }
  void ready.then(settled, settled)
  // The provider clients' code loads once the page is idle after load (or on their first call).
  // So does the chunk of the controllers and actions nothing needs before an open or connection.
  // A stored session restores first: nothing of this takes its requests' turn (issue 36).
  const stopPreload = whenIdle(
    () =>
      void ready.then(() => {
        Connectors.discover(ctx)
        void loadServiceClients().catch(() => undefined)
        void loadLateControllers().then(noteWhatIsOff, () => undefined)
      }),
  )
  // SPEC §4 Sign-in after a reload and on account or network switches: its own chunk.
  let unwatchSiwx: (() => void) | undefined
  if (options.siwx || options.siweConfig)
    void ready
      .then(() => import('../reactions/watchSessions'))
      .then(({ watchSessions }) => {
        unwatchSiwx = watchSessions(ctx)
      })

  return {
    /** Every controller, for a renderer to read state from and call actions on. */
    controllers: ctx as Readonly<Config>,
    /** Settles once the stored session (if any) is restored. */
    ready,

    open: basic
      ? async (params?: OpenModalParams) => {
          await basic.load()
          return Modal.open(ctx, params)
        }
      : (params?: OpenModalParams) => Modal.open(ctx, params),
    close: () => Modal.close(ctx),
    disconnect: (namespace?: ChainNamespace) => Connection.disconnect(ctx, namespace),
    switchNetwork: (network: CaipNetwork | CaipNetworkId) =>
      withLateControllers((late) => late.Network.switchNetwork(ctx, network)),
    setThemeMode: (mode: ThemeMode) => Theme.setThemeMode(ctx, mode),
    setThemeVariables: (variables: ThemeVariables) => Theme.setThemeVariables(ctx, variables),
    // Synchronous, as the field's: they need no on-demand code (chain/editNetworks). Each also
    // takes the field's (namespace, network) and (namespace, id) arguments.
    addNetwork: (...args: [CaipNetwork] | [ChainNamespace, CaipNetwork]) =>
      addNetwork(ctx, (args[1] ?? args[0]) as CaipNetwork),
    removeNetwork: (...args: [CaipNetworkId] | [ChainNamespace, number | string]) =>
      removeNetwork(ctx, (args[1] === undefined ? args[0] : `${args[0]}:${args[1]}`) as CaipNetworkId),

    // Built on first use: a page that never reads through the host API never runs their code.
    ...lazyReadouts(() => ({
      ...createSubscriptions(ctx),
      ...createSiwxReadout(ctx),
      ...createFieldMethods(ctx),
    })),

    /**
     * Basic mode's WalletConnect UniversalProvider, loaded on first call, for the host's own
     * session requests; undefined when adapters are given (theirs hold any WalletConnect client).
     */
    getUniversalProvider: async (): Promise<unknown> =>
      basic ? (await basic.load()).getUniversalProvider() : undefined,

    /** Adds an adapter with its networks; a namespace keeps its first adapter. */
    addAdapter(adapter: ChainAdapter, adapterNetworks: CaipNetwork[] = networks) {
      if (ctx.adapters.get(adapter.namespace)) return
      unbinders.set(
        adapter.namespace,
        bindAdapter(ctx, adapter, adapterNetworks, options.defaultNetwork, setup),
      )
    },

    /** SPEC §4: an adapter cannot be removed while its namespace is connected. */
    removeAdapter(namespace: ChainNamespace) {
      const adapter = ctx.adapters.get(namespace)
      if (!adapter) throw startupError('ADAPTER_NOT_FOUND')
      if (Chain.isConnected(ctx, namespace))
        throw invalidInput('namespace', namespace, 'a disconnected namespace')
      unbinders.get(namespace)?.()
      unbinders.delete(namespace)
      adapter.destroy?.()
      ctx.adapters.delete(namespace)
      Connectors.removeConnectors(ctx, namespace)
      Chain.removeChain(ctx, namespace)
    },

    /** Drops adapter listeners and pending timers' effects; the instance is unusable after. */
    destroy() {
      stopPreload()
      stopPersisting?.()
      Connection.stopTimers(ctx)
      unwatchSiwx?.()
      for (const unbind of unbinders.values()) unbind()
      unbinders.clear()
      for (const adapter of ctx.adapters.list()) adapter.destroy?.()
    },
  }
})

export type AppKitCore = ReturnType<typeof buildAppKitCore>

/** SPEC §4: creating the product twice reuses the first instance (the page's one holder). */
export function createAppKitCore(options: AppKitOptions): AppKitCore {
  return appKitInstance.getOrCreate(() => {
    const core = buildAppKitCore(options)
    return { appKit: core, dispose: () => core.destroy() }
  })
}

export function getAppKitCore(): AppKitCore | undefined {
  return appKitInstance.get<AppKitCore>()
}

/** Forgets the single instance (tests, hot reload); the old one is destroyed. */
export function resetAppKitCore(): void {
  appKitInstance.reset()
}
