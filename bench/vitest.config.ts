import { defineProject } from 'vitest/config'

// The bundle budget as a test: sizes are deterministic, so a size budget may gate CI (a time may
// not; the timing benchmarks stay scripts). Two Vite builds, hence the long timeout.
export default defineProject({
  test: {
    name: 'bench',
    root: new URL('.', import.meta.url).pathname,
    include: ['*.test.ts'],
    testTimeout: 300_000,
  },
})
