// Every ```ts and ```tsx block of the site's pages, compiled with tsc against the workspace's built
// packages (as an app installing them sees them). A block whose first line names its file
// (`// app/providers.tsx`) is written at that path, so the blocks of one page import each other.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const docs = fileURLToPath(new URL('../', import.meta.url))
const pages = join(docs, 'pages')
const out = join(docs, '.blocks')

export interface CodeBlock {
  page: string
  lang: 'ts' | 'tsx'
  /** Where the block is written: its own file name, or `block-N.<lang>`. */
  file: string
  code: string
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

const FILE_COMMENT = /^\/\/\s*([\w./-]+\.tsx?)\s*$/

export function codeBlocks(): CodeBlock[] {
  return markdownFiles(pages).flatMap((path) => {
    const page = relative(pages, path).replace(/\.md$/, '')
    const text = readFileSync(path, 'utf8')
    return [...text.matchAll(/^```(ts|tsx)\b[^\n]*\n([\s\S]*?)^```/gm)].map((m, i) => {
      const lang = m[1] as 'ts' | 'tsx'
      const code = m[2]!
      const named = code.split('\n', 1)[0]!.match(FILE_COMMENT)
      return { page, lang, file: named ? named[1]! : `block-${i + 1}.${lang}`, code }
    })
  })
}

// wagmi as an app installs it (the site's wagmi 3), also where @latchkey/adapter-wagmi's types
// import it: inside the workspace they would find the adapter's own dev copy (wagmi 2).
const wagmi = realpathSync(join(docs, 'node_modules/wagmi'))
const wagmiCore = realpathSync(join(wagmi, '../@wagmi/core'))

const TSCONFIG = {
  compilerOptions: {
    paths: { wagmi: [wagmi], '@wagmi/core': [wagmiCore] },
    strict: true,
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    moduleDetection: 'force',
    jsx: 'react-jsx',
    noEmit: true,
    skipLibCheck: true,
    isolatedModules: true,
    types: [],
  },
  include: ['**/*.ts', '**/*.tsx'],
}

describe('the code blocks on the site', () => {
  const blocks = codeBlocks()

  it('are found on the pages that have them', () => {
    const pagesWithCode = new Set(blocks.map((b) => b.page))
    for (const page of ['guide/vite', 'guide/nextjs', 'guide/vanilla', 'self-hosting/index'])
      expect(pagesWithCode, page).toContain(page)
    expect(blocks.length).toBeGreaterThanOrEqual(10)
  })

  it('compile with tsc against the workspace packages', () => {
    rmSync(out, { recursive: true, force: true })
    for (const block of blocks) {
      const path = join(out, block.page, block.file)
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(path, block.code)
    }
    writeFileSync(join(out, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2))
    const tsc = spawnSync(
      process.execPath,
      [join(docs, 'node_modules/typescript/bin/tsc'), '-p', join(out, 'tsconfig.json')],
      { encoding: 'utf8' },
    )
    // Errors name the page and the block's file (`.blocks/guide/vite/block-2.tsx(3,1)`).
    expect(`${tsc.stdout}${tsc.stderr}`).toBe('')
    expect(tsc.status).toBe(0)
  })
})
