import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { runCodemod, transformSource } from '../src'

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url))
const read = (path: string) => readFileSync(join(fixtures, path), 'utf8')

describe('an AppKit app, file by file (fixtures: before → after)', () => {
  it.each([
    ['react-wagmi', 'tsx'],
    ['react-ethers', 'tsx'],
    ['vanilla', 'ts'],
    ['theme-css', 'css'],
  ])('%s', (name, ext) => {
    const result = transformSource(read(`${name}/before.${ext}`), `app.${ext}`)
    expect(result.text).toBe(read(`${name}/after.${ext}`))
    expect(result.changed).toBe(true)
  })

  it('says what it left: a package without counterpart and theme variables without one', () => {
    expect(transformSource(read('vanilla/before.ts'), 'main.ts').warnings).toEqual([
      '@reown/appkit/vue: no Latchkey counterpart; left as it is',
      '--w3m-color-mix: no Latchkey theme variable; left as it is (see MIGRATING.md)',
    ])
    expect(transformSource(read('theme-css/before.css'), 'app.css').warnings).toEqual([
      '--w3m-qr-color: no Latchkey theme variable; left as it is (see MIGRATING.md)',
    ])
  })

  it('leaves a file with nothing of the field untouched, byte for byte', () => {
    const text = "import { createAppKit } from '@latchkey/ui'\nconst x = '--lk-accent'\n"
    expect(transformSource(text, 'a.ts')).toEqual({ text, changed: false, warnings: [] })
  })

  it('running it twice changes nothing the second time', () => {
    const once = transformSource(read('react-ethers/before.tsx'), 'a.tsx').text
    expect(transformSource(once, 'a.tsx')).toMatchObject({ text: once, changed: false })
  })
})

describe('over a folder', () => {
  it('rewrites source and style files in place, skipping node_modules; --dry only reports', () => {
    const dir = mkdtempSync(join(tmpdir(), 'latchkey-codemod-'))
    try {
      cpSync(join(fixtures, 'vanilla/before.ts'), join(dir, 'src/main.ts'), { recursive: true })
      cpSync(join(fixtures, 'theme-css/before.css'), join(dir, 'src/app.css'))
      cpSync(join(fixtures, 'vanilla/before.ts'), join(dir, 'node_modules/x/index.ts'))
      expect(runCodemod([dir], { dryRun: true }).changed).toHaveLength(2)
      expect(readFileSync(join(dir, 'src/main.ts'), 'utf8')).toBe(read('vanilla/before.ts'))
      const { changed } = runCodemod([dir])
      expect(changed.map((file) => file.slice(dir.length)).sort()).toEqual([
        '/src/app.css',
        '/src/main.ts',
      ])
      expect(readFileSync(join(dir, 'src/main.ts'), 'utf8')).toBe(read('vanilla/after.ts'))
      expect(readFileSync(join(dir, 'node_modules/x/index.ts'), 'utf8')).toBe(
        read('vanilla/before.ts'),
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the latchkey-codemod command', () => {
  it('rewrites the folder it is given and reports the count and the warnings', () => {
    const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url))
    const dir = mkdtempSync(join(tmpdir(), 'latchkey-codemod-cli-'))
    try {
      cpSync(join(fixtures, 'react-wagmi/before.tsx'), join(dir, 'App.tsx'))
      const output = execFileSync('node', [cli, dir], { encoding: 'utf8', stdio: 'pipe' })
      expect(output).toContain('1 file(s) changed, 0 warning(s)')
      expect(readFileSync(join(dir, 'App.tsx'), 'utf8')).toBe(read('react-wagmi/after.tsx'))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
