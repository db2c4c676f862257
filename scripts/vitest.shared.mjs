import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Tests run against sources: each @latchkey/* import resolves to its package's src/index.ts. */
export const sourceAliases = {
  // Subpath entries first: an alias matches its key and anything below it.
  '@latchkey/core/networks': `${root}packages/core/src/networks/index.ts`,
  '@latchkey/ui/networks': `${root}packages/ui/src/networks.ts`,
  '@latchkey/walletconnect/basic': `${root}packages/walletconnect/src/basic.ts`,
  '@latchkey/dev-wallet/polkadot': `${root}stack/dev-wallet/src/polkadot/index.ts`,
  '@latchkey/dev-wallet/bitcoin': `${root}stack/dev-wallet/src/bitcoin/index.ts`,
  '@latchkey/controllers/swap': `${root}packages/controllers/src/swap/index.ts`,
  '@latchkey/controllers/onramp': `${root}packages/controllers/src/onramp/index.ts`,
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
