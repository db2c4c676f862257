import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { ProviderConfig, ProviderConfigInput } from '../config/configSchema'
import { Indexer } from '../indexer/Indexer'
import { createProviderApp, type ProviderOptions } from './createProviderApp'
import type { Services } from './Services'

export interface RunningProvider {
  /** Base URL, e.g. http://127.0.0.1:4400 */
  url: string
  port: number
  services: Services
  indexer: Indexer
  /** Stops the indexer, the HTTP server and the database. */
  stop(): Promise<void>
}

/** Starts the HTTP server (and the chain indexer) on the configured host and port (0 = a free one). */
export async function startProvider(
  input: ProviderConfigInput | ProviderConfig = {},
  options: ProviderOptions = {},
): Promise<RunningProvider> {
  const provider = await createProviderApp(input, options)
  const { config, chains, db, logger } = provider.services
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: provider.app.fetch, hostname: config.host, port: config.port }, () =>
      resolve(s),
    )
    s.once('error', reject)
  }).catch(async (error) => {
    await provider.close()
    throw error
  })
  const { port } = server.address() as AddressInfo
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  const indexer = new Indexer(chains, db, logger, config.indexer)
  if (config.indexer.enabled) indexer.start()

  let stopped: Promise<void> | undefined
  return {
    url: `http://${host}:${port}`,
    port,
    services: provider.services,
    indexer,
    stop: () => {
      stopped ??= (async () => {
        await indexer.stop()
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          if ('closeAllConnections' in server) server.closeAllConnections()
        })
        await provider.close()
      })()
      return stopped
    },
  }
}
