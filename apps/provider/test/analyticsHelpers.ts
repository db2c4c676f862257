import { afterAll, beforeAll } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { APP_ORIGIN, PROJECT_ID, startTestProvider } from './helpers'

/**
 * A provider for one analytics test file: the test project, and 'quiet-project' with analytics
 * off, both allowing APP_ORIGIN. Read the provider from the getter once the file's tests run.
 */
export function useAnalyticsProvider(): () => RunningProvider {
  let provider: RunningProvider | undefined
  beforeAll(async () => {
    provider = await startTestProvider({
      rateLimit: { enabled: false },
      indexer: { enabled: false },
      projects: [
        { id: PROJECT_ID, allowedOrigins: [APP_ORIGIN] },
        { id: 'quiet-project', allowedOrigins: [APP_ORIGIN], analyticsEnabled: false },
      ],
    })
  })
  afterAll(() => provider?.stop())
  return () => {
    if (!provider) throw new Error('the analytics provider has not started')
    return provider
  }
}
