import { Redis } from 'ioredis'
import {
  isLargeMessage,
  MAX_EVICTIONS_PER_SAVE,
  parseRelayMessage,
  type RelayBus,
  type RelayMessage,
  type RelayStore,
  type StorageScope,
  storageFull,
  storedBytes,
} from './RelayStore'

const SCOPES: StorageScope[] = ['topic', 'client', 'source', 'relay']

/** Sets a key's expiry to `at` (ms) unless it already lives longer; works on Redis 6 and 7. */
const EXTEND_EXPIRY = `
local ttl = redis.call('PTTL', KEYS[1])
local want = tonumber(ARGV[1]) - tonumber(ARGV[2])
if want > 0 and (ttl < 0 or ttl < want) then redis.call('PEXPIRE', KEYS[1], want) end
return 1`

/**
 * Keeps a message unless its topic holds it already (0) or it would pass a byte bound: -1 the
 * topic's, -2 its publisher's, -3 its source's, -4 the relay's when nothing can give way. Each
 * bound is a sorted set of the messages it counts (member "bytes:topic:id", score = expiry)
 * beside a running byte total; what expired is taken off both first. When the relay is full it
 * evicts as RelayStore.save says: per size class ('small', 'large') each source has its messages
 * by publishing time (q:) and by expiry (qx:), member "bytes:topic:id:publisher", and the class
 * has a sorted set of sources by bytes (heavy:), trued up lazily as messages expire.
 * Otherwise it returns the topic's message count. Evicted messages' keys are derived here from
 * the prefix (standalone Redis or one hash slot, not a cluster spread over keys).
 * KEYS: messages hash, then (set, total) for topic, publisher, source, relay and large messages.
 * ARGV: id, JSON, expiresAt, now, bytes, bounds (topic, client, source, relay), member, prefix,
 * source, publisher, publishedAt, '1' when large, the large messages' share.
 */
