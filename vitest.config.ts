import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'stack/*/vitest.config.ts',
      'packages/adapter-wagmi/vitest.v3.config.ts',
      'apps/*/vitest.config.ts',
      'tests/vitest.config.ts',
      'tests/conformance/vitest.config.ts',
      'tests/browser/vitest.config.ts',
      'tests/apps/vitest.config.ts',
      'bench/vitest.config.ts',
    ],
  },
})
