import { evalScript, redisCommand, type SiwxRedisClient } from './SiwxRedisClient'
import type { SiwxSessionStore } from './SiwxSessionStore'
import { storeCall } from './SiwxStoreError'
import { accountSessions, liveSessions, parseStoredSessions, recordExpiry } from './storedSessions'

export interface CreateRedisSessionStoreParameters {
  /** The host's ioredis or node-redis client (connected). */
  client: SiwxRedisClient
  /** Prefix of every key; for Redis Cluster put a {hash tag} in it. Default 'latchkey:siwx:'. */
  keyPrefix?: string
  /** Browsers (session ids) kept at most; past it the ones expiring soonest go. Default 100,000. */
  maxBrowsers?: number
  now?: () => number
}

/**
 * Writes a record and indexes it by expiry, dropping what expired and, past the cap, what
 * expires soonest. KEYS: record, index. ARGV: id, JSON, expiresAt, now, cap, record prefix.
 */
const PUT = `
local now = tonumber(ARGV[4])
local function drop(ids)
  for _, id in ipairs(ids) do redis.call('DEL', ARGV[6] .. id) end
end
drop(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now))
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
redis.call('SET', KEYS[1], ARGV[2], 'PX', tonumber(ARGV[3]) - now)
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
local over = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[5])
if over > 0 then
  drop(redis.call('ZRANGE', KEYS[2], 0, over - 1))
  redis.call('ZREMRANGEBYRANK', KEYS[2], 0, over - 1)
end
local last = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
redis.call('PEXPIRE', KEYS[2], math.max(1, tonumber(last[2]) - now))
return 1`

/** KEYS: record, index. ARGV: id. */
const DELETE = `
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[1])
return 1`

/**
 * Sessions in Redis, so every process of the host sees them: one key per browser (JSON,
 * expiring with its last session) and one sorted set of ids by expiry that bounds their count.
 */
export function createRedisSessionStore({
  client,
  keyPrefix = 'latchkey:siwx:',
  maxBrowsers = 100_000,
  now = Date.now,
}: CreateRedisSessionStoreParameters): SiwxSessionStore {
  const recordPrefix = `${keyPrefix}session:`
  const index = `${keyPrefix}sessions`
  const get = (id: string) =>
    storeCall(async () => {
      const json = await redisCommand(client, 'GET', [recordPrefix + id])
      const live = liveSessions(parseStoredSessions(json) ?? [], now())
      return live.length ? live : undefined
    })

  return {
    get,
    put: (id, sessions) =>
      storeCall(async () => {
        const t = now()
        const live = liveSessions(sessions, t)
        if (live.length === 0) {
          await evalScript(client, DELETE, [recordPrefix + id, index], [id])
          return
        }
        await evalScript(
          client,
          PUT,
          [recordPrefix + id, index],
          [id, JSON.stringify(live), recordExpiry(live), t, maxBrowsers, recordPrefix],
        )
      }),
    delete: (id) =>
      storeCall(async () => {
        await evalScript(client, DELETE, [recordPrefix + id, index], [id])
      }),
    list: async (id, chainId, address) => accountSessions(await get(id), chainId, address),
  }
}
