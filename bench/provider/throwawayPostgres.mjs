// A throwaway PostgreSQL cluster on 127.0.0.1 for the provider benchmark (trust auth, deleted on
// stop), from Debian's server binaries; as root it runs them as the postgres user.
import { execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Where initdb and postgres are, or undefined when this machine has none. */
export function findPostgresBin() {
  const root = '/usr/lib/postgresql'
  const dirs = [
    process.env.LATCHKEY_PG_BIN,
    ...(existsSync(root)
      ? readdirSync(root)
          .sort()
          .reverse()
          .map((v) => `${root}/${v}/bin`)
      : []),
  ].filter(Boolean)
  return dirs.find((d) => existsSync(join(d, 'initdb')) && existsSync(join(d, 'postgres')))
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** Starts a cluster; resolves to { url, stop() } once it accepts connections. */
export async function startThrowawayPostgres(bin, connect) {
  const dir = mkdtempSync(join(tmpdir(), 'latchkey-bench-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString())
    chownSync(dir, id('-u'), id('-g'))
  }
  const run = (cmd, args) =>
    asRoot ? ['/usr/sbin/runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]
  const data = join(dir, 'data')
  const [initCmd, initArgs] = run(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'latchkey',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ])
  execFileSync(initCmd, initArgs, { stdio: 'ignore', cwd: dir })
  const port = await freePort()
  const [cmd, args] = run(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-F',
  ])
  const server = spawn(cmd, args, { stdio: 'ignore', cwd: dir, detached: true })
  const signal = (name) => {
    try {
      process.kill(-server.pid, name)
    } catch {}
  }
  const url = `postgres://latchkey@127.0.0.1:${port}/postgres`
  const deadline = Date.now() + 20_000
  for (;;) {
    try {
      await connect(url)
      break
    } catch (error) {
      if (Date.now() > deadline || server.exitCode !== null) {
        signal('SIGKILL')
        rmSync(dir, { recursive: true, force: true })
        throw error
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return {
    url,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r))
        signal('SIGINT')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
