import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { transformSource } from './transformSource'

const SOURCE_FILE = /\.(tsx?|jsx?|mjs|cjs|mts|cts|css|scss|sass|less|html?|vue|svelte)$/
const SKIPPED = new Set(['node_modules', 'dist', 'build', '.git', '.next', 'out'])

export interface RunCodemodResult {
  changed: string[]
  warnings: string[]
}

function* filesUnder(path: string): Generator<string> {
  if (!statSync(path).isDirectory()) {
    if (SOURCE_FILE.test(path)) yield path
    return
  }
  for (const entry of readdirSync(path)) {
    if (SKIPPED.has(entry) || entry.endsWith('.d.ts')) continue
    yield* filesUnder(join(path, entry))
  }
}

/** Rewrites every source file under `paths` in place (or only reports, with `dryRun`). */
export function runCodemod(paths: string[], { dryRun = false } = {}): RunCodemodResult {
  const result: RunCodemodResult = { changed: [], warnings: [] }
  for (const root of paths)
    for (const file of filesUnder(root)) {
      const before = readFileSync(file, 'utf8')
      const { text, changed, warnings } = transformSource(before, file)
      result.warnings.push(...warnings.map((warning) => `${file}: ${warning}`))
      if (!changed) continue
      result.changed.push(file)
      if (!dryRun) writeFileSync(file, text)
    }
  return result
}
