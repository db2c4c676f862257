import type { AdapterSetup } from '@latchkey/adapter-kit'
import type { CaipNetwork } from '@latchkey/core'
import type { AppKitOptions } from '../options/AppKitOptions'
import { resolveWalletConnect } from '../options/resolveWalletConnect'
import { resolveServiceUrls } from '../options/serviceUrls'
import type { Config } from './Config'

/** Builds the setup each adapter of one core receives; `shared` values live as long as the core. */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const createAdapterSetup = (function createAdapterSetup(
  options: AppKitOptions,
  ctx: Pick<Config, 'clock'>,
): (networks: readonly CaipNetwork[]) => AdapterSetup {
  const shared = new Map<string, unknown>()
  const walletConnect = resolveWalletConnect(options)
  const gatewayUrl = resolveServiceUrls(options).rpcGatewayUrl
  const rpcGateway =
    gatewayUrl && options.projectId ? { url: gatewayUrl, projectId: options.projectId } : undefined
  return (networks) => ({
    networks,
    projectId: options.projectId,
    metadata: options.metadata,
    walletConnect,
    clock: ctx.clock,
    rpcGateway,
    shared<T>(key: string, make: () => T): T {
      if (!shared.has(key)) shared.set(key, make())
      return shared.get(key) as T
    },
  })
})
