import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { BalanceReader } from '../balances/BalanceReader'
import { ChainRegistry } from '../chains/ChainRegistry'
import type { ProviderConfig, ProviderConfigInput } from '../config/configSchema'
import { resolveConfig } from '../config/resolveConfig'
import type { Database } from '../db/Database'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/openDatabase'
import { ApiError } from '../http/ApiError'
import { openRateLimiter } from '../http/openRateLimiter'
import { chargeUncharged } from '../http/rateLimit'
import { NameDirectory } from '../names/NameDirectory'
import { NameRegistry } from '../names/NameRegistry'
import { nameSignatureCheck } from '../names/nameSignature'
import { OnRampService } from '../onramp/OnRampService'
import { PriceSource } from '../prices/PriceSource'
import { DEV_PROJECT, ProjectStore } from '../projects/ProjectStore'
import { ImageCatalogue } from '../registry/ImageCatalogue'
import { WalletRegistry } from '../registry/WalletRegistry'
import { analyticsRoutes } from '../routes/analytics'
import { analyticsBatchRoute } from '../routes/analyticsBatch'
import { balanceRoute } from '../routes/balance'
import { bundlerProxyRoutes } from '../routes/bundlerProxy'
import { convertQuoteRoutes } from '../routes/convertQuotes'
import { convertTransactionRoutes } from '../routes/convertTransactions'
import { ensRoutes } from '../routes/ens'
import { esploraProxyRoute } from '../routes/esploraProxy'
import { fungiblePriceRoute } from '../routes/fungiblePrice'
import { historyRoute } from '../routes/history'
import { imagesRoute } from '../routes/images'
import { namesRoutes } from '../routes/names'
import { nftRoutes } from '../routes/nfts'
import { onrampRoutes } from '../routes/onramp'
import { onrampCheckoutRoutes } from '../routes/onrampCheckout'
import { rpcGatewayRoute } from '../routes/rpcGateway'
import { sessionsRoutes } from '../routes/sessions'
import { supportedChainsRoute } from '../routes/supportedChains'
import { walletsRoute } from '../routes/wallets'
import { SwapRegistry } from '../swaps/SwapRegistry'
import { handleErrors } from './handleErrors'
import { consoleLogger, type Logger } from './Logger'
import { preflight } from './preflight'
import type { AppEnv, Services } from './Services'

export interface ProviderOptions {
  logger?: Logger
  /** An open database to use instead of opening one from the config; it is migrated, not closed. */
  database?: Database
}

export interface ProviderApp {
  app: Hono<AppEnv>
  services: Services
  /** Closes the database if this app opened it. */
  close(): Promise<void>
}

// The largest body any route takes (gateway batches); routes check their own smaller limits.
const MAX_BODY_BYTES = 1024 * 1024

/** Builds the provider's HTTP app over its database: routes, guard, CORS, limits and errors. */
export async function createProviderApp(
  input: ProviderConfigInput | ProviderConfig = {},
  options: ProviderOptions = {},
): Promise<ProviderApp> {
  const config = resolveConfig(input)
  const logger = options.logger ?? consoleLogger
  const db = options.database ?? (await openDatabase(config))
  if (options.database) await migrate(db)
  const projects = new ProjectStore(db)
  await projects.upsert(config.devProject ? [DEV_PROJECT, ...config.projects] : config.projects)
  const chains = new ChainRegistry(config.chains, config.gateway.timeoutMs)
  const wallets = new WalletRegistry()
  const limiter = await openRateLimiter(config, logger).catch(async (error) => {
    if (!options.database) await db.close()
    throw error
  })
  const names = new NameDirectory(db, config.cache.identityTtlMs, config.cache.maxEntries)
  const swaps = new SwapRegistry(chains, config.gateway.timeoutMs)
  // One price source for balances, fungible prices and on-ramp quotes, cached like balances (§9).
  const prices = new PriceSource(
    swaps,
    config.cache.balanceTtlMs,
    config.cache.maxEntries,
    config.gateway.timeoutMs,
    logger,
  )
  const services: Services = {
    config,
    db,
    logger,
    projects,
    chains,
    wallets,
    images: new ImageCatalogue(wallets, chains),
    limiter,
    balances: new BalanceReader(config.cache.balanceTtlMs, config.cache.maxEntries, logger),
    names,
    nameRegistry: new NameRegistry(
      db,
      names,
      nameSignatureCheck(chains, config.gateway.timeoutMs),
      config.names,
    ),
    swaps,
    prices,
    onramp: new OnRampService(config.onramp, chains, db, logger, config.gateway.timeoutMs, prices),
  }

  const app = new Hono<AppEnv>()
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `Body larger than ${MAX_BODY_BYTES} bytes`)
      },
    }),
  )
  app.use('*', async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
  })
  app.use('*', chargeUncharged(services))
  preflight(app, services)
  supportedChainsRoute(app, services)
  balanceRoute(app, services)
  historyRoute(app, services)
  nftRoutes(app, services)
  ensRoutes(app, services)
  namesRoutes(app, services)
  fungiblePriceRoute(app, services)
  walletsRoute(app, services)
  imagesRoute(app, services)
  analyticsRoutes(app, services)
  analyticsBatchRoute(app, services)
  rpcGatewayRoute(app, services)
  esploraProxyRoute(app, services)
  bundlerProxyRoutes(app, services)
  convertQuoteRoutes(app, services)
  convertTransactionRoutes(app, services)
  sessionsRoutes(app, services)
  onrampRoutes(app, services)
  onrampCheckoutRoutes(app, services)
  handleErrors(app, logger)

  return {
    app,
    services,
    close: async () => {
      await limiter?.close()
      if (!options.database) await db.close()
    },
  }
}
