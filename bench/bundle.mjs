// Bundle benchmark: the gzipped JavaScript a React app loads at start-up because it added
// Latchkey (createAppKit + adapter-evm + <AppKitButton/>), and the total of its lazy chunks.
//   node bench/bundle.mjs            prints the table, exits 0
//   node bench/bundle.mjs --check    exits 1 when a budget is exceeded (CI)
//   node bench/bundle.mjs --modules  also lists the largest start-up files
//   node bench/bundle.mjs --no-peers skips the peers (RainbowKit, ConnectKit; --check skips them too)
import { BUDGET, measureBundles } from './measure-bundle.mjs'
import { measurePeerBundles, printPeerBundles } from './peer-bundles.mjs'
import { kb, printTable } from './table.mjs'

const args = new Set(process.argv.slice(2))
const result = await measureBundles()
const { plain, appkit, startupDiff, lazyTotal } = result

const names = new Set([...appkit.packages.keys(), ...plain.packages.keys()])
const none = { startup: 0, lazy: 0, startupRaw: 0 }
const rows = [...names]
  .map((name) => ({
    name,
    a: appkit.packages.get(name) ?? none,
    p: plain.packages.get(name) ?? none,
  }))
  .sort((x, y) => y.a.startup + y.a.lazy - (x.a.startup + x.a.lazy))
  .map(({ name, a, p }) => [
    name,
    kb(a.startupRaw),
    kb(a.startup),
    kb(a.startup - p.startup),
    kb(a.lazy),
  ])

const verdict = (value, budget) =>
  `${kb(value)} (budget ${kb(budget)}: ${value <= budget ? 'ok' : 'OVER'})`
printTable(
  'Bundle: gzipped JS (level 9) of the appkit fixture per package, Vite build',
  ['package', 'start-up min', 'start-up gz', 'vs plain gz', 'lazy gz'],
  [
    ...rows,
    null,
    [
      'plain app (React + button)',
      kb(plain.startup.raw),
      kb(plain.startup.gzip),
      '',
      kb(plain.lazy.gzip),
    ],
    [
      'appkit app (+ Latchkey)',
      kb(appkit.startup.raw),
      kb(appkit.startup.gzip),
      '',
      kb(appkit.lazy.gzip),
    ],
  ],
  [
    `start-up difference: ${verdict(startupDiff, BUDGET.startupDiff)}`,
    `lazy total:          ${verdict(lazyTotal, BUDGET.lazyTotal)}`,
    `locale tables:       ${appkit.localeTables.count} chunks, ${kb(appkit.localeTables.total)} in all, the largest ${kb(appkit.localeTables.largest)} (the lazy total counts that one)`,
    'chunks:',
    ...appkit.files.map((f) => `  ${f.kind.padEnd(7)} ${kb(f.gzip).padStart(9)}  ${f.file}`),
  ],
)

if (args.has('--modules')) {
  const top = [...appkit.modules]
    .filter(([, v]) => v.startup > 0)
    .sort((x, y) => y[1].startup - x[1].startup)
    .slice(0, Number(process.env.TOP ?? 40))
  printTable(
    'Largest start-up files of the appkit fixture (gz share)',
    ['file', 'start-up gz'],
    top.map(([file, v]) => [file, kb(v.startup)]),
  )
}

if (!args.has('--no-peers') && !args.has('--check'))
  printPeerBundles(plain, appkit, await measurePeerBundles())

if (args.has('--check') && !result.withinBudget) {
  console.error('bundle budget exceeded')
  process.exit(1)
}
