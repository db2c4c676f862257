import { defineProject } from 'vitest/config'
import { sourceAliases } from '../../scripts/vitest.shared.mjs'

export default defineProject({
  resolve: { alias: sourceAliases },
  test: {
    name: 'adapter-polkadot',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Chopsticks runs the runtime's wasm: slow on two busy cores.
    testTimeout: 120000,
    hookTimeout: 240000,
  },
})
