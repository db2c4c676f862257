import { defineProject } from 'vitest/config'
import { sourceAliases } from '../../scripts/vitest.shared.mjs'

export default defineProject({
  resolve: { alias: sourceAliases },
  test: {
    name: 'adapter-wagmi',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
    // wagmi discovers EIP-6963 wallets on `window`: the tests give it a page.
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    // The wagmi this project runs against (vitest.v3.config.ts runs the suite on wagmi 3).
    env: { WAGMI_MAJOR: '2' },
    testTimeout: 60000,
    hookTimeout: 60000,
  },
})
