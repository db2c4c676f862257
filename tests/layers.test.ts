import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allowedImports, findImportsOf, findLayerViolations } from './layers'

const root = new URL('..', import.meta.url).pathname

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory())
      return entry === 'node_modules' || entry === 'dist' ? [] : sourceFiles(path)
    return /\.(ts|tsx|mts|cts)$/.test(entry) ? [path] : []
  })
}

/** The packages of a top folder: its directories that hold a package.json. */
function packagesIn(folder: 'packages' | 'stack'): string[] {
  return readdirSync(join(root, folder)).filter((name) =>
    existsSync(join(root, folder, name, 'package.json')),
  )
}

function readSources(dir: string): { path: string; text: string }[] {
  return sourceFiles(dir).map((path) => ({
    path: path.slice(root.length),
    text: readFileSync(path, 'utf8'),
  }))
}

function manifest(folder: string, name: string) {
  return JSON.parse(readFileSync(join(root, folder, name, 'package.json'), 'utf8'))
}

/** `packages/*` holds the published product, `stack/*` the private local stack. */
const published = packagesIn('packages')
const stack = packagesIn('stack')
const all = [
  ...published.map((name) => ['packages', name] as const),
  ...stack.map((name) => ['stack', name] as const),
]

describe('import directions of DESIGN.md', () => {
  it.each(all)('%s/%s imports only the layers below it', (folder, name) => {
    expect(findLayerViolations(name, readSources(join(root, folder, name, 'src')))).toEqual([])
  })

  it.each(all)('%s/%s declares only allowed @latchkey dependencies', (folder, name) => {
    const pkg = manifest(folder, name)
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

describe('packages/ holds only what is published; stack/ the private local stack', () => {
  it('finds the stack packages and the test fakes under stack/, none under packages/', () => {
    for (const name of [
      'dev-wallet',
      'local-bitcoin',
      'local-chain',
      'local-oidc',
      'local-polkadot',
      'local-solana',
      'test-fakes',
    ]) {
      expect(stack).toContain(name)
      expect(published).not.toContain(name)
    }
  })

  it.each(published)('packages/%s is published (not private, named @latchkey/<folder>)', (name) => {
    const pkg = manifest('packages', name)
    expect(pkg.private).not.toBe(true)
    expect(pkg.name).toBe(`@latchkey/${name}`)
    // The test fakes ship in no published package (they were @latchkey/controllers/testing).
    expect(Object.keys(pkg.exports ?? {})).not.toContain('./testing')
    expect(existsSync(join(root, 'packages', name, 'src', 'testing'))).toBe(false)
  })

  it.each(stack)('stack/%s is private, named @latchkey/<folder>', (name) => {
    const pkg = manifest('stack', name)
    expect(pkg.private).toBe(true)
    expect(pkg.name).toBe(`@latchkey/${name}`)
  })

  it.each(published)('packages/%s/src imports no stack package', (name) => {
    const files = readSources(join(root, 'packages', name, 'src'))
    expect(findImportsOf(stack, files)).toEqual([])
    const byPath = files.filter(({ text }) => /['"](?:\.\.\/)+stack\//.test(text))
    expect(byPath.map(({ path }) => path)).toEqual([])
  })

  it.each(published)('packages/%s never depends on a stack package at run time', (name) => {
    const pkg = manifest('packages', name)
    const deps = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })
    expect(deps.filter((d) => stack.includes(d.slice('@latchkey/'.length)))).toEqual([])
  })

  it('reports a product file importing a stack package, so the rule can fail', () => {
    const files = [
      { path: 'packages/ui/src/a.ts', text: "import { x } from '@latchkey/dev-wallet/polkadot'" },
      { path: 'packages/ui/src/b.ts', text: "await import('@latchkey/local-chain')" },
      { path: 'packages/ui/src/c.ts', text: "import { y } from '@latchkey/core'" },
    ]
    expect(findImportsOf(['dev-wallet', 'local-chain'], files)).toEqual([
      'packages/ui/src/a.ts imports @latchkey/dev-wallet',
      'packages/ui/src/b.ts imports @latchkey/local-chain',
    ])
  })

  it('lets a test file in src use the test fakes, and nothing that ships', () => {
    const fakes = "import { createTestCore } from '@latchkey/test-fakes'"
    const files = [
      { path: 'packages/ui/src/views/Account.test.tsx', text: fakes },
      { path: 'packages/ui/src/views/Account.tsx', text: fakes },
      { path: 'packages/ui/src/views/Wallet.test.tsx', text: "import '@latchkey/dev-wallet'" },
    ]
    expect(findImportsOf(['test-fakes', 'dev-wallet'], files)).toEqual([
      'packages/ui/src/views/Account.tsx imports @latchkey/test-fakes',
      'packages/ui/src/views/Wallet.test.tsx imports @latchkey/dev-wallet',
    ])
    expect(findLayerViolations('ui', files)).toEqual([
      'packages/ui/src/views/Account.tsx imports @latchkey/test-fakes',
      'packages/ui/src/views/Wallet.test.tsx imports @latchkey/dev-wallet',
    ])
  })
})
