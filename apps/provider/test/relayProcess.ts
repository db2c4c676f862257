import { startRelay } from '../src/relay'

// A relay in its own process (the Redis test runs one beside an in-process one); prints its URL.
const relay = await startRelay({
  port: 0,
  ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
  ...(process.env.RELAY_KEY_PREFIX ? { redisKeyPrefix: process.env.RELAY_KEY_PREFIX } : {}),
})
process.stdout.write(`${relay.url}\n`)
process.once('SIGTERM', () => {
  void relay.stop().then(() => process.exit(0))
})
