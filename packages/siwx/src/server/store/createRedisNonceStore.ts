import { randomNonce } from '../../message/randomNonce'
import type { NonceStore } from '../nonceStore'
import { evalScript, type SiwxRedisClient } from './SiwxRedisClient'
import { storeCall } from './SiwxStoreError'

export interface CreateRedisNonceStoreParameters {
  /** The host's ioredis or node-redis client (connected). */
  client: SiwxRedisClient
  /** Prefix of every key; for Redis Cluster put a {hash tag} in it. Default 'latchkey:siwx:'. */
  keyPrefix?: string
  /** How long an unused nonce stays valid; default 10 minutes. */
  ttlMs?: number
  /** Unused nonces kept at most; past it the oldest go. Default 100,000. */
  maxNonces?: number
  now?: () => number
}

/** KEYS: set of nonces by expiry. ARGV: nonce, expiresAt, now, cap, TTL. */
const ISSUE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
local over = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[4])
if over > 0 then redis.call('ZREMRANGEBYRANK', KEYS[1], 0, over - 1) end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`

/** Takes the nonce out in the same step as it reads it: 1 once, for an unexpired nonce. */
const CONSUME = `
local expires = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not expires then return 0 end
redis.call('ZREM', KEYS[1], ARGV[1])
if tonumber(expires) > tonumber(ARGV[2]) then return 1 end
return 0`

/** Nonces in Redis (one sorted set by expiry), so any process can check a nonce another issued. */
export function createRedisNonceStore({
  client,
  keyPrefix = 'latchkey:siwx:',
  ttlMs = 10 * 60_000,
  maxNonces = 100_000,
  now = Date.now,
}: CreateRedisNonceStoreParameters): NonceStore {
  const key = `${keyPrefix}nonces`
  return {
    issue: () =>
      storeCall(async () => {
        const nonce = randomNonce()
        const t = now()
        await evalScript(client, ISSUE, [key], [nonce, t + ttlMs, t, maxNonces, ttlMs])
        return nonce
      }),
    consume: (nonce) =>
      storeCall(async () => Number(await evalScript(client, CONSUME, [key], [nonce, now()])) === 1),
  }
}
