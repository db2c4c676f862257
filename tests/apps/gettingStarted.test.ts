// Issue 33: the README's Getting started works as written for a new user. The published
// packages are packed (`pnpm pack`), each app is made outside the workspace in a temp dir with the
// README's install line and files, installed with npm (third-party packages from the registry),
// and built: `vite build` for Vite and vanilla, `next build` then `next start` for Next.js.
import { execFile, spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type GettingStartedApp, readGettingStarted } from './gettingStarted'

const run = promisify(execFile)
const root = fileURLToPath(new URL('../../', import.meta.url))
/** What the README's packages bring with them, packed from the workspace too. */
const PACKED = ['core', 'adapter-kit', 'controllers', 'walletconnect', 'ui', 'react', 'adapter-evm']

let work: string
const tarballs: Record<string, string> = {}
let apps: GettingStartedApp[]

beforeAll(async () => {
  for (const name of PACKED)
    if (!existsSync(join(root, 'packages', name, 'dist/index.js')))
      throw new Error(`packages/${name} is not built: run \`pnpm build\` first`)
  apps = readGettingStarted(join(root, 'README.md'))
  work = mkdtempSync(join(tmpdir(), 'latchkey-getting-started-'))
  const packs = join(work, 'tarballs')
  mkdirSync(packs)
  // One pack per package, side by side (each is mostly waiting on the disk).
  await Promise.all(
    PACKED.map((name) =>
      run('pnpm', ['pack', '--pack-destination', packs], { cwd: join(root, 'packages', name) }),
    ),
  )
  for (const name of PACKED) {
    const pkg = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')) as {
      name: string
    }
    const prefix = `${pkg.name.replace('@', '').replace('/', '-')}-`
    const file = readdirSync(packs).find((f) => f.startsWith(prefix))
    if (!file) throw new Error(`pnpm pack made no tarball for ${pkg.name}`)
    tarballs[pkg.name] = `file:${join(packs, file)}`
  }
}, 300_000)

afterAll(() => {
  if (work && !process.env.KEEP_GETTING_STARTED) rmSync(work, { recursive: true, force: true })
})

function app(title: string): GettingStartedApp {
  const found = apps.find((a) => a.title.startsWith(title))
  if (!found) throw new Error(`README's Getting started has no "${title}" part`)
  return found
}

/** Writes an app: the README's files, and a package.json with its install line's packages. */
function makeApp(
  name: string,
  readme: GettingStartedApp,
  extra: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> },
  skeleton: Record<string, string> = {},
): string {
  const dir = join(work, name)
  const dependencies: Record<string, string> = { ...extra.dependencies }
  for (const pkg of readme.packages) {
    const tarball = tarballs[pkg]
    if (!tarball) throw new Error(`README installs ${pkg}, which this test does not pack`)
    dependencies[pkg] = tarball
  }
  const files = { ...skeleton, ...readme.files }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      {
        name,
        private: true,
        type: 'module',
        dependencies,
        devDependencies: extra.devDependencies ?? {},
        // The packages' own @latchkey dependencies are not published yet: the tarballs stand in.
        overrides: tarballs,
      },
      null,
      2,
    ),
  )
  return dir
}

const npmEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', npm_config_audit: 'false' }

async function npm(dir: string, ...args: string[]) {
  return run('npm', args, { cwd: dir, env: npmEnv, maxBuffer: 64 * 1024 * 1024 })
}

const VITE = { vite: '^8.3.8' }
const REACT = { react: '^19.3.1', 'react-dom': '^19.3.1' }
const REACT_TYPES = {
  '@types/react': '^19.3.0',
  '@types/react-dom': '^19.3.0',
  typescript: '~5.9.3',
}

it('builds the Vite, Next.js and vanilla apps of the README from the packed packages', async () => {
  // Vite (React): the react-ts template's index.html and config, the README's src/main.tsx.
  const vite = makeApp(
    'vite-app',
    app('Vite'),
    {
      dependencies: REACT,
      devDependencies: { ...VITE, '@vitejs/plugin-react': '^6.3.0', ...REACT_TYPES },
    },
    {
      'index.html':
        '<!doctype html>\n<html lang="en">\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
      'vite.config.ts':
        "import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\n\nexport default defineConfig({ plugins: [react()] })\n",
    },
  )
  const next = makeApp('next-app', app('Next.js'), {
    dependencies: { next: '16.4.6', ...REACT },
    devDependencies: { ...REACT_TYPES, '@types/node': '^20.19.0' },
  })
  const vanilla = makeApp('vanilla-app', app('Vanilla'), { devDependencies: VITE })

  await Promise.all([vite, next, vanilla].map((dir) => npm(dir, 'install', '--no-fund')))

  // Each app got the packed packages, not a registry's.
  for (const dir of [vite, next, vanilla]) {
    const ui = JSON.parse(
      readFileSync(join(dir, 'node_modules/@latchkey/ui/package.json'), 'utf8'),
    ) as { name: string }
    expect(ui.name).toBe('@latchkey/ui')
    expect(readFileSync(join(dir, 'node_modules/@latchkey/ui/dist/index.js'), 'utf8')).toMatch(
      /^'use client';/,
    )
  }

  await npm(vite, 'exec', '--', 'vite', 'build')
  const viteHtml = readFileSync(join(vite, 'dist/index.html'), 'utf8')
  expect(viteHtml).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/)

  await npm(vanilla, 'exec', '--', 'vite', 'build')
  const vanillaHtml = readFileSync(join(vanilla, 'dist/index.html'), 'utf8')
  expect(vanillaHtml).toContain('<appkit-button></appkit-button>')
  expect(vanillaHtml).toMatch(/src="\/assets\/index-[\w-]+\.js"/)

  await npm(next, 'exec', '--', 'next', 'build')
  expect(existsSync(join(next, '.next/BUILD_ID'))).toBe(true)
  // Served: the Server Component's button and the client provider render on the server.
  const html = await serveOnce(next)
  expect(html).toContain('<appkit-button></appkit-button>')
}, 900_000)

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** `next start` on 127.0.0.1, the home page's HTML, then the server stopped. */
async function serveOnce(dir: string): Promise<string> {
  const port = await freePort()
  const child = spawn(
    join(dir, 'node_modules/.bin/next'),
    ['start', '--hostname', '127.0.0.1', '--port', String(port)],
    { cwd: dir, env: npmEnv, stdio: 'ignore' },
  )
  try {
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`)
      const response = await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined)
      if (response) {
        expect(response.status).toBe(200)
        return await response.text()
      }
      await new Promise((r) => setTimeout(r, 250))
    }
    throw new Error('next start did not answer within a minute')
  } finally {
    const exited = new Promise((r) => child.once('exit', r))
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited.catch(() => undefined)
  }
}
