import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Tests run against sources: each @latchkey/* import resolves to its package's src/index.ts. */
export const sourceAliases = {
  // Subpath entries first: an alias matches its key and anything below it.
  '@latchkey/core/networks': `${root}packages/core/src/networks/index.ts`,
  '@latchkey/ui/networks': `${root}packages/ui/src/networks.ts`,
  '@latchkey/react/headless': `${root}packages/react/src/headless/index.ts`,
  '@latchkey/walletconnect/basic': `${root}packages/walletconnect/src/basic.ts`,
  '@latchkey/dev-wallet/polkadot': `${root}stack/dev-wallet/src/polkadot/index.ts`,
  '@latchkey/dev-wallet/bitcoin': `${root}stack/dev-wallet/src/bitcoin/index.ts`,
  '@latchkey/controllers/swap': `${root}packages/controllers/src/swap/index.ts`,
  '@latchkey/controllers/onramp': `${root}packages/controllers/src/onramp/index.ts`,
  '@latchkey/controllers/headless': `${root}packages/controllers/src/headless/index.ts`,
  '@latchkey/controllers/account': `${root}packages/controllers/src/controllers/AccountController.ts`,
  '@latchkey/controllers/alert': `${root}packages/controllers/src/controllers/AlertController.ts`,
  '@latchkey/controllers/balance': `${root}packages/controllers/src/controllers/BalanceController.ts`,
  '@latchkey/controllers/chain': `${root}packages/controllers/src/controllers/ChainController.ts`,
  '@latchkey/controllers/connection': `${root}packages/controllers/src/controllers/ConnectionController.ts`,
  '@latchkey/controllers/connectors': `${root}packages/controllers/src/controllers/ConnectorController.ts`,
  '@latchkey/controllers/events': `${root}packages/controllers/src/controllers/EventsController.ts`,
  '@latchkey/controllers/modal': `${root}packages/controllers/src/controllers/ModalController.ts`,
  '@latchkey/controllers/names': `${root}packages/controllers/src/controllers/NamesController.ts`,
  '@latchkey/controllers/network': `${root}packages/controllers/src/controllers/NetworkController.ts`,
  '@latchkey/controllers/options': `${root}packages/controllers/src/controllers/OptionsController.ts`,
  '@latchkey/controllers/router': `${root}packages/controllers/src/controllers/RouterController.ts`,
  '@latchkey/controllers/send': `${root}packages/controllers/src/controllers/SendController.ts`,
  '@latchkey/controllers/siwx': `${root}packages/controllers/src/controllers/SiwxController.ts`,
  '@latchkey/controllers/snack': `${root}packages/controllers/src/controllers/SnackController.ts`,
  '@latchkey/controllers/theme': `${root}packages/controllers/src/controllers/ThemeController.ts`,
  '@latchkey/controllers/transactions': `${root}packages/controllers/src/controllers/TransactionsController.ts`,
  '@latchkey/controllers/wallet-list': `${root}packages/controllers/src/controllers/WalletListController.ts`,
  '@latchkey/siwx/server': `${root}packages/siwx/src/server/index.ts`,
  // The published packages (packages/) and the private local stack (stack/).
  ...Object.fromEntries(
    ['packages', 'stack'].flatMap((folder) =>
      readdirSync(`${root}${folder}`)
        .filter((name) => existsSync(`${root}${folder}/${name}/src/index.ts`))
        .map((name) => [`@latchkey/${name}`, `${root}${folder}/${name}/src/index.ts`]),
    ),
  ),
}
