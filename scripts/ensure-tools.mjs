// Makes a fresh machine with only Node 20 + npm ready: pnpm, dependencies, and (for tests) Chromium.
import { execSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

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

if (process.argv.includes('--browser') && !existsSync('/usr/bin/chromium')) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && has('apt-get')) {
    console.log('[setup] installing Debian Chromium for browser tests')
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium')
  } else {
    console.warn(
      "[setup] /usr/bin/chromium is missing; install Debian's chromium package for browser tests",
    )
  }
}
