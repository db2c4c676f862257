// The wagmi fixture: Latchkey's cost to a React + wagmi app (WagmiAdapter, createAppKit and the
// button) against the same wagmi app without it. wagmi itself is the app's cost, not ours.
//   node bench/wagmi.mjs
import { buildFixture, measureBuild } from './measure-bundle.mjs'
import { kb, printTable } from './table.mjs'

/**
 * Budgets in bytes, gzipped (issue 17): what Latchkey adds to a wagmi app. Start-up 43.6 KB until
 * issue 33 (session 13): 44.0 KB at 43.8 KB, for the field's instance methods and first event
 * (MODAL_CREATED) that hosts read synchronously. Issue 34 (session 14): 43.6 KB at 43.3 KB.
 */
export const WAGMI_BUDGET = {
  /** wagmi start-up JS minus wagmi-plain start-up JS. */
  startupDiff: 43.6 * 1024,
  /** All lazy chunks of the wagmi app. */
  lazyTotal: 400 * 1024,
}

/** Builds wagmi-plain and wagmi; answers their measurements and the differences. */
export async function measureWagmi() {
  const out = {}
  // One after the other: two Vite builds at once only contend on a 2-core machine.
  for (const name of ['wagmi-plain', 'wagmi']) out[name] = measureBuild(await buildFixture(name))
  const plain = out['wagmi-plain']
  const wagmi = out.wagmi
  return {
    plain,
    wagmi,
    startupDiff: wagmi.startup.gzip - plain.startup.gzip,
    lazyTotal: wagmi.lazy.gzip,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { plain, wagmi, startupDiff, lazyTotal } = await measureWagmi()
  const share = (name) => wagmi.packages.get(name) ?? { startup: 0, lazy: 0 }
  printTable(
    'Bundle: Latchkey in a React + wagmi app, gzipped JS, Vite build',
    ['app', 'start-up gz', 'lazy gz'],
    [
      ['wagmi app', kb(plain.startup.gzip), kb(plain.lazy.gzip)],
      ['wagmi app + Latchkey', kb(wagmi.startup.gzip), kb(wagmi.lazy.gzip)],
    ],
    [
      `start-up difference: ${kb(startupDiff)} (budget ${kb(WAGMI_BUDGET.startupDiff)})`,
      `lazy total:          ${kb(lazyTotal)} (budget ${kb(WAGMI_BUDGET.lazyTotal)})`,
      `@latchkey/adapter-wagmi: ${kb(share('@latchkey/adapter-wagmi').startup)} start-up, ${kb(share('@latchkey/adapter-wagmi').lazy)} lazy`,
    ],
  )
}
