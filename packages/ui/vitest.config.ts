import { defineProject } from 'vitest/config'
import { sourceAliases } from '../../scripts/vitest.shared.mjs'

export default defineProject({
  resolve: { alias: sourceAliases },
  test: {
    name: 'ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
})
