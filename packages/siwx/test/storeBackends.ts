import { PGlite } from '@electric-sql/pglite'
import { Redis } from 'ioredis'
import {
  createMemoryNonceStore,
  createMemorySessionStore,
  createRedisNonceStore,
  createRedisSessionStore,
  createSqlNonceStore,
  createSqlSessionStore,
  type NonceStore,
  type SiwxRedisClient,
  type SiwxSessionStore,
  type SiwxSqlQuery,
} from '../src/server'
import { type RedisServer, startRedisServer } from './redisServer'

export interface StoreOptions {
  now: () => number
  maxBrowsers?: number
  maxNonces?: number
  ttlMs?: number
}

/** One kind of store; `connect` gives another process's view of the same back-end. */
export interface StoreBackend {
  name: string
  /** Whether two `connect(space)`s share their data (false for memory: one per process). */
  shared: boolean
  /** A new connection to `space`, a fresh key prefix or set of tables. */
  connect(space: string): {
    sessions(options: StoreOptions): SiwxSessionStore
    nonces(options: StoreOptions): NonceStore
  }
  close(): Promise<void>
}

export function memoryBackend(): StoreBackend {
  return {
    name: 'memory',
    shared: false,
    connect: () => ({
      sessions: (o) => createMemorySessionStore(o),
      nonces: (o) => createMemoryNonceStore(o),
    }),
    close: async () => {},
  }
}

/**
 * Redis through ioredis, or through a node-redis-shaped client (`sendCommand(args)`) that
 * forwards to ioredis: both shapes of SiwxRedisClient against a real redis-server.
 */
export async function redisBackend(shape: 'ioredis' | 'node-redis'): Promise<StoreBackend> {
  const server: RedisServer = await startRedisServer()
  const clients: Redis[] = []
  return {
    name: `redis (${shape})`,
    shared: true,
    connect(space) {
      const keyPrefix = `${space}:`
      const redis = new Redis({ host: '127.0.0.1', port: server.port, lazyConnect: false })
      clients.push(redis)
      const client: SiwxRedisClient =
        shape === 'ioredis'
          ? redis
          : { sendCommand: (args) => redis.call(args[0] ?? '', args.slice(1)) }
      return {
        sessions: (o) => createRedisSessionStore({ client, keyPrefix, ...o }),
        nonces: (o) => createRedisNonceStore({ client, keyPrefix, ...o }),
      }
    },
    async close() {
      await Promise.all(clients.map((c) => c.quit()))
      await server.stop()
    },
  }
}

/** Postgres as PGlite (embedded, in memory); every `connect` queries the same database. */
export async function sqlBackend(): Promise<StoreBackend> {
  const pg = new PGlite()
  await pg.waitReady
  const query: SiwxSqlQuery = (text, params) => pg.query(text, params)
  return {
    name: 'sql (PGlite)',
    shared: true,
    connect: (space) => ({
      sessions: (o) => createSqlSessionStore({ query, table: `${space}_sessions`, ...o }),
      nonces: (o) => createSqlNonceStore({ query, table: `${space}_nonces`, ...o }),
    }),
    close: () => pg.close(),
  }
}
