import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Project, ts } from 'ts-morph'
import { afterAll, describe, expect, it } from 'vitest'
import { runCodemod } from '../src'
import { OUR_EXPORTS, OUR_FEATURES, OUR_OPTIONS } from '../src/ourExports.gen'
import { changedLines } from './changedLines'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const apps = fileURLToPath(new URL('./fixtures/apps/', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'latchkey-codemod-apps-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** The app moved by the codemod alone, in a temporary folder, with what it printed. */
function move(app: string) {
  const dir = join(work, app)
  cpSync(join(apps, app, 'before'), dir, { recursive: true })
  const { changed, warnings } = runCodemod([dir])
  const files = filesUnder(dir).map((path) => relative(dir, path))
  return { dir, files, changed, warnings: warnings.map((w) => w.slice(dir.length + 1)) }
}

// Our packages from their sources (as the workspace's tsconfig maps them), and the libraries
// the apps use from the packages that depend on them.
const lib = (pkg: string, name: string) => [`${root}packages/${pkg}/node_modules/${name}`]
function typeErrors(dirs: string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${root}tsconfig.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  )
  const options = config?.options ?? {}
  const project = new Project({
    compilerOptions: {
      ...options,
      noEmit: true,
      types: [],
      paths: {
        ...options.paths,
        wagmi: lib('adapter-wagmi', 'wagmi'),
        '@tanstack/react-query': lib('adapter-wagmi', '@tanstack/react-query'),
        react: lib('react', '@types/react'),
        'react/*': lib('react', '@types/react/*'),
      },
      typeRoots: [`${root}packages/react/node_modules/@types`],
    },
  })
  for (const dir of dirs)
    for (const file of filesUnder(dir).filter((f) => /\.tsx?$/.test(f)))
      project.addSourceFileAtPath(file)
  return project
    .getPreEmitDiagnostics()
    .filter((d) => d.getSourceFile()?.getFilePath().startsWith(work))
    .map(
      (d) =>
        `${relative(work, d.getSourceFile()?.getFilePath() ?? '')}: ${ts.flattenDiagnosticMessageText(d.compilerObject.messageText, '\n')}`,
    )
}

describe.each([
  {
    app: 'react-wagmi',
    lines: 8,
    warnings: [
      'src/config.ts: option enableWalletGuide: no Latchkey counterpart; removed (it was `enableWalletGuide: false`)',
    ],
  },
  { app: 'vanilla-ethers', lines: 7, warnings: [] },
])('an AppKit sample app ($app) moves in at most 10 changed lines', ({ app, lines, warnings }) => {
  const moved = move(app)

  it('gives the expected files, and says what it could not move', () => {
    for (const file of moved.files)
      expect(readFileSync(join(moved.dir, file), 'utf8'), file).toBe(
        readFileSync(join(apps, app, 'after', file), 'utf8'),
      )
    expect(moved.warnings).toEqual(warnings)
  })

  it('changes at most 10 lines over the whole app', () => {
    const changes = moved.files.map((file) =>
      changedLines(
        readFileSync(join(apps, app, 'before', file), 'utf8'),
        readFileSync(join(moved.dir, file), 'utf8'),
      ),
    )
    const total = changes.reduce((sum, n) => sum + n, 0)
    expect(total).toBe(lines)
    expect(total).toBeLessThanOrEqual(10)
  })
})

/** Modules that name every export, option and feature the codemod counts on being ours. */
function ourNamesModules(): [string, string][] {
  const quoted = (names: readonly string[]) => names.map((n) => `'${n}'`).join(' | ')
  return [
    ...Object.entries(OUR_EXPORTS).map(([target, names], i): [string, string] => [
      `exports${i}.ts`,
      `export type { ${names.join(', ')} } from '${target}'\n`,
    ]),
    [
      'options.ts',
      [
        "import type { FeatureOptions } from '@latchkey/controllers'",
        "import type { CreateAppKitOptions } from '@latchkey/ui'",
        `export type Options = Pick<CreateAppKitOptions, ${quoted(OUR_OPTIONS)}>`,
        `export type Features = Pick<FeatureOptions, ${quoted(OUR_FEATURES)}>`,
        '',
      ].join('\n'),
    ],
  ]
}

describe('the moved apps', () => {
  // Both apps and the codemod's lists in one program: our packages' sources are read once.
  it('type-check against our packages as they stand, as do the names the codemod moves to', {
    timeout: 300_000,
  }, () => {
    mkdirSync(join(work, 'names'))
    for (const [name, text] of ourNamesModules()) writeFileSync(join(work, 'names', name), text)
    expect(
      typeErrors([join(work, 'react-wagmi'), join(work, 'vanilla-ethers'), join(work, 'names')]),
    ).toEqual([])
  })
})
