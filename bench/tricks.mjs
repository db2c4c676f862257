// What the start-up tricks written into the source buy (issue 34): the `(function f(){…})`
// wrappers (V8 compiles a function in parentheses while the script loads) and the source's
// `/* @__PURE__ */` marks. Builds the fixtures as they are and with the trick taken out of
// @latchkey's built files by a Vite transform (nothing on disk changes, the rest of each build is
// byte-identical), into a directory of its own, then:
// - PURE marks: start-up and lazy gz of the appkit, multichain and wagmi fixtures, with and
//   without. Marks esbuild writes itself (JSX calls, `new Map`/`new Set`) are kept in both: a
//   source mark on those is noise by construction, esbuild writes the same mark without it;
// - wrappers: the CPU of evmAdapter() and createAppKit() (Chromium trace, as bench/startup.mjs),
//   the appkit fixture with and without, loads interleaved. `--wrappers <regex>` takes out only
//   the wrappers whose function name matches; `--by-package` adds a build without one package's
//   wrappers for each package that has some (groups), traced in the same interleaved run.
//   node bench/tricks.mjs [--runs 30] [--wrappers <regex>] [--by-package] [--no-pure] [--no-wrappers]
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, parseSync } from 'vite'
import { hasChromium, isolatedContext, launchChromium, serveStatic } from './browser.mjs'
import { fixtureDir, measureBuild } from './measure-bundle.mjs'
import { interleaved, loadAverage } from './peers.mjs'
import { kb, ms, printTable, summary } from './table.mjs'
import { traced } from './trace.mjs'

const arg = (name) => {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}
const RUNS = Number(arg('--runs') ?? 30)
const WRAPPERS = new RegExp(arg('--wrappers') ?? '.')
const OUT = join(process.env.TMPDIR ?? '/tmp', 'latchkey-bench-tricks')

/** A built file of ours (a workspace package's dist/), where the tricks are taken out. */
const ours = (id) => /\/packages\/[^/]+\/dist\/.+\.js$/.test(id) && !id.includes('/node_modules/')

