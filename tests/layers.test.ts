import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allowedImports, findLayerViolations } from './layers'

const root = new URL('..', import.meta.url).pathname

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory())
      return entry === 'node_modules' || entry === 'dist' ? [] : sourceFiles(path)
    return /\.(ts|tsx|mts|cts)$/.test(entry) ? [path] : []
  })
}

describe('import directions of DESIGN.md', () => {
  const packages = readdirSync(join(root, 'packages'))

  it.each(packages)('packages/%s imports only the layers below it', (name) => {
    const files = sourceFiles(join(root, 'packages', name, 'src')).map((path) => ({
      path: path.slice(root.length),
      text: readFileSync(path, 'utf8'),
    }))
    expect(findLayerViolations(name, files)).toEqual([])
  })

  it.each(packages)('packages/%s declares only allowed @latchkey dependencies', (name) => {
    const pkg = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'))
    const deps = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })
      .filter((d) => d.startsWith('@latchkey/'))
      .map((d) => d.slice('@latchkey/'.length))
    expect(deps.filter((d) => !allowedImports(name).includes(d))).toEqual([])
  })

  it('reports a crossing import, so the rule can fail', () => {
    const bad = [
      { path: 'packages/core/src/x.ts', text: "import { x } from '@latchkey/controllers'" },
    ]
    expect(findLayerViolations('core', bad)).toEqual([
      'packages/core/src/x.ts imports @latchkey/controllers',
    ])
    const dyn = [
      { path: 'packages/ui/src/y.ts', text: "const m = await import('@latchkey/adapter-evm')" },
    ]
    expect(findLayerViolations('ui', dyn)).toEqual([
      'packages/ui/src/y.ts imports @latchkey/adapter-evm',
    ])
  })
})
