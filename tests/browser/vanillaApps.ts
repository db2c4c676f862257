// The vanilla test apps (tests/apps/vanilla) served from their build beside one local chain:
// nothing else runs, so a request to any other host is the app's own doing.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { LocalChain } from '@latchkey/local-chain'
import { serveDir } from '../../stack/scripts/serveDir.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const dist = `${root}tests/apps/vanilla/dist`

export interface VanillaApps {
  url: string
  chain: LocalChain
  stop(): Promise<void>
}

export async function startVanillaApps(): Promise<VanillaApps> {
  if (!existsSync(`${dist}/ethers.html`))
    throw new Error('tests/apps/vanilla/dist is missing: run `pnpm build` first')
  const localChain = `${root}stack/local-chain/dist/index.js`
  if (!existsSync(localChain)) throw new Error('stack/local-chain is not built: run `pnpm build`')
  const { startLocalChain } = (await import(localChain)) as typeof import('@latchkey/local-chain')
  const chain = await startLocalChain({ port: 0, deployTokens: false })
  try {
    const served = await serveDir(dist, {
      port: 0,
      json: {
        '/app.config.json': {
          chains: [{ chainId: chain.chainId, name: chain.chain.name, rpcUrl: chain.rpcUrl }],
          devWallet: { privateKeys: chain.accounts.slice(0, 2).map((a) => a.privateKey) },
        },
      },
    })
    return {
      url: served.url,
      chain,
      stop: async () => {
        await served.close()
        await chain.stop()
      },
    }
  } catch (error) {
    await chain.stop()
    throw error
  }
}
