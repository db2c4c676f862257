// publint and @arethetypeswrong/cli over every publishable package's built output: packages/*
// holds only published packages (the private local stack lives in stack/*).
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

let failed = 0
for (const name of readdirSync('packages')) {
  const dir = join('packages', name)
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  if (pkg.private) {
    failed++
    console.log(`${pkg.name}: private, so it belongs in stack/, not packages/`)
    continue
  }
  for (const [cmd, args] of [
    ['publint', ['--strict', dir]],
    ['attw', ['--pack', dir, '--format', 'ascii', '--profile', 'node16']],
  ]) {
    const r = spawnSync('pnpm', ['exec', cmd, ...args], { encoding: 'utf8' })
    if (r.status !== 0) {
      failed++
      console.log(`${pkg.name}: ${cmd} failed\n${r.stdout}${r.stderr}`)
    }
  }
  console.log(`${pkg.name}: checked`)
}
process.exit(failed ? 1 : 0)
