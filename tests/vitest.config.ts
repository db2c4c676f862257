import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'repo',
    include: ['tests/**/*.test.ts'],
    exclude: [
      'tests/browser/**',
      'tests/conformance/**',
      'tests/apps/*.test.ts',
      '**/node_modules/**',
    ],
    root: new URL('..', import.meta.url).pathname,
  },
})