/** PURE marks esbuild writes by itself, so a build without the source's marks still has them. */
const PURE =
  /\/\*\s*[#@]__PURE__\s*\*\/(?!\s*(?:jsxs?|jsxDEV)\(|\s*new (?:Map|Set|WeakMap|WeakSet)\b)/g

/**
 * Takes out the PURE marks of our source (each becomes spaces, so offsets and the sourcemap stay
 * and bytes are still attributed to their source file); counts them in `found`.
 */
export function withoutPureMarks(found) {
  return {
    name: 'without-pure-marks',
    transform(code, id) {
      if (!ours(id)) return
      const n = code.match(PURE)?.length ?? 0
      if (n === 0) return
      found.count += n
      return { code: code.replace(PURE, (mark) => ' '.repeat(mark.length)), map: null }
    },
  }
}

/**
 * Takes the parentheses off every function expression in parentheses (`(function f(){…})`, not
 * an IIFE's callee) whose name matches `names`: V8 then compiles it on its first call, as any
 * other function. The parentheses become spaces, so every other offset stays.
 */
export function withoutWrappers(names, found, inPackage = /./) {
  return {
    name: 'without-wrappers',
    transform(code, id) {
      if (!ours(id) || !inPackage.test(id) || !code.includes('(function')) return
      const { program } = parseSync(id, code, { preserveParens: true, sourceType: 'module' })
      const cuts = []
      const visit = (node, parent, key) => {
        if (!node || typeof node.type !== 'string') return
        if (
          node.type === 'ParenthesizedExpression' &&
          node.expression.type === 'FunctionExpression' &&
          !(parent?.type === 'CallExpression' && key === 'callee') &&
          parent?.type !== 'ExpressionStatement' &&
          names.test(node.expression.id?.name ?? '')
        )
          cuts.push(node)
        for (const [k, v] of Object.entries(node))
          if (Array.isArray(v)) for (const child of v) visit(child, node, k)
          else if (v && typeof v === 'object') visit(v, node, k)
      }
      visit(program)
      if (cuts.length === 0) return
      const chars = [...code.split('')]
      for (const { start, end, expression } of cuts) {
        if (chars[start] !== '(' || chars[end - 1] !== ')')
          throw new Error(`${id}: no parentheses at ${start}..${end}`)
        chars[start] = ' '
        chars[end - 1] = ' '
        found.push(expression.id?.name ?? '(anonymous)')
      }
      return { code: chars.join(''), map: null }
    },
  }
}

/**
 * Builds a fixture as bench/measure-bundle.mjs does, with `plugins` added, into OUT/<label>. A
 * package's dist/ rebuilt meanwhile (by a concurrent build) fails the build: it is tried again.
 */
async function buildVariant(fixture, label, plugins = [], attempt = 1) {
  try {
    return await buildOnce(fixture, label, plugins)
  } catch (error) {
    if (attempt >= 4 || !/failed to resolve import/i.test(String(error))) throw error
    await new Promise((resolve) => setTimeout(resolve, 20_000))
    return buildVariant(fixture, label, plugins, attempt + 1)
  }
}

async function buildOnce(fixture, label, plugins) {
  const outDir = join(OUT, `${fixture}-${label}`)
  mkdirSync(outDir, { recursive: true })
  const env = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  const result = await build({
    root: fixtureDir(fixture),
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react(), ...plugins],
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden', reportCompressedSize: false },
  }).finally(() => {
    if (env === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = env
  })
  const outputs = Array.isArray(result) ? result : [result]
  const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk')
  return { outDir, chunks }
}

async function pureMarks() {
  const rows = []
  const baseline = {}
  for (const fixture of ['plain', 'wagmi-plain'])
    baseline[fixture] = measureBuild(await buildVariant(fixture, 'as-is')).startup.gzip
  let marks = 0
  const changed = []
  for (const [fixture, plain] of [
    ['appkit', 'plain'],
    ['multichain', 'plain'],
    ['wagmi', 'wagmi-plain'],
  ]) {
    const found = { count: 0 }
    const kept = measureBuild(await buildVariant(fixture, 'as-is'))
    const bare = measureBuild(await buildVariant(fixture, 'no-pure', [withoutPureMarks(found)]))
    marks = Math.max(marks, found.count)
    // The source files whose start-up bytes the marks change: the marks that buy something.
    for (const [module, size] of bare.modules) {
      const before = kept.modules.get(module)?.startupRaw ?? 0
      if (Math.abs(size.startupRaw - before) >= 1)
        changed.push(`  ${fixture}: ${module} ${before} → ${size.startupRaw} B`)
    }
    rows.push([
      fixture,
      kb(kept.startup.gzip - baseline[plain]),
      kb(bare.startup.gzip - baseline[plain]),
      `${bare.startup.raw - kept.startup.raw} B`,
      kb(kept.lazy.gzip),
      kb(bare.lazy.gzip),
    ])
  }
  printTable(
    'PURE marks of our source: the fixtures with and without them (gzipped JS; start-up minus the plain app)',
    [
      'fixture',
      'start-up, marks kept',
      'without',
      'start-up min. bytes saved',
      'lazy, kept',
      'without',
    ],
    rows,
    [
      `Marks taken out of the built files (largest fixture): ${marks}, besides esbuild's own.`,
      'Start-up bytes (minified) by source file, where they differ without the marks:',
      ...(changed.length ? changed : ['  none']),
    ],
  )
}

/** One traced load of a built fixture: the marked spans' CPU and wall ms. */
async function tracedLoad(browser, server) {
  const context = await isolatedContext(browser, server.origin)
  const page = await context.newPage()
  const reading = await traced(browser, page, async () => {
    await page.goto(`${server.origin}/`, { waitUntil: 'load' })
    await page.waitForFunction(() => performance.getEntriesByName('bench:render:end').length > 0)
    await page.waitForTimeout(300)
  })
  await context.close()
  return reading.spans
}

async function wrappers() {
  const variants = [
    { label: 'kept', found: [], build: await buildVariant('appkit', 'as-is') },
    { label: 'all out', found: [] },
  ]
  if (process.argv.includes('--by-package'))
    for (const pkg of ['core', 'controllers', 'ui', 'adapter-evm'])
      variants.push({ label: `${pkg} out`, found: [], pkg })
  for (const v of variants.slice(1)) {
    const inPackage = v.pkg ? new RegExp(`/packages/${v.pkg}/dist/`) : /./
    v.build = await buildVariant('appkit', `no-wrappers-${v.pkg ?? 'all'}`, [
      withoutWrappers(WRAPPERS, v.found, inPackage),
    ])
  }
  if (!hasChromium()) {
    console.log('\nWrappers: skipped, no Chromium at /usr/bin/chromium (set CHROMIUM_PATH)\n')
    return
  }
  const servers = await Promise.all(variants.map((v) => serveStatic(v.build.outDir)))
  const loads = variants.map(() => [])
  const browser = await launchChromium()
  const loadBefore = loadAverage()
  try {
    await interleaved(
      variants.map((_, i) => i),
      RUNS,
      async (i) => loads[i].push(await tracedLoad(browser, servers[i])),
    )
  } finally {
    await browser.close()
    for (const server of servers) await server.close()
  }
  const stat = (i, span, key) =>
    summary(loads[i].map((l) => l[span]?.[key]).filter(Number.isFinite))
  const row = (label, span, key) => [
    label,
    ...variants.map((_, i) => {
      const { median, p95 } = stat(i, span, key)
      const ratio = i === 0 ? '' : ` ×${(stat(0, span, key).median / median).toFixed(2)}`
      return `${ms(median)} (${ms(p95)})${ratio}`
    }),
  ]
  printTable(
    `Wrappers: the appkit fixture with and without them, median (p95), ${RUNS} traced loads each, interleaved`,
    ['span', ...variants.map((v) => `wrappers ${v.label}`)],
    [
      row('createAppKit(): CPU', 'create', 'cpu'),
      row('evmAdapter(): CPU', 'adapter', 'cpu'),
      row('set-up (both): CPU', 'setup', 'cpu'),
      row('set-up (both): wall', 'setup', 'wall'),
      row('first render: CPU', 'render', 'cpu'),
      ['start-up gz', ...variants.map((v) => kb(measureBuild(v.build).startup.gzip))],
    ],
    [
      '×: the median with every wrapper kept over this one (below 1: taking them out costs CPU).',
      ...variants
        .slice(1)
        .map((v) => `Taken out, ${v.label} (${v.found.length}): ${v.found.join(', ')}`),
      `Before the loads: ${loadBefore}; after: ${loadAverage()}.`,
    ],
  )
}

if (!process.argv.includes('--no-pure')) await pureMarks()
if (!process.argv.includes('--no-wrappers')) await wrappers()
