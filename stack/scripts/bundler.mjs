// ERC-4337 on the local chain: the EntryPoint v0.7 and LatchkeyAccountFactory (stack/local-chain)
// and Pimlico's Alto bundler (npm `@pimlico/alto`, GPL-3.0-or-later, run as a separate program),
// on 127.0.0.1 and a free port. One call from startStack.mjs.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { privateKeyToAddress } from 'viem/accounts'

const require = createRequire(import.meta.url)
const localChain = fileURLToPath(new URL('../../stack/local-chain/dist/index.js', import.meta.url))
const preload = fileURLToPath(new URL('./bindLoopback.mjs', import.meta.url))
const READY_TIMEOUT_MS = 90_000

async function rpc(url, method, params = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = await response.json()
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/**
 * Starts Alto for one chain: fresh keys funded on the chain, safe mode off (anvil has
 * no JavaScript tracer for the ERC-7562 checks), bound to 127.0.0.1 on a free port.
 * @param {{ rpcUrl: string, entryPoint: string, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, stop(): Promise<void> }>}
 */
export async function startAlto({ rpcUrl, entryPoint, log = () => {} }) {
  const { findFreePort } = await import(localChain)
  const cli = join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
  // Fresh keys, funded with 100 ETH: the executor sends handleOps, the utility key deploys
  // Alto's simulation contract at start.
  const [executorKey, utilityKey] = [0, 1].map(() => `0x${randomBytes(32).toString('hex')}`)
  for (const key of [executorKey, utilityKey])
    await rpc(rpcUrl, 'anvil_setBalance', [privateKeyToAddress(key), '0x56bc75e2d63100000'])
  for (let attempt = 0; ; attempt++) {
    const port = await findFreePort('127.0.0.1')
    const url = `http://127.0.0.1:${port}/rpc`
    // biome-ignore format: one flag a line
    const args = [
      '--import', preload, cli,
      '--entrypoints', entryPoint,
      '--executor-private-keys', executorKey,
      '--utility-private-key', utilityKey,
      '--rpc-url', rpcUrl,
      '--port', String(port),
      '--safe-mode', 'false',
      '--refilling-wallets', 'false',
      '--utility-wallet-monitor', 'false',
      '--log-level', 'warn',
    ]
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (chunk) => {
      output = (output + chunk).slice(-4000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    }
    try {
      await waitForAlto(url, entryPoint, child, () => output)
      log(`bundler (Alto) for ${rpcUrl}: ${url}`)
      return { url, stop }
    } catch (error) {
      await stop()
      if (attempt < 2 && /EADDRINUSE/.test(output)) continue
      throw error
    }
  }
}

async function waitForAlto(url, entryPoint, child, output) {
  const until = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`Alto exited (${child.exitCode}): ${output()}`)
    try {
      const points = await rpc(url, 'eth_supportedEntryPoints')
      if (points.some((p) => p.toLowerCase() === entryPoint.toLowerCase())) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Alto did not answer within ${READY_TIMEOUT_MS} ms: ${output()}`)
}

/**
 * Deploys ERC-4337 on `chain` and starts its bundler. Returns the provider's chain settings
 * (`accountAbstraction`), or undefined (logged) when the bundler cannot start: the stack then
 * runs without smart accounts and the enabled-network list is empty (SPEC §4).
 * @param {{ chain: { rpcUrl: string, chainId: number }, stops: (() => Promise<void>)[], log: (line: string) => void }} options
 */
export async function startBundlerForStack({ chain, stops, log }) {
  if (!existsSync(localChain)) return undefined
  try {
    const { deployAccountAbstraction } = await import(localChain)
    const contracts = await deployAccountAbstraction(chain)
    const alto = await startAlto({ rpcUrl: chain.rpcUrl, entryPoint: contracts.entryPoint, log })
    stops.push(() => alto.stop())
    return { bundlerUrl: alto.url, ...contracts }
  } catch (error) {
    log(`bundler: not started, smart accounts are off (${error.message})`)
    return undefined
  }
}
