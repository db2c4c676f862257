import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

export interface PostgresServer {
  url: string
  stop(): Promise<void>
}

/** Where initdb and postgres live, or why they cannot be used here. */
export function findPostgres(): { bin: string; runAs?: string } | { reason: string } {
  const candidates = [
    process.env.LATCHKEY_PG_BIN,
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ].filter((d): d is string => Boolean(d))
  const bin = candidates.find(
    (d) => existsSync(join(d, 'initdb')) && existsSync(join(d, 'postgres')),
  )
  if (!bin)
    return {
      reason: 'no PostgreSQL server binaries (apt-get install postgresql, or set LATCHKEY_PG_BIN)',
    }
  // postgres refuses to run as root: run it as the postgres system user when there is one.
  if (process.getuid?.() !== 0) return { bin }
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' })
    return existsSync('/usr/sbin/runuser')
      ? { bin, runAs: 'postgres' }
      : { reason: 'running as root without runuser' }
  } catch {
    return { reason: 'running as root and there is no postgres user to run the server as' }
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

/** A throwaway PostgreSQL cluster on 127.0.0.1 with trust auth, deleted on stop. */
export async function startPostgres(found: {
  bin: string
  runAs?: string
}): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'latchkey-pg-'))
  const asUser = (cmd: string, args: string[]) =>
    found.runAs
      ? (['/usr/sbin/runuser', ['-u', found.runAs, '--', cmd, ...args]] as const)
      : ([cmd, args] as const)
  if (found.runAs) {
    const uid = Number(execFileSync('id', ['-u', found.runAs]).toString())
    const gid = Number(execFileSync('id', ['-g', found.runAs]).toString())
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  const [initCmd, initArgs] = asUser(join(found.bin, 'initdb'), [
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
  const [cmd, args] = asUser(join(found.bin, 'postgres'), [
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
  // Its own process group, so a signal reaches postgres itself and not only runuser.
  const server: ChildProcess = spawn(cmd, args, { stdio: 'ignore', cwd: dir, detached: true })
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(server.pid as number), name)
    } catch {}
  }
  const url = `postgres://latchkey@127.0.0.1:${port}/postgres`
  const deadline = Date.now() + 20_000
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      break
    } catch (error) {
      await client.end().catch(() => {})
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
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r))
        // SIGINT is postgres' fast shutdown.
        signal('SIGINT')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
