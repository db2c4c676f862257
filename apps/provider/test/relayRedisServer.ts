import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'

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
