import type { IncomingMessage } from 'node:http'
import type { RateLimit } from './RelayConnection'

/** Same shape as the provider's Logger, so the server can pass its own. */
export interface RelayLogger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export interface RelayOptions {
  /** Only upgrades to this path are taken (e.g. '/relay'); any path when left out. */
  path?: string
  /** Redis for several relay processes sharing messages and deliveries; memory without it. */
  redisUrl?: string
  /** Prefix of the relay's Redis keys and channels. Default 'latchkey:relay:'. */
  redisKeyPrefix?: string
  /** Frames above this get a JSON-RPC error (default 512 KiB); four times it closes the socket. */
  maxFrameBytes?: number
  /** Largest `message` a client may publish (default 256 KiB). */
  maxMessageBytes?: number
  /**
   * Longest TTL kept; longer ones are cut to it. Default 7 days: the longest a WalletConnect
   * client asks for (an extended session request, 604,800 s at most).
   */
  maxTtlSeconds?: number
  /** Per-connection request budget (default burst 200, 100 per second). */
  rateLimit?: RateLimit
  /** WebSocket ping period; a socket that misses a pong is closed (default 20 s). */
  pingIntervalMs?: number
  maxSubscriptionsPerConnection?: number
  /** Open sockets in all (default 10 000); the per-IP and per-client caps sit below it. */
  maxConnections?: number
  /**
   * Open sockets in all from which fair shares hold (default 90% of maxConnections): past it a
   * source (IPv4 /24, IPv6 /64) holding maxConnections / sources or more is refused (429), and
   * at maxConnections a source below its share gets in by closing the least recently active
   * socket of a source above its share.
   */
  fairShareFrom?: number
  /** Open sockets per client IP, an IPv6 /64 counting as one (default 500: NATs share addresses). */
  maxConnectionsPerIp?: number
  /** Open sockets per client key, the auth token's did:key (default 10). */
  maxConnectionsPerClient?: number
  /** New sockets per client IP (default burst 100, 20 per second). */
  newConnectionsPerIp?: RateLimit
  /** New sockets per client key (default burst 10, 1 per second). */
  newConnectionsPerClient?: RateLimit
  /** The client IP of an upgrade request (default: the socket's peer address). */
  clientIp?: (request: IncomingMessage) => string
  /** Bytes of messages kept per topic (default 4 MiB); past it publishing is refused (-32012). */
  maxBytesPerTopic?: number
  /** Bytes of messages kept that one client key published (default 16 MiB). */
  maxBytesPerClient?: number
  /**
   * Bytes of messages kept that one source published (default 32 MiB), whatever keys it used: a
   * source is an IPv4 /24 or an IPv6 /64, and a did:key costs nothing.
   */
  maxBytesPerSource?: number
  /**
   * Bytes of messages kept in all, in memory or in Redis (default 256 MiB). When a message does
   * not fit, the oldest large messages of the source keeping the most go first.
   */
  maxStoredBytes?: number
  /** Kept messages up to this size (text and bookkeeping) are small (default 8 KiB). */
  smallMessageBytes?: number
  /**
   * Bytes of the store that only small messages may use (default a quarter of maxStoredBytes),
   * so that pairing and session requests always find room among large ones.
   */
  reservedSmallBytes?: number
  /** Messages kept per topic; the oldest give way (default 500). */
  maxMessagesPerTopic?: number
  /** Messages kept in memory in all (default 100 000; memory store only). */
  maxMessages?: number
  /** Check the auth JWT's Ed25519 signature, not only its shape (default true). */
  verifySignature?: boolean
  /**
   * Decides who may connect once the auth JWT checked out (e.g. a known project id and an allowed
   * origin); a false answer refuses the upgrade with 403. Everyone by default.
   */
  authorize?: (client: RelayClientInfo) => boolean | Promise<boolean>
  logger?: RelayLogger
  /** Time source for TTLs, rate budgets and token expiry. */
  now?: () => number
}

export interface RelayClientInfo {
  /** The client's did:key. */
  clientId: string
  /** The `projectId` query parameter the WalletConnect clients send. */
  projectId: string | null
  /** The Origin header (browsers send it; native wallets usually do not). */
  origin: string | undefined
}

export const silentRelayLogger: RelayLogger = { info() {}, warn() {}, error() {} }

type Optional = 'path' | 'redisUrl' | 'authorize' | 'clientIp'
export type ResolvedRelayOptions = Required<Omit<RelayOptions, Optional>> &
  Pick<RelayOptions, Optional>

export function resolveRelayOptions(options: RelayOptions): ResolvedRelayOptions {
  const maxConnections = options.maxConnections ?? 10_000
  const maxStoredBytes = options.maxStoredBytes ?? 256 * 1024 * 1024
  return {
    ...options,
    redisKeyPrefix: options.redisKeyPrefix ?? 'latchkey:relay:',
    maxFrameBytes: options.maxFrameBytes ?? 512 * 1024,
    maxMessageBytes: options.maxMessageBytes ?? 256 * 1024,
    maxTtlSeconds: options.maxTtlSeconds ?? 7 * 24 * 60 * 60,
    rateLimit: options.rateLimit ?? { burst: 200, perSecond: 100 },
    pingIntervalMs: options.pingIntervalMs ?? 20_000,
    maxSubscriptionsPerConnection: options.maxSubscriptionsPerConnection ?? 1_000,
    maxConnections,
    fairShareFrom: Math.min(
      maxConnections,
      options.fairShareFrom ?? Math.floor(maxConnections * 0.9),
    ),
    maxConnectionsPerIp: options.maxConnectionsPerIp ?? 500,
    maxConnectionsPerClient: options.maxConnectionsPerClient ?? 10,
    newConnectionsPerIp: options.newConnectionsPerIp ?? { burst: 100, perSecond: 20 },
    newConnectionsPerClient: options.newConnectionsPerClient ?? { burst: 10, perSecond: 1 },
    maxBytesPerTopic: options.maxBytesPerTopic ?? 4 * 1024 * 1024,
    maxBytesPerClient: options.maxBytesPerClient ?? 16 * 1024 * 1024,
    maxBytesPerSource: options.maxBytesPerSource ?? 32 * 1024 * 1024,
    maxStoredBytes,
    smallMessageBytes: options.smallMessageBytes ?? 8 * 1024,
    reservedSmallBytes: Math.min(
      maxStoredBytes,
      options.reservedSmallBytes ?? Math.floor(maxStoredBytes / 4),
    ),
    maxMessagesPerTopic: options.maxMessagesPerTopic ?? 500,
    maxMessages: options.maxMessages ?? 100_000,
    verifySignature: options.verifySignature ?? true,
    logger: options.logger ?? silentRelayLogger,
    now: options.now ?? Date.now,
  }
}