const SAVE = `
local P = ARGV[11]
local function extend(key, want)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 or ttl < want then redis.call('PEXPIRE', key, want) end
end
local function used(set, total, now)
  local gone = redis.call('ZRANGEBYSCORE', set, '-inf', now)
  if #gone > 0 then
    local freed = 0
    for _, member in ipairs(gone) do freed = freed + tonumber(string.match(member, '^(%d+):')) end
    redis.call('ZREMRANGEBYSCORE', set, '-inf', now)
    if redis.call('DECRBY', total, freed) < 0 then redis.call('SET', total, 0) end
  end
  return tonumber(redis.call('GET', total) or '0')
end
local function lower(heavy, source, bytes)
  if tonumber(redis.call('ZINCRBY', heavy, -bytes, source)) <= 0 then
    redis.call('ZREM', heavy, source)
  end
end
-- A source's bytes of a class once its expired messages are taken off.
local function settle(class, source, now)
  local heavy, qx = P .. 'heavy:' .. class, P .. 'qx:' .. class .. ':' .. source
  local gone = redis.call('ZRANGEBYSCORE', qx, '-inf', now)
  if #gone > 0 then
    local freed = 0
    for _, member in ipairs(gone) do
      freed = freed + tonumber(string.match(member, '^(%d+):'))
      redis.call('ZREM', P .. 'q:' .. class .. ':' .. source, member)
    end
    redis.call('ZREMRANGEBYSCORE', qx, '-inf', now)
    lower(heavy, source, freed)
  end
  return tonumber(redis.call('ZSCORE', heavy, source) or '0')
end
-- Scores only overstate (expired bytes not yet taken off): true up the top until it stays on top.
local function heaviest(class, now)
  local heavy = P .. 'heavy:' .. class
  local top
  for _ = 1, 64 do
    top = redis.call('ZREVRANGE', heavy, 0, 1, 'WITHSCORES')
    if #top == 0 then return nil end
    local bytes = settle(class, top[1], now)
    if bytes > 0 and (#top < 4 or bytes >= tonumber(top[4])) then return top[1] end
  end
  return top[1]
end
local function evict(class, now)
  local source = heaviest(class, now)
  if not source then return false end
  local q, qx, heavy = P .. 'q:' .. class .. ':' .. source, P .. 'qx:' .. class .. ':' .. source, P .. 'heavy:' .. class
  local member = redis.call('ZRANGE', q, 0, 0)[1]
  if not member then
    redis.call('ZREM', heavy, source)
    return true
  end
  local size, topic, id, publisher = string.match(member, '^(%d+):(%x+):(%x+):(.+)$')
  local bytes = tonumber(size)
  local counted = size .. ':' .. topic .. ':' .. id
  redis.call('HDEL', P .. 'msg:' .. topic, id)
  local scopes = { 'topic:' .. topic, 'client:' .. publisher, 'source:' .. source, 'relay' }
  if class == 'large' then scopes[5] = 'large' end
  for _, scope in ipairs(scopes) do
    -- Not there: it expired and its bytes were taken off already.
    if redis.call('ZREM', P .. 'use:' .. scope, counted) == 1 then
      redis.call('DECRBY', P .. 'bytes:' .. scope, bytes)
    end
  end
  redis.call('ZREM', q, member)
  redis.call('ZREM', qx, member)
  lower(heavy, source, bytes)
  return true
end
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then return 0 end
local expires = tonumber(ARGV[3])
local now = tonumber(ARGV[4])
local bytes = tonumber(ARGV[5])
local large = ARGV[15] == '1'
local share = tonumber(ARGV[16])
for i = 1, 3 do
  if used(KEYS[2 * i], KEYS[2 * i + 1], now) + bytes > tonumber(ARGV[5 + i]) then return -i end
end
if large and bytes > share then return -4 end
local function tight()
  if large and used(KEYS[10], KEYS[11], now) + bytes > share then return 'large' end
  if used(KEYS[8], KEYS[9], now) + bytes > tonumber(ARGV[9]) then return 'total' end
  return nil
end
local evictions = 0
local why = tight()
while why do
  evictions = evictions + 1
  if evictions > ${MAX_EVICTIONS_PER_SAVE} then return -4 end
  local done = false
  if why == 'large' or tonumber(redis.call('GET', KEYS[11]) or '0') > 0 then done = evict('large', now) end
  if not done and why == 'total' then done = evict('small', now) end
  if not done then return -4 end
  why = tight()
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
local want = expires - now
extend(KEYS[1], want)
local last = 4
if large then last = 5 end
for i = 1, last do
  redis.call('ZADD', KEYS[2 * i], expires, ARGV[10])
  redis.call('INCRBY', KEYS[2 * i + 1], bytes)
  extend(KEYS[2 * i], want)
  extend(KEYS[2 * i + 1], want)
end
local class = 'small'
if large then class = 'large' end
local queued = ARGV[10] .. ':' .. ARGV[13]
local q, qx, heavy = P .. 'q:' .. class .. ':' .. ARGV[12], P .. 'qx:' .. class .. ':' .. ARGV[12], P .. 'heavy:' .. class
redis.call('ZADD', q, tonumber(ARGV[14]), queued)
redis.call('ZADD', qx, expires, queued)
redis.call('ZINCRBY', heavy, bytes, ARGV[12])
extend(q, want)
extend(qx, want)
extend(heavy, want)
return redis.call('HLEN', KEYS[1])`

export interface RedisRelayOptions {
  url: string
  keyPrefix: string
  maxMessagesPerTopic: number
  maxBytesPerTopic: number
  maxBytesPerClient: number
  maxBytesPerSource: number
  maxStoredBytes: number
  smallMessageBytes: number
  reservedSmallBytes: number
  now: () => number
  /** Connection trouble after start-up (ioredis reconnects by itself). */
  onError?: (error: Error) => void
}

/**
 * Messages in Redis, so any relay process can hand a client what was published through
 * another: one hash per topic (message id → JSON), one set of acknowledged ids per topic and
 * client, both expiring with their newest message.
 */
export class RedisRelayStore implements RelayStore {
  constructor(
    private readonly redis: Redis,
    private readonly options: RedisRelayOptions,
  ) {}

  private messagesKey(topic: string): string {
    return `${this.options.keyPrefix}msg:${topic}`
  }

  private acksKey(topic: string, clientId: string): string {
    return `${this.options.keyPrefix}ack:${topic}:${clientId}`
  }

  async save(message: RelayMessage): Promise<boolean> {
    const { keyPrefix: prefix, ...bounds } = this.options
    const bytes = storedBytes(message)
    const large = isLargeMessage(bytes, bounds)
    const scopes = [
      `topic:${message.topic}`,
      `client:${message.publisher}`,
      `source:${message.source}`,
      'relay',
      'large',
    ]
    const size = Number(
      await this.redis.eval(
        SAVE,
        11,
        this.messagesKey(message.topic),
        ...scopes.flatMap((scope) => [`${prefix}use:${scope}`, `${prefix}bytes:${scope}`]),
        message.id,
        JSON.stringify(message),
        message.expiresAt,
        this.options.now(),
        bytes,
        bounds.maxBytesPerTopic,
        bounds.maxBytesPerClient,
        bounds.maxBytesPerSource,
        bounds.maxStoredBytes,
        `${bytes}:${message.topic}:${message.id}`,
        prefix,
        message.source,
        message.publisher,
        message.publishedAt,
        large ? '1' : '0',
        bounds.maxStoredBytes - bounds.reservedSmallBytes,
      ),
    )
    if (size < 0) throw storageFull(SCOPES[-size - 1]!)
    if (size === 0) return false
    if (size > this.options.maxMessagesPerTopic) await this.trim(message.topic)
    return true
  }

