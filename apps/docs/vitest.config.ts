import { defineProject } from 'vitest/config'

// The documentation site's checks: its generated references against their sources, and every
// code block compiled. They read the built site (apps/docs/dist), which CI's build step makes.
export default defineProject({
  test: {
    name: 'docs',
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
  },
})
