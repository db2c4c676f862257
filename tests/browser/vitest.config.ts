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
  },
})
