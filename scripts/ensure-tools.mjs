// Makes a fresh machine with only Node 20 + npm ready: pnpm, dependencies, and (for tests) Chromium.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'

const run = (cmd) => execSync(cmd, { stdio: 'inherit' })
const has = (cmd) => {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/sh' })
    return true
  } catch {
    return false
  }
}

const pnpmVersion = JSON.parse(readFileSync('package.json', 'utf8')).packageManager.split('@')[1]
if (!has('pnpm')) {
  console.log(`[setup] installing pnpm ${pnpmVersion}`)
  run(`npm install -g pnpm@${pnpmVersion}`)
}
run(process.env.CI ? 'pnpm install --frozen-lockfile' : 'pnpm install')

// A PostgreSQL server of any major version (Debian keeps each under /usr/lib/postgresql/<major>).
const hasPostgresServer = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((major) =>
    existsSync(`/usr/lib/postgresql/${major}/bin/postgres`),
  )

// Test-only system packages from Debian: Chromium for browser tests, redis-server for the relay
// fan-out, PostgreSQL for the provider on DATABASE_URL.
const systemTools = [
  [() => existsSync('/usr/bin/chromium'), 'chromium'],
  [() => existsSync('/usr/bin/redis-server'), 'redis-server'],
  [hasPostgresServer, 'postgresql'],
]
const missing = systemTools.filter(([present]) => !present()).map(([, pkg]) => pkg)
if (process.argv.includes('--browser') && missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && has('apt-get')) {
    console.log(`[setup] installing ${missing.join(' ')} from Debian for the tests`)
    run(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    )
  } else {
    console.warn(
      `[setup] missing ${missing.join(', ')}: install these Debian packages to run every test`,
    )
  }
}
