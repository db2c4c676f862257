import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

export interface RedisServer {
  url: string
  stop(): Promise<void>
}

const INSTALL_HINT =
  'redis-server is not installed: the relay test across processes needs a real one ' +
  '(Debian: apt-get install -y redis-server).'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** A throw-away redis-server on a free loopback port, without persistence. */
export async function startRedisServer(): Promise<RedisServer> {
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' })
  if (found.error || found.status !== 0) throw new Error(INSTALL_HINT)
  const port = await freePort()
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start: ${output}`)),
      10_000,
    )
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`redis-server exited (${code}): ${output}`))
    })
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      })
    },
  }
}

export interface RelayProcess {
  url: string
  stop(): Promise<void>
}

const providerRoot = fileURLToPath(new URL('..', import.meta.url))

/**
 * The relay in a process of its own: test/relayProcess.ts bundled by esbuild next to the
 * provider's node_modules (so ws and ioredis resolve), then run with node.
 */
export async function startRelayProcess(env: Record<string, string>): Promise<RelayProcess> {
  const outDir = `${providerRoot}node_modules/.cache/latchkey-relay-test`
  mkdirSync(outDir, { recursive: true })
  const outfile = `${outDir}/relay-process.mjs`
  await build({
    entryPoints: [`${providerRoot}test/relayProcess.ts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
    outfile,
  })
  const child = spawn(process.execPath, [outfile], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => reject(new Error(`relay process did not start: ${output}`)),
      10_000,
    )
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n').find((entry) => entry.startsWith('ws://'))
      if (line) {
        clearTimeout(timer)
        resolve(line.trim())
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`relay process exited (${code}): ${output}`))
    })
  })
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      })
    },
  }
}
