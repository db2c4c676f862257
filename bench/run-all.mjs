// Runs every benchmark one after the other (they would only contend on a 2-core machine), each
// printing its table: `pnpm bench` from the repository root. The packages must be built first
// (`pnpm build`): the fixtures use their dist/ like a real app. bundle.mjs builds every fixture,
// ours and the peers' (bench/peers.mjs); once it has, the browser benchmarks use those builds
// (BENCH_PREBUILT) instead of building again: the peers take minutes to build.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { BENCH_DIR } from './measure-bundle.mjs'

const scripts = [
  'bundle.mjs',
  'multichain.mjs',
  'modal.mjs',
  'startup.mjs',
  'first-run.mjs',
  'reconnect.mjs',
  'provider/provider.bench.mjs',
]
/** `--runs N` goes to the browser benchmarks; the others take no arguments from here. */
const forwarded = new Set(['modal.mjs', 'startup.mjs', 'first-run.mjs', 'reconnect.mjs'])
let failed = 0
let built = false
for (const script of scripts) {
  const path = join(BENCH_DIR, script)
  if (!existsSync(path)) continue
  console.log(`\n== bench/${script}`)
  const { status, signal } = spawnSync(
    process.execPath,
    [path, ...(forwarded.has(script) ? process.argv.slice(2) : [])],
    {
      stdio: 'inherit',
      cwd: join(BENCH_DIR, '..'),
      env: built ? { ...process.env, BENCH_PREBUILT: '1' } : process.env,
    },
  )
  if (script === 'bundle.mjs') built = status === 0
  if (status !== 0) {
    failed++
    console.error(`bench/${script} failed (${signal ?? `exit ${status}`})`)
  }
}
process.exit(failed === 0 ? 0 : 1)
