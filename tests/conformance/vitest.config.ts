import { defineProject } from 'vitest/config'

// No source aliases: @latchkey/* resolve to the built packages (dist), as an app installs them.
export default defineProject({
  test: {
    name: 'conformance',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 60_000,
  },
})
