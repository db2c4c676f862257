import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
import { sourceAliases } from '../../scripts/vitest.shared.mjs'

export default defineProject({
  resolve: {
    alias: {
      ...sourceAliases,
      '@latchkey/provider': fileURLToPath(new URL('../provider/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'secure-frame',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
  },
})
