import { defineProject } from 'vitest/config'

// Browser tests drive Debian's Chromium against built apps; one file at a time on 2 cores. The
// stack host starts the local stacks and the Chromium once for every file (stackHost.ts).
export default defineProject({
  test: {
    name: 'browser',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.browser.test.ts'],
    globalSetup: ['./stackHost.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // On CI (2 cores, a browser and several local chains at once) a test that fails is run once
    // more; one that passes then counts, and the run's summary names it (scripts/flakyReporter.mjs).
    retry: process.env.CI ? 1 : 0,
  },
})
