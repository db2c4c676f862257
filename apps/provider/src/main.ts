#!/usr/bin/env node
import { loadConfig } from './config/loadConfig'
import { consoleLogger } from './server/Logger'
import { startProvider } from './server/startProvider'

// `pnpm start`: configuration from PROVIDER_CONFIG (JSON) and PORT, HOST, DATABASE_URL, PROVIDER_DATA_DIR, REDIS_URL.
try {
  const config = loadConfig()
  const provider = await startProvider(config, { logger: consoleLogger })
  consoleLogger.info('provider listening', {
    url: provider.url,
    relay: provider.relayUrl ?? 'off',
    relayFanOut: config.redisUrl ? 'redis' : 'memory',
    storage: config.databaseUrl
      ? 'postgres'
      : config.dataDir
        ? `pglite:${config.dataDir}`
        : 'pglite:memory',
    chains: config.chains.map((c) => c.id),
    devProject: config.devProject,
  })
  const shutdown = (signal: string) => {
    consoleLogger.info('provider stopping', { signal })
    provider.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
