import { spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'

export interface RedisServer {
  port: number
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** A throw-away redis-server on a loopback port, nothing persisted (Debian's redis-server). */
export async function startRedisServer(): Promise<RedisServer> {
  const found = spawnSync('redis-server', ['--version'])
  if (found.error || found.status !== 0)
    throw new Error('redis-server is missing: node scripts/ensure-tools.mjs installs it')
  const port = await freePort()
  const child = spawn(
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
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (!output.includes('Ready to accept connections')) return
      clearTimeout(timer)
      resolve()
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`redis-server exited (${code}): ${output}`))
    })
  })
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
