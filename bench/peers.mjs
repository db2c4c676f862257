// The apps the browser benchmarks compare (issue 13): ours and the peers, the same small React app
// with RainbowKit and with ConnectKit. How each is opened, how its dialog is found, and how it is
// closed are selector paths, so that bench/modal.mjs times every modal the same way. A path is a
// list of CSS selectors; each one after the first is looked up in the shadow root of the element
// the previous one found (or in that element when it has none).
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { buildFixture, fixtureDir } from './measure-bundle.mjs'

/** The fixtures whose modals are timed, ours first: the ratios are each peer's figure over ours. */
export const MODAL_APPS = [
  {
    fixture: 'appkit',
    label: 'Latchkey',
    trigger: ['appkit-button', 'button'],
    // The Connect view's body once the header has its title: not the Suspense spinner, whose body
    // is centered.
    view: [
      'appkit-modal',
      '.lk-card:has(.lk-header-title) .lk-view > .lk-view-body:not([data-centered])',
    ],
    dialog: ['appkit-modal', '.lk-card'],
    close: ['appkit-modal', 'button[aria-label="Close"]'],
  },
  {
    fixture: 'rainbowkit',
    label: 'RainbowKit',
    trigger: ['[data-testid="rk-connect-button"]'],
    // The "Connect a Wallet" dialog with its wallet list.
    view: ['[role="dialog"][data-rk] [data-testid^="rk-wallet-option-"]'],
    dialog: ['[role="dialog"][data-rk]'],
    close: ['[role="dialog"][data-rk] button[aria-label="Close"]'],
  },
  {
    fixture: 'connectkit',
    label: 'ConnectKit',
    trigger: ['main > div > button'],
    // The "Connect Wallet" dialog with its wallet list (buttons holding a wallet's name).
    view: ['[role="dialog"] button[type="button"] > span'],
    dialog: ['[role="dialog"]'],
    close: ['[role="dialog"] button[aria-label="Close"]'],
  },
]

/** The peers' fixtures, built by bench/bundle.mjs beside ours. */
export const PEER_FIXTURES = ['rainbowkit', 'connectkit']

/**
 * A fixture's build for the browser benchmarks. Under `pnpm bench` (BENCH_PREBUILT=1, set by
 * run-all.mjs once bundle.mjs has built every fixture) the existing dist/ is used: the peers take
 * minutes to build on a loaded machine, and the same sources give the same files.
 */
export async function builtFixture(name) {
  const outDir = join(fixtureDir(name), 'dist')
  if (process.env.BENCH_PREBUILT === '1' && existsSync(join(outDir, 'index.html')))
    return { outDir }
  return buildFixture(name)
}

/** A peer's figure over ours, as "2.31×"; empty for ours or when either is missing. */
export function ratio(peer, ours) {
  if (!Number.isFinite(peer) || !Number.isFinite(ours) || ours === 0) return ''
  return `${(peer / ours).toFixed(2)}×`
}

/** The machine's load averages (1, 5, 15 min), printed with every time table. */
export function loadAverage() {
  const [one, five, fifteen] = loadavg()
  return `load average ${one.toFixed(2)}, ${five.toFixed(2)}, ${fifteen.toFixed(2)} (1, 5, 15 min)`
}

/** Runs `step(item, round)` for every item, round after round: A, B, C, A, B, C, … */
export async function interleaved(items, rounds, step) {
  for (let round = 0; round < rounds; round++) for (const item of items) await step(item, round)
}
