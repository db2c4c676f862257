import { defineProject } from 'vitest/config'
import { sourceAliases } from '../../scripts/vitest.shared.mjs'

export default defineProject({
  resolve: { alias: sourceAliases },
  test: {
    name: 'local-solana',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
  },
})
