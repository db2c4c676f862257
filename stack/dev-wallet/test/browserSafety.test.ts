import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const srcDir = fileURLToPath(new URL('../src', import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

// The dev wallet runs in the browser: no Node built-ins or globals in its runtime sources.
const nodeOnly = [
  /from ['"]node:/,
  /from ['"](fs|path|os|crypto|child_process|net|http|https|url|events|buffer)['"]/,
  /\brequire\(/,
  /\bprocess\./,
  /\bBuffer\b/,
  /\b__dirname\b/,
]

describe('dev-wallet sources', () => {
  it('use no Node-only module or global', () => {
    const offences = sourceFiles(srcDir).flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      return nodeOnly.filter((pattern) => pattern.test(text)).map((p) => `${file}: ${p}`)
    })
    expect(offences).toEqual([])
  })
})
