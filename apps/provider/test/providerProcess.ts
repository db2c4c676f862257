import { silentLogger } from '../src/server/Logger'
import { startProvider } from '../src/server/startProvider'

// A provider in its own process (the replica test kills one); config from PROVIDER_TEST_CONFIG.
const provider = await startProvider(JSON.parse(process.env.PROVIDER_TEST_CONFIG as string), {
  logger: silentLogger,
})
process.stdout.write(`${provider.url}\n`)
process.once('SIGTERM', () => {
  void provider.stop().then(() => process.exit(0))
})
