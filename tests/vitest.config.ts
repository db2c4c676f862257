import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'repo',
    include: ['tests/**/*.test.ts'],
    root: new URL('..', import.meta.url).pathname,
  },
})
