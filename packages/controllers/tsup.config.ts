import { libraryConfig } from '../../scripts/tsup.base'
import { perModuleOutput } from '../../scripts/tsup.modules'
import { writeCjsShims } from './cjsShims'

const entry = {
  index: 'src/index.ts',
  swap: 'src/swap/index.ts',
  onramp: 'src/onramp/index.ts',
  headless: 'src/headless/index.ts',
}

// One subpath per controller module (`import * as Router from '@latchkey/controllers/router'`),
// whose ESM file is the module's own (dist/controllers/RouterController.js, package.json): a
// bundler sees the module's exports and keeps only the functions used. A namespace re-exported
// from index would be an object built at run time, holding every function.
const controllers = {
  account: 'src/controllers/AccountController.ts',
  alert: 'src/controllers/AlertController.ts',
  balance: 'src/controllers/BalanceController.ts',
  chain: 'src/controllers/ChainController.ts',
  connection: 'src/controllers/ConnectionController.ts',
  connectors: 'src/controllers/ConnectorController.ts',
  events: 'src/controllers/EventsController.ts',
  modal: 'src/controllers/ModalController.ts',
  names: 'src/controllers/NamesController.ts',
  network: 'src/controllers/NetworkController.ts',
  options: 'src/controllers/OptionsController.ts',
  router: 'src/controllers/RouterController.ts',
  send: 'src/controllers/SendController.ts',
  siwx: 'src/controllers/SiwxController.ts',
  snack: 'src/controllers/SnackController.ts',
  theme: 'src/controllers/ThemeController.ts',
  transactions: 'src/controllers/TransactionsController.ts',
  'wallet-list': 'src/controllers/WalletListController.ts',
}

// ESM: one file per module (scripts/tsup.modules.ts), so that an app's bundler keeps what
// start-up needs (createAppKit's core) apart from the controllers that load on demand
// (core/lateControllers), whatever index.ts exports. CJS: the three entries.
// The test fakes are not shipped: they live in the private @latchkey/test-fakes (stack/).
/** The namespace index.cjs exports each controller entry under (src/cjsIndex.ts). */
const namespaces: Record<string, string> = {
  account: 'Account',
  alert: 'Alert',
  balance: 'Balance',
  chain: 'Chain',
  connection: 'Connection',
  connectors: 'Connectors',
  events: 'Events',
  modal: 'Modal',
  names: 'Names',
  network: 'Network',
  options: 'Options',
  router: 'Router',
  send: 'Send',
  siwx: 'Siwx',
  snack: 'Snack',
  theme: 'Theme',
  transactions: 'Transactions',
  'wallet-list': 'WalletList',
}

// CJS: the three entries; each controller entry re-exports index.cjs's namespace, so a CommonJS
// app has one copy of every module (and of its per-instance data).
export default [
  libraryConfig({
    ...perModuleOutput(entry, 'src', { ...entry, index: 'src/cjsIndex.ts' }),
    dts: { entry },
    onSuccess: writeCjsShims(controllers, namespaces),
  }),
  // The controller entries' declarations, bundled apart from index's (whose lateControllers
  // namespace holds some of the same modules, which one declaration bundle cannot express).
  libraryConfig({ entry: controllers, dts: { entry: controllers, only: true }, clean: false }),
]
