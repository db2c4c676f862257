import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { AnalyticsRetention } from '../analytics/AnalyticsRetention'
import type { ProviderConfig, ProviderConfigInput } from '../config/configSchema'
import { forwardedClientIp } from '../http/clientIp'
import { Indexer } from '../indexer/Indexer'
import { CheckoutRetention } from '../onramp/CheckoutRetention'
import { type AttachedRelay, attachRelay, type RelayOptions } from '../relay'
import { SessionRetention } from '../sessions/SessionRetention'
import { createProviderApp, type ProviderOptions } from './createProviderApp'
import { relayAccess } from './relayAccess'
import type { Services } from './Services'

export interface RunningProvider {
  /** Base URL, e.g. http://127.0.0.1:4400 */
  url: string
  port: number
  /** The WalletConnect relay's URL (the SDK's `relayUrl`), e.g. ws://127.0.0.1:4400/relay; undefined when it is off. */
  relayUrl: string | undefined
  /** The relay on this server's WebSocket upgrades; undefined when `relay.enabled` is false. */
  relay: AttachedRelay | undefined
  services: Services
  indexer: Indexer
  /** Stops the indexer, the relay, the HTTP server and the database. */
  stop(): Promise<void>
}

/**
 * Starts the HTTP server, the WalletConnect relay on its upgrades, and the chain indexer, on the
 * configured host and port (0 = a free one).
 */
export async function startProvider(
  input: ProviderConfigInput | ProviderConfig = {},
  options: ProviderOptions = {},
): Promise<RunningProvider> {
  const provider = await createProviderApp(input, options)
  const { config, chains, db, logger } = provider.services
  const server = createAdaptorServer({ fetch: provider.app.fetch, hostname: config.host }) as Server
  let relay: AttachedRelay | undefined
  try {
    // Attached before listening, so no upgrade arrives while nobody would answer it.
    if (config.relay.enabled)
      relay = await attachRelay(server, {
        path: config.relay.path,
        redisUrl: config.redisUrl,
        logger,
        authorize: relayAccess(provider.services),
        clientIp: (request) =>
          forwardedClientIp(
            request.socket.remoteAddress,
            request.headers['x-forwarded-for'] as string | undefined,
            config.trustProxy,
          ),
        ...relayLimits(config.relay),
      })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(config.port, config.host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    await relay?.close()
    await closeServer(server)
    await provider.close()
    throw error
  }
  const { port } = server.address() as AddressInfo
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  const indexer = new Indexer(chains, db, logger, config.indexer)
  if (config.indexer.enabled) indexer.start()
  const retention = new AnalyticsRetention(db, config.analytics, logger)
  retention.start()
  // Expired sign-in sessions go on the analytics prune timer.
  const sessions = new SessionRetention(db, config.analytics, logger)
  sessions.start()
  const checkouts = new CheckoutRetention(db, config.onramp, logger)
  checkouts.start()

  let stopped: Promise<void> | undefined
  return {
    url: `http://${host}:${port}`,
    port,
    relayUrl: relay ? `ws://${host}:${port}${config.relay.path}` : undefined,
    relay,
    services: provider.services,
    indexer,
    stop: () => {
      stopped ??= (async () => {
        await indexer.stop()
        await retention.stop()
        await sessions.stop()
        await checkouts.stop()
        // Upgraded sockets are no longer the HTTP server's: the relay closes its own first.
        await relay?.close()
        await closeServer(server)
        await provider.close()
      })()
      return stopped
    },
  }
}

function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve()
  return new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/** The relay's limits the configuration sets; what it leaves out keeps the relay's defaults. */
function relayLimits(relay: ProviderConfig['relay']): Partial<RelayOptions> {
  const { enabled: _enabled, path: _path, requireProject: _requireProject, ...limits } = relay
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined))
}
