import { defineProject } from 'vitest/config'
import { sourceAliases } from '../../scripts/vitest.shared.mjs'

export default defineProject({
  resolve: { alias: sourceAliases },
  test: {
    name: 'local-polkadot',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120000,
    hookTimeout: 180000,
  },
})
