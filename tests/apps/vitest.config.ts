import { defineProject } from 'vitest/config'

// The README's Getting started, built from packed packages outside the workspace (minutes).
export default defineProject({
  test: {
    name: 'getting-started',
    root: new URL('.', import.meta.url).pathname,
    include: ['*.test.ts'],
    testTimeout: 900_000,
    hookTimeout: 300_000,
  },
})
