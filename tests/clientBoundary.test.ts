// Issue 33: the built entries that touch React or the DOM start with React's 'use client'
// boundary (a Server Component importing them gets client references); pure entries do not.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../', import.meta.url))

function built(path: string): string {
  const file = `${root}packages/${path}`
  if (!existsSync(file)) throw new Error(`${path} is missing: run \`pnpm build\` first`)
  return readFileSync(file, 'utf8')
}

describe("'use client' in the build output", () => {
  it.each(['react/dist/index.js', 'react/dist/index.cjs', 'ui/dist/index.js', 'ui/dist/index.cjs'])(
    '%s starts with the directive',
    (path) => {
      expect(built(path).startsWith("'use client';\n")).toBe(true)
    },
  )

  it.each([
    'core/dist/index.js',
    'core/dist/index.cjs',
    'ui/dist/networks.js',
    'ui/dist/networks.cjs',
    'siwx/dist/server.js',
    'siwx/dist/server.cjs',
  ])('%s, a pure entry, has none', (path) => {
    expect(built(path)).not.toContain('use client')
  })

  it('keeps the source map in step with the added line', () => {
    const map = JSON.parse(built('react/dist/index.js.map')) as { mappings: string }
    expect(map.mappings.startsWith(';')).toBe(true)
  })
})
