import { z } from 'zod'
import { backendOf, NAMESPACE_BACKENDS } from '../chains/namespaceBackends'
import { ensConfigSchema } from '../ens/ensConfigSchema'
import { nftConfigSchema } from '../nfts/nftConfigSchema'
import { onrampConfigSchema } from '../onramp/onrampConfigSchema'
import { parseOriginPattern } from '../projects/originPattern'

// A chain's namespace backend (src/chains/namespaceBackends.ts) checks its id and token addresses.
const servedNetworkId = z.string().refine((id) => backendOf(id)?.chainIdPattern.test(id) === true, {
  message: `must be ${[...NAMESPACE_BACKENDS.values()].map((b) => b.chainIdRule).join(' or ')}`,
})
const httpUrl = z.url({ protocol: /^https?$/ })
const price = z.number().nonnegative().finite()
/** A Chainlink AggregatorV3Interface USD feed of the token (eip155 chains; README: Prices). */
const priceFeed = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 40-hex address')
  .optional()

export const projectIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, _ or -')

const originPattern = z.string().refine((s) => parseOriginPattern(s) !== undefined, {
  message: 'must be scheme://host[:port], with an optional *. subdomain or :* port',
})

export const projectConfigSchema = z.object({
  id: projectIdSchema,
  name: z.string().max(200).optional(),
  allowedOrigins: z.array(originPattern).max(100),
  analyticsEnabled: z.boolean().default(true),
})

export const tokenConfigSchema = z.object({
  address: z.string().min(1).max(200),
  name: z.string().min(1).max(100),
  symbol: z.string().min(1).max(20),
  decimals: z.number().int().min(0).max(36),
  priceUsd: price.default(0),
  priceFeed,
  iconUrl: httpUrl.optional(),
})

/** A Uniswap v2-style router on an EVM chain, through which the convert routes swap (SPEC §7). */
export const swapConfigSchema = z.object({
  router: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 40-hex address'),
  /** The pools' fee on the input, in basis points (Uniswap v2: 30 = 0.3%). */
  feeBps: z.number().int().min(0).max(1000).default(30),
})

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 40-hex address')

/** ERC-4337 on an EVM chain: its bundler (proxied, routes/bundlerProxy.ts) and contracts. */
export const accountAbstractionConfigSchema = z.object({
  bundlerUrl: httpUrl,
  /** EntryPoint v0.7. */
  entryPoint: evmAddress,
  /** A SimpleAccountFactory (v0.7): `createAccount(owner, salt)`, `getAddress(owner, salt)`. */
  accountFactory: evmAddress,
})

export const chainConfigSchema = z
  .object({
    id: servedNetworkId,
    name: z.string().min(1).max(100),
    rpcUrl: httpUrl,
    testnet: z.boolean().default(false),
    nativeCurrency: z.object({
      name: z.string().min(1).max(100),
      symbol: z.string().min(1).max(20),
      decimals: z.number().int().min(0).max(36),
      priceUsd: price.default(0),
      priceFeed,
    }),
    tokens: z.array(tokenConfigSchema).max(500).default([]),
    /** First block the indexer reads when it has no cursor yet. */
    startBlock: z.union([z.number().int().nonnegative(), z.literal('latest')]).default('latest'),
    /** Blocks the indexer stays behind the head, so a reorg shorter than this is never indexed. */
    confirmations: z.number().int().min(0).max(1000).default(0),
    /** Swaps on this chain go through this router (README: Swaps). */
    swap: swapConfigSchema.optional(),
    /** Smart accounts on this chain (README: Smart accounts). */
    accountAbstraction: accountAbstractionConfigSchema.optional(),
    /** NFT collections (contract or Solana collection addresses) flagged as spam (issue 37, SPEC §5). */
    spamNfts: z.array(z.string().min(1).max(200)).max(10_000).optional(),
    /** EVM: index the NFT transfers of these contracts only (default: of every contract). */
    nftContracts: z.array(evmAddress).max(10_000).optional(),
    /** EVM: the chain's ENS Universal Resolver; identity reads primary names and avatars there (issue 37). */
    ensUniversalResolver: evmAddress.optional(),
    /** Where USD prices come from: feeds, then the swap pools against `stableToken`, then priceUsd (README: Prices). */
    prices: z
      .object({
        /** A feed whose latest round was updated longer ago than this is stale (default 3600). */
        maxAgeSeconds: z.number().int().min(1).max(604_800).optional(),
        /** Symbol of a configured token worth 1 USD, in which the swap pools price the others. */
        stableToken: z.string().min(1).max(20).optional(),
      })
      .optional(),
  })
  .refine((c) => !c.swap || c.id.startsWith('eip155:'), {
    message: 'swaps are offered on eip155 chains only',
    path: ['swap'],
  })
  .refine((c) => !c.accountAbstraction || c.id.startsWith('eip155:'), {
    message: 'smart accounts are offered on eip155 chains only',
    path: ['accountAbstraction'],
  })
  .refine(
    (c) =>
      c.id.startsWith('eip155:') ||
      (!c.nativeCurrency.priceFeed && c.tokens.every((t) => !t.priceFeed)),
    { message: 'price feeds are read on eip155 chains only', path: ['tokens'] },
  )
  .refine(
    (c) => !c.prices?.stableToken || c.tokens.some((t) => t.symbol === c.prices?.stableToken),
    { message: 'must be the symbol of a configured token', path: ['prices', 'stableToken'] },
  )

