// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = fileURLToPath(new URL('..', import.meta.url))

// Where a live controller proxy may be touched: the snapshot modules (the whole state, and one
// value of it), and createAppKit's wiring, which mounts the modal and watches `open` outside any
// render.
const MAY_TOUCH_PROXIES = [/^app\/controller(State|Value)\.ts$/, /^appkit\//]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const files = sourceFiles(SRC).map((path) => ({
  name: relative(SRC, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}))
const outsideWiring = files.filter((f) => !MAY_TOUCH_PROXIES.some((rule) => rule.test(f.name)))

describe('React reads controller state through snapshots only', () => {
  it('scans the views, components and web components', () => {
    const names = outsideWiring.map((f) => f.name)
    expect(names).toContain('views/Connect/ConnectView.tsx')
    expect(names).toContain('webComponents/ConnectButton.tsx')
    expect(names).not.toContain('app/controllerState.ts')
  })

  it('has no hook left that hands out the live proxy', () => {
    expect(files.filter((f) => /\buseWatch\b/.test(f.text)).map((f) => f.name)).toEqual([])
  })

  it('reads no controller `.state` outside the snapshot module', () => {
    // A slice (`Chain.state(ctx)`) may only be handed to the snapshot hooks; any other read of
    // it in the ui is a read of the live proxy.
    const handed =
      /\b(?:useControllerState|readControllerState|useControllerValue)\(\s*[A-Z]\w*\.state\((?:[^()]|\([^()]*\))*\)/g
    const offenders = outsideWiring
      .filter((f) => /\.state\b/.test(f.text.replace(handed, '')))
      .map((f) => f.name)
    expect(offenders).toEqual([])
  })

  it('finds a live read of a slice', () => {
    const text =
      'const a = useControllerState(Chain.state(ctx))\nconst b = Chain.state(ctx).activeNamespace'
    const handed =
      /\b(?:useControllerState|readControllerState|useControllerValue)\(\s*[A-Z]\w*\.state\((?:[^()]|\([^()]*\))*\)/g
    expect(/\.state\b/.test(text.replace(handed, ''))).toBe(true)
    expect(/\.state\b/.test(text.split('\n')[0]!.replace(handed, ''))).toBe(false)
  })

  it('imports valtio at run time only in the snapshot module', () => {
    const runtimeImport = /^import\s+(?!type\b)[^'"]*from\s+'valtio/m
    const offenders = outsideWiring.filter((f) => runtimeImport.test(f.text)).map((f) => f.name)
    expect(offenders).toEqual([])
  })
})
