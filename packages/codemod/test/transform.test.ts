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
  // A node process that loads ts-morph: seconds on a busy machine.
  it('rewrites the folder it is given and reports the count and the warnings', {
    timeout: 60_000,
  }, () => {
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

describe('what the codemod moves beyond imports (issue 33)', () => {
  it('moves the names ours exports and leaves the others on the field’s import, naming each', () => {
    const before = [
      "import { createAppKit, useAppKitWallets, type AppKitOptions } from '@reown/appkit/react'",
      "import { EthersAdapter, type Foo } from '@reown/appkit-adapter-ethers'",
      'export const adapter = new EthersAdapter()',
      'export type Bar = Foo',
      'export const options: AppKitOptions | undefined = undefined',
      'export { createAppKit, useAppKitWallets }',
      '',
    ].join('\n')
    const result = transformSource(before, 'a.ts')
    expect(result.text).toBe(
      [
        "import { createAppKit, type CreateAppKitOptions as AppKitOptions } from '@latchkey/react'",
        "import { useAppKitWallets } from '@reown/appkit/react'",
        "import { evmAdapter } from '@latchkey/adapter-evm'",
        "import { type Foo } from '@reown/appkit-adapter-ethers'",
        'export const adapter = evmAdapter()',
        'export type Bar = Foo',
        'export const options: AppKitOptions | undefined = undefined',
        'export { createAppKit, useAppKitWallets }',
        '',
      ].join('\n'),
    )
    expect(result.warnings).toEqual([
      'useAppKitWallets from @reown/appkit/react: no Latchkey counterpart; still imported from @reown/appkit/react',
      'Foo from @reown/appkit-adapter-ethers: no Latchkey counterpart; still imported from @reown/appkit-adapter-ethers',
    ])
  })

  it('an import of nothing ours has stays as it is, named', () => {
    const before = "import { useAppKitConnections } from '@reown/appkit/react'\n"
    expect(transformSource(before, 'a.ts')).toEqual({
      text: before,
      changed: false,
      warnings: [
        'useAppKitConnections from @reown/appkit/react: no Latchkey counterpart; still imported from @reown/appkit/react',
      ],
    })
  })

  it('renames the four page elements in JSX, markup and quoted names; names any other w3m one', () => {
    const jsx = [
      'export const A = () => (',
      '  <>',
      '    <w3m-connect-button label="Go" />',
      '    <w3m-account-button balance="hide"></w3m-account-button>',
      '    <w3m-onramp-widget />',
      '  </>',
      ')',
      "document.createElement('w3m-button')",
      "const accent = '--w3m-accent'",
      '',
    ].join('\n')
    const result = transformSource(jsx, 'a.tsx')
    expect(result.text).toContain('<appkit-connect-button label="Go" />')
    expect(result.text).toContain('<appkit-account-button balance="hide"></appkit-account-button>')
    expect(result.text).toContain('<w3m-onramp-widget />')
    expect(result.text).toContain("document.createElement('appkit-button')")
    expect(result.text).toContain("const accent = '--lk-accent'")
    expect(result.warnings).toEqual([
      '<w3m-onramp-widget>: no Latchkey element; left as it is (see MIGRATING.md)',
    ])
    const html = '<body><w3m-button size="sm"></w3m-button><appkit-button></appkit-button></body>\n'
    expect(transformSource(html, 'index.html')).toEqual({
      text: '<body><appkit-button size="sm"></appkit-button><appkit-button></appkit-button></body>\n',
      changed: true,
      warnings: [],
    })
  })

  it('takes out the options and features ours lacks, naming each, and keeps the layout', () => {
    const before = [
      "import { createAppKit as create } from '@reown/appkit'",
      'create({',
      '  networks: [],',
      '  allWallets: "HIDE",',
      '  features: { swaps: false, pay: true, email: true },',
      '  enableCoinbase: false,',
      '  themeMode: "dark",',
      '})',
      '',
    ].join('\n')
    const result = transformSource(before, 'a.ts')
    expect(result.text).toBe(
      [
        "import { createAppKit as create } from '@latchkey/ui'",
        'create({',
        '  networks: [],',
        '  features: { swaps: false, email: true },',
        '  themeMode: "dark",',
        '})',
        '',
      ].join('\n'),
    )
    expect(result.warnings).toEqual([
      'option allWallets: no Latchkey counterpart; removed (it was `allWallets: "HIDE"`)',
      'option enableCoinbase: no Latchkey counterpart; removed (it was `enableCoinbase: false`)',
      'feature pay: no Latchkey counterpart; removed (it was `pay: true`)',
    ])
  })

  it('names each call of an instance method ours lacks or shapes differently', () => {
    const before = [
      "import { createAppKit } from '@reown/appkit'",
      'const modal = createAppKit({ networks: [] })',
      'await modal.ready()',
      "modal.getConnections('eip155')",
      'modal.getAddress()',
      'const other = { ready() {} }',
      'other.ready()',
      '',
    ].join('\n')
    expect(transformSource(before, 'a.ts').warnings).toEqual([
      'modal.ready: ours is a promise, not a method: `await modal.ready` (see MIGRATING.md)',
      'modal.getConnections: absent: Latchkey keeps one wallet per namespace (see MIGRATING.md)',
    ])
  })
})