export const providerConfigSchema = z.object({
  host: z.string().min(1).default('127.0.0.1'),
  port: z.number().int().min(0).max(65535).default(0),
  /** Base URL of icon links in answers; by default the address and port the socket reached, never Host. */
  publicUrl: httpUrl.optional(),
  /** postgres://… switches storage from the embedded PGlite to a Postgres server. */
  databaseUrl: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** PGlite data directory; absent keeps the database in memory. */
  dataDir: z.string().min(1).optional(),
  /** redis://… lets several provider processes share the relay's messages and deliveries. */
  redisUrl: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Creates project 'latchkey-dev' allowing http://127.0.0.1:* and http://localhost:*. Development only. */
  devProject: z.boolean().default(false),
  projects: z.array(projectConfigSchema).default([]),
  chains: z.array(chainConfigSchema).default([]),
  /**
   * Reverse proxies in front of this server that append to X-Forwarded-For: the client IP is the
   * hop that many in from the right (true = 1). Only the proxies' own hops can be trusted.
   */
  trustProxy: z.union([z.boolean(), z.number().int().min(0).max(10)]).default(false),
  rateLimit: z
    .object({
      enabled: z.boolean().default(true),
      /** Bucket size: requests allowed in a burst per project and IP. */
      burst: z.number().int().min(1).default(120),
      /** Tokens added back per second. */
      perSecond: z.number().positive().default(30),
    })
    .prefault({}),
  indexer: z
    .object({
      enabled: z.boolean().default(true),
      pollIntervalMs: z.number().int().min(10).default(4000),
      maxBlocksPerTick: z.number().int().min(1).max(10000).default(50),
    })
    .prefault({}),
  gateway: z
    .object({
      maxBatch: z.number().int().min(1).max(1000).default(100),
      timeoutMs: z.number().int().min(100).default(10000),
    })
    .prefault({}),
  analytics: z
    .object({
      /** Events received longer ago than this are deleted; 0 keeps them forever. */
      retentionDays: z.number().int().min(0).default(90),
      pruneIntervalMs: z.number().int().min(10).default(3_600_000),
      maxBodyBytes: z
        .number()
        .int()
        .min(256)
        .max(1024 * 1024)
        .default(16 * 1024),
      /** POST /e/batch: events per request, and its body (64 KiB is sendBeacon's own cap). */
      maxBatchEvents: z.number().int().min(1).max(1000).default(50),
      maxBatchBytes: z
        .number()
        .int()
        .min(256)
        .max(1024 * 1024)
        .default(64 * 1024),
    })
    .prefault({}),
  /** The WalletConnect relay, on the same port as the API (WebSocket upgrades to `path`). */
  relay: z
    .object({
      enabled: z.boolean().default(true),
      path: z
        .string()
        .regex(/^\/[A-Za-z0-9._~/-]*$/, 'must be a URL path such as /relay')
        .default('/relay'),
      /**
       * Clients without an Origin (wallet apps, servers) must name a known project too. Off by
       * default: wallets carry their own project ids, which this provider cannot know.
       */
      requireProject: z.boolean().default(false),
      /** Open sockets per client IP and per client key (did:key); see src/relay/README.md. */
      maxConnectionsPerIp: z.number().int().min(1).optional(),
      maxConnectionsPerClient: z.number().int().min(1).optional(),
      /** Open sockets in all, and the share of it from which networks keep to their fair share. */
      maxConnections: z.number().int().min(1).optional(),
      fairShareFrom: z.number().int().min(1).optional(),
      /** Stored message bytes in all, per network (/24, /64), per topic and per client key. */
      maxStoredBytes: z.number().int().min(1024).optional(),
      maxBytesPerSource: z.number().int().min(1024).optional(),
      maxBytesPerTopic: z.number().int().min(1024).optional(),
      maxBytesPerClient: z.number().int().min(1024).optional(),
      /** Messages up to this size are small; `reservedSmallBytes` of the store is kept for them. */
      smallMessageBytes: z.number().int().min(256).optional(),
      reservedSmallBytes: z.number().int().min(0).optional(),
    })
    .prefault({}),
  cache: z
    .object({
      balanceTtlMs: z.number().int().min(0).default(30_000),
      identityTtlMs: z.number().int().min(0).default(300_000),
      maxEntries: z.number().int().min(1).default(8192),
    })
    .prefault({}),
  /** The name service (SPEC §4 name registration, §7 profile routes): names are `label.zone`. */
  names: z
    .object({
      zone: z
        .string()
        .regex(
          /^(?=.{1,200}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/,
          'must be a lower-case domain such as latchkey.id',
        )
        .default('latchkey.id'),
      /** How long a signed name claim stays valid; a replay inside it is refused too. */
      claimMaxAgeSeconds: z.number().int().min(10).max(86_400).default(600),
      /** Names one address may hold, and names registered through one project (issue 39). */
      maxPerAddress: z.number().int().min(1).max(10_000).default(5),
      maxPerProject: z.number().int().min(1).default(100_000),
    })
    .prefault({}),
  /** The on-ramp partners and the account their simulated checkout pays from (README: On-ramp). */
  onramp: onrampConfigSchema,
  /** Where NFT metadata and images are read from (issue 37). */
  nfts: nftConfigSchema,
  /** ENS names and avatars in identity, and the CCIP-Read gateway of the name service (issue 37). */
  ens: ensConfigSchema,
  history: z
    .object({
      /** Key history cursors are signed with (PROVIDER_CURSOR_SECRET); by default one kept in the database. */
      cursorSecret: z.string().min(16).optional(),
    })
    .prefault({}),
})

export type ProviderConfigInput = z.input<typeof providerConfigSchema>
export type ProviderConfig = z.output<typeof providerConfigSchema>
export type ProjectConfig = z.output<typeof projectConfigSchema>
export type ChainConfig = z.output<typeof chainConfigSchema>
export type TokenConfig = z.output<typeof tokenConfigSchema>
export type SwapConfig = z.output<typeof swapConfigSchema>
