// The wagmi 3 typecheck (packages/adapter-wagmi/tsconfig.v3.json) replaces the root tsconfig's
// `paths` with its own list: a subpath added to the root and forgotten there fails CI's
// "typecheck on wagmi 3" step only (as @latchkey/controllers/headless once did). Both lists agree.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../', import.meta.url))

function paths(file: string): Record<string, string[]> {
  // tsconfig allows comments; these files have none inside strings.
  const text = readFileSync(`${root}${file}`, 'utf8').replace(/^\s*\/\/.*$/gm, '')
  return (JSON.parse(text) as { compilerOptions: { paths: Record<string, string[]> } })
    .compilerOptions.paths
}

describe('tsconfig paths', () => {
  it('maps every @latchkey subpath of the root tsconfig in the wagmi 3 one, to the same file', () => {
    const rootPaths = paths('tsconfig.json')
    const v3 = paths('packages/adapter-wagmi/tsconfig.v3.json')
    const ours = Object.keys(rootPaths).filter((name) => name.startsWith('@latchkey/'))
    expect(ours).toContain('@latchkey/controllers/headless')
    for (const name of ours) expect(v3[name], name).toEqual(rootPaths[name])
  })
})
