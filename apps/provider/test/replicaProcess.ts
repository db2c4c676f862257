import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { ProviderConfigInput } from '../src/config/configSchema'

export interface ReplicaProcess {
  url: string
  /** SIGKILL: the process dies with no chance to release anything. */
  kill(): Promise<void>
  stop(): Promise<void>
}

const providerRoot = fileURLToPath(new URL('..', import.meta.url))

/** A provider in a process of its own: test/providerProcess.ts bundled by esbuild, run with node. */
export async function startReplicaProcess(config: ProviderConfigInput): Promise<ReplicaProcess> {
  const outDir = `${providerRoot}node_modules/.cache/latchkey-provider-test`
  mkdirSync(outDir, { recursive: true })
  const outfile = `${outDir}/provider-process.mjs`
  await build({
    entryPoints: [`${providerRoot}test/providerProcess.ts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
    outfile,
  })
  const child = spawn(process.execPath, [outfile], {
    env: { ...process.env, PROVIDER_TEST_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`replica did not start: ${output}`)), 20_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n').find((entry) => entry.startsWith('http://'))
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
      reject(new Error(`replica exited (${code}): ${output}`))
    })
  })
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill(name)
    await exited
  }
  return { url, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') }
}

export interface CountingProxy {
  url: string
  /** JSON-RPC requests forwarded so far (each member of a batch counts). */
  requests: number
  close(): Promise<void>
}

/** A JSON-RPC pass-through to `target` that counts what goes through it. */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const proxy = { url: '', requests: 0, close: async () => {} }
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const parsed: unknown = JSON.parse(body)
    proxy.requests += Array.isArray(parsed) ? parsed.length : 1
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  return proxy
}
