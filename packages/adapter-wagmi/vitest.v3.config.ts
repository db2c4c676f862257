import { defineProject } from 'vitest/config'
import { sourceAliases } from '../../scripts/vitest.shared.mjs'

// The same suite once more against wagmi 3 (the dev dependencies @wagmi/core-v3 and wagmi-v3,
// npm aliases): the adapter's peer range is wagmi 2 and 3, so both are tested.
export default defineProject({
  resolve: {
    alias: [
      ...Object.entries(sourceAliases).map(([find, replacement]) => ({ find, replacement })),
      { find: /^@wagmi\/core(?=\/|$)/, replacement: '@wagmi/core-v3' },
      { find: /^wagmi(?=\/|$)/, replacement: 'wagmi-v3' },
    ],
  },
  test: {
    name: 'adapter-wagmi-v3',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    env: { WAGMI_MAJOR: '3' },
    testTimeout: 60000,
    hookTimeout: 60000,
  },
})
