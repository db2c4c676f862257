// A Next.js example (examples/*) built by `pnpm build` (next build) and served with `next start`
// on 127.0.0.1 beside one local chain; the dev wallet's keys reach the app through its server.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { LocalChain } from '@latchkey/local-chain'

const root = fileURLToPath(new URL('../../', import.meta.url))

export interface NextApp {
  url: string
  chain: LocalChain
  /** What `next start` printed, for failure messages. */
  output(): string
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited:\n${output()}`)
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`next start did not answer at ${url}:\n${output()}`)
}

/** Serves `examples/<name>`'s production build against a fresh local chain. */
export async function startNextApp(name: string): Promise<NextApp> {
  const dir = `${root}examples/${name}`
  if (!existsSync(`${dir}/.next/BUILD_ID`))
    throw new Error(`examples/${name} is not built: run \`pnpm build\` (next build) first`)
  const localChain = `${root}stack/local-chain/dist/index.js`
  if (!existsSync(localChain)) throw new Error('stack/local-chain is not built: run `pnpm build`')
  const { startLocalChain } = (await import(localChain)) as typeof import('@latchkey/local-chain')
  const chain = await startLocalChain({ port: 0, deployTokens: false })
  const port = await freePort()
  let log = ''
  const child = spawn(
    `${dir}/node_modules/.bin/next`,
    ['start', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: dir,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        LATCHKEY_CHAIN_ID: String(chain.chainId),
        LATCHKEY_RPC_URL: chain.rpcUrl,
        LATCHKEY_DEV_WALLET_KEYS: chain.accounts
          .slice(0, 2)
          .map((a) => a.privateKey)
          .join(','),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  child.stdout?.on('data', (chunk) => {
    log += chunk
  })
  child.stderr?.on('data', (chunk) => {
    log += chunk
  })
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    }
    await chain.stop()
  }
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilServing(url, child, () => log)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, chain, output: () => log, stop }
}