  async pending(topic: string, clientId: string): Promise<RelayMessage[]> {
    const key = this.messagesKey(topic)
    const [stored, acknowledged] = await Promise.all([
      this.redis.hgetall(key),
      this.redis.smembers(this.acksKey(topic, clientId)),
    ])
    const acked = new Set(acknowledged)
    const now = this.options.now()
    const expired: string[] = []
    const found: RelayMessage[] = []
    for (const [id, text] of Object.entries(stored)) {
      const message = parseRelayMessage(text)
      if (!message || message.expiresAt <= now) expired.push(id)
      else if (message.publisher !== clientId && !acked.has(id)) found.push(message)
    }
    if (expired.length > 0) await this.redis.hdel(key, ...expired)
    return found.sort((a, b) => a.publishedAt - b.publishedAt)
  }

  async acknowledge(message: RelayMessage, clientId: string): Promise<void> {
    const key = this.acksKey(message.topic, clientId)
    await this.redis.sadd(key, message.id)
    await this.redis.eval(EXTEND_EXPIRY, 1, key, message.expiresAt, this.options.now())
  }

  async close(): Promise<void> {}

  /** Drops the oldest messages of a topic past its limit. */
  private async trim(topic: string): Promise<void> {
    const key = this.messagesKey(topic)
    const stored = Object.entries(await this.redis.hgetall(key))
      .map(([id, text]) => ({ id, at: parseRelayMessage(text)?.publishedAt ?? 0 }))
      .sort((a, b) => a.at - b.at)
    const extra = stored.length - this.options.maxMessagesPerTopic
    if (extra > 0) await this.redis.hdel(key, ...stored.slice(0, extra).map((entry) => entry.id))
  }
}

/**
 * Redis pub/sub between relay processes: one channel per topic, subscribed while this process
 * has a client on that topic.
 */
export class RedisRelayBus implements RelayBus {
  private readonly listeners = new Set<(message: RelayMessage) => void>()

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly keyPrefix: string,
  ) {
    subscriber.on('message', (channel: string, text: string) => {
      if (!channel.startsWith(this.channelPrefix)) return
      const message = parseRelayMessage(text)
      if (message) for (const listener of this.listeners) listener(message)
    })
  }

  private get channelPrefix(): string {
    return `${this.keyPrefix}topic:`
  }

  async publish(message: RelayMessage): Promise<void> {
    await this.publisher.publish(this.channelPrefix + message.topic, JSON.stringify(message))
  }

  async watch(topic: string): Promise<void> {
    await this.subscriber.subscribe(this.channelPrefix + topic)
  }

  async unwatch(topic: string): Promise<void> {
    await this.subscriber.unsubscribe(this.channelPrefix + topic)
  }

  onMessage(listener: (message: RelayMessage) => void): void {
    this.listeners.add(listener)
  }

  async close(): Promise<void> {
    this.listeners.clear()
  }
}

/** Opens the two connections a Redis-backed relay needs (commands, and subscriptions). */
export async function openRedisRelay(
  options: RedisRelayOptions,
): Promise<{ store: RedisRelayStore; bus: RedisRelayBus; close(): Promise<void> }> {
  const connect = () =>
    new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2, enableReadyCheck: true })
  const commands = connect()
  const subscriber = connect()
  // ioredis reports connection trouble as 'error' events; without a listener they would throw.
  for (const client of [commands, subscriber])
    client.on('error', (error: Error) => options.onError?.(error))
  try {
    await Promise.all([commands.connect(), subscriber.connect()])
  } catch (error) {
    commands.disconnect()
    subscriber.disconnect()
    throw error
  }
  const store = new RedisRelayStore(commands, options)
  const bus = new RedisRelayBus(commands, subscriber, options.keyPrefix)
  return {
    store,
    bus,
    async close() {
      await bus.close()
      // disconnect, not quit: quit would wait for a Redis that may be gone.
      commands.disconnect()
      subscriber.disconnect()
    },
  }
}
