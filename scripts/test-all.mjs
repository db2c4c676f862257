// Runs every check and test suite, then prints one line: 'N passed, N failed'.
// Checks (lint, types, build, package checks) count as one each; vitest counts each test.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { relative } from 'node:path'

const results = []
const step = (name, cmd, args) => {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`)
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env })
  const ok = r.status === 0
  results.push({ name, ok })
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'}`)
  return ok
}

step('lint', 'pnpm', ['exec', 'biome', 'ci', '.'])
step('typecheck', 'pnpm', ['exec', 'tsc', '--noEmit', '-p', 'tsconfig.json'])
// adapter-wagmi's peer range is wagmi 2 and 3: its sources and tests typecheck on wagmi 3 too.
step('typecheck on wagmi 3', 'pnpm', [
  'exec',
  'tsc',
  '--noEmit',
  '-p',
  'packages/adapter-wagmi/tsconfig.v3.json',
])
const built = step('build', 'pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'])
if (built) step('package checks', 'node', ['scripts/package-checks.mjs'])

mkdirSync('test-results', { recursive: true })
const report = 'test-results/vitest.json'
rmSync(report, { force: true })
console.log('\n=== vitest')
const v = spawnSync(
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    // On CI (2 cores, a browser and several local chains at once) a test that fails runs once
    // more; one that then passes counts, and the summary below names it with its first error.
    ...(process.env.CI ? ['--retry=1'] : []),
  ],
  { stdio: 'inherit', env: { ...process.env, IS_VITEST: 'true' } },
)
let passed = results.filter((r) => r.ok).length
let failed = results.length - passed
/** One line per failed test or suite, printed last so a log's tail names what failed. */
const failures = []
const flaky = []
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 300)
try {
  const json = JSON.parse(readFileSync(report, 'utf8'))
  passed += json.numPassedTests
  failed += json.numFailedTests
  for (const suite of json.testResults) {
    const file = relative(process.cwd(), suite.name)
    for (const test of suite.assertionResults) {
      if (test.status === 'failed')
        failures.push(`${file} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
      // Passed with errors: it failed, then passed on its retry (CI only). It counts as passed,
      // and is named so a retry never hides it.
      else if (test.status === 'passed' && test.failureMessages?.length)
        flaky.push(`${file} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`)
    }
    // A suite that fails to load has no tests; count it so it cannot pass silently.
    if (suite.status === 'failed' && suite.assertionResults.length === 0) {
      failed += 1
      failures.push(`${file} (the file itself): ${firstLine(suite.message)}`)
    }
  }
} catch {
  failed += 1
  failures.push(`no vitest report at ${report}`)
}
if (v.status !== 0 && failed === 0) failed += 1

if (flaky.length) console.log(`\npassed on a retry:\n${flaky.map((f) => `  ${f}`).join('\n')}`)
if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`)
console.log(`\nchecks: ${results.map((r) => `${r.name} ${r.ok ? 'ok' : 'FAILED'}`).join(', ')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
