// Provider throughput on loopback: starts the local chain and the built provider (apps/provider/dist)
// on each database (PGlite, then a throwaway Postgres), then hits balance, history and the RPC
// gateway with bounded concurrency. Prints one table; asserts nothing.
// Run: pnpm --filter @latchkey/provider build && node bench/provider/provider.bench.mjs
// Knobs: BENCH_REQUESTS (per scenario, default 2000), BENCH_CONCURRENCY (default 16),
// BENCH_DATABASES (default pglite,postgres), DATABASE_URL (an existing server instead of a throwaway one).
import { performance } from 'node:perf_hooks'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { findPostgresBin, startThrowawayPostgres } from './throwawayPostgres.mjs'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const PROJECT = 'latchkey-dev'
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')
const ROUNDS = 10

// The load generator runs in a worker thread so it does not share the server's event loop.
if (!isMainThread) {
  // Warm-up: the server's JIT and heap settle before anything is measured.
  for (const scenario of workerData.scenarios) await run(scenario, Math.min(1000, REQUESTS))
  // Scenarios take turns in rounds, so a busy moment of a shared machine hits each alike.
  const totals = workerData.scenarios.map(() => ({ latencies: [], seconds: 0, errors: 0 }))
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, scenario] of workerData.scenarios.entries()) {
      const part = await run(scenario, Math.ceil(REQUESTS / ROUNDS))
      totals[i].latencies.push(...part.latencies)
      totals[i].seconds += part.seconds
      totals[i].errors += part.errors
    }
  }
  parentPort.postMessage(
    workerData.scenarios.map((scenario, i) => ({ name: scenario.name, ...summarise(totals[i]) })),
  )
} else {
  await main()
}

async function main() {
  const load = async (path, build) => {
    try {
      return await import(new URL(path, import.meta.url).href)
    } catch (error) {
      console.error(`Cannot load ${path} (${error.message}). Build it first: ${build}`)
      process.exit(1)
    }
  }

  const { startProvider, silentLogger } = await load(
    '../../apps/provider/dist/index.js',
    'pnpm --filter @latchkey/provider build',
  )
  const { startLocalChain, standardTokenAbi } = await load(
    '../../stack/local-chain/dist/index.js',
    'pnpm --filter @latchkey/local-chain build',
  )
  const { createWalletClient, createPublicClient, http, parseEther } = await import(
    new URL('../../apps/provider/node_modules/viem/_esm/index.js', import.meta.url).href
  )
  const { privateKeyToAccount } = await import(
    new URL('../../apps/provider/node_modules/viem/_esm/accounts/index.js', import.meta.url).href
  )

  const pg = await import(
    new URL('../../apps/provider/node_modules/pg/esm/index.mjs', import.meta.url).href
  )
  const connect = async (url) => {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
    } finally {
      await client.end().catch(() => {})
    }
  }

  const chain = await startLocalChain({ port: 0 })
  const rows = []
  const notes = []
  try {
    for (const database of DATABASES) {
      let server
      let databaseUrl
      if (database === 'postgres') {
        const bin = findPostgresBin()
        databaseUrl = process.env.DATABASE_URL
        if (!databaseUrl && !bin) {
          notes.push('Postgres: skipped, no server binaries (apt-get install postgresql)')
          continue
        }
        if (!databaseUrl) {
          server = await startThrowawayPostgres(bin, connect)
          databaseUrl = server.url
        }
      }
      try {
        const label = databaseUrl ? 'Postgres' : 'PGlite'
        const measured = await measure(chain, databaseUrl, {
          startProvider,
          silentLogger,
          standardTokenAbi,
          createWalletClient,
          createPublicClient,
          http,
          parseEther,
          privateKeyToAccount,
        })
        rows.push(...measured.map((r) => ({ database: label, ...r })))
        const p99 = (name) => measured.find((r) => r.name === name)?.p99
        const ratio = p99('history (page of 20)') / p99('balance (cached)')
        notes.push(
          `${label}: history p99 is ${ratio.toFixed(1)}x the cached balance p99 (goal: at most 3x)`,
        )
      } finally {
        await server?.stop()
      }
    }
  } finally {
    await chain.stop()
  }
  printTable(rows, notes)
}

/** Starts a provider on one database, seeds 40 transfers into one account, measures every route. */
async function measure(chain, databaseUrl, lib) {
  const chainId = `eip155:${chain.chainId}`
  const provider = await lib.startProvider(
    {
      port: 0,
      devProject: true,
      ...(databaseUrl ? { databaseUrl } : {}),
      rateLimit: { enabled: false },
      indexer: { pollIntervalMs: 100, maxBlocksPerTick: 200 },
      chains: [
        {
          id: chainId,
          name: 'Local Chain',
          rpcUrl: chain.rpcUrl,
          testnet: true,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 2000 },
          tokens: chain.tokens.map((t) => ({
            address: t.address,
            name: t.name,
            symbol: t.symbol,
            decimals: t.decimals,
            priceUsd: 1,
          })),
          startBlock: 0,
        },
      ],
    },
    { logger: lib.silentLogger },
  )

  try {
    // Seed activity: 40 transfers into one account, so history pages are full.
    const sender = lib.privateKeyToAccount(chain.accounts[1].privateKey)
    const wallet = lib.createWalletClient({
      account: sender,
      chain: chain.chain,
      transport: lib.http(chain.rpcUrl),
    })
    const reader = lib.createPublicClient({ chain: chain.chain, transport: lib.http(chain.rpcUrl) })
    const account = chain.accounts[7].address
    let hash
    for (let i = 0; i < 20; i++) {
      hash = await wallet.sendTransaction({ to: account, value: lib.parseEther('0.01') })
      hash = await wallet.writeContract({
        address: chain.tokens[0].address,
        abi: lib.standardTokenAbi,
        functionName: 'transfer',
        args: [account, 1_000_000n],
      })
    }
    const { blockNumber } = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    await provider.indexer.waitFor(chainId, Number(blockNumber), 120_000)

    const base = provider.url
    const q = `projectId=${PROJECT}&st=bench&sv=0`
    const rpcBody = (method, params, id) => ({ jsonrpc: '2.0', id, method, params })
    const scenarios = [
      {
        name: 'balance (cached)',
        url: `${base}/v1/account/${account}/balance?${q}&currency=usd&chainId=${chainId}`,
      },
      {
        name: 'balance (forceUpdate)',
        url: `${base}/v1/account/${account}/balance?${q}&currency=usd&chainId=${chainId}&forceUpdate=true`,
      },
      {
        name: 'history (page of 20)',
        url: `${base}/v1/account/${account}/history?${q}&chainId=${chainId}`,
      },
      {
        name: 'gateway eth_blockNumber',
        url: `${base}/v1/?chainId=${chainId}&projectId=${PROJECT}`,
        body: rpcBody('eth_blockNumber', [], 1),
      },
      {
        name: 'gateway batch of 10',
        url: `${base}/v1/?chainId=${chainId}&projectId=${PROJECT}`,
        body: chain.accounts.map((a, i) => rpcBody('eth_getBalance', [a.address, 'latest'], i)),
      },
    ]

    return await new Promise((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { scenarios } })
      worker.once('message', resolve)
      worker.once('error', reject)
    })
  } finally {
    await provider.stop()
  }
}

async function run({ url, body }, total) {
  const init = body
    ? {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }
    : { method: 'GET' }
  const latencies = []
  let errors = 0
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < total) {
      next++
      const t = performance.now()
      try {
        const response = await fetch(url, init)
        await response.arrayBuffer()
        if (!response.ok) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - t)
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, total) }, worker))
  return { latencies, seconds: (performance.now() - started) / 1000, errors }
}

function summarise({ latencies, seconds, errors }) {
  latencies.sort((a, b) => a - b)
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors,
  }
}

function printTable(rows, notes) {
  const header = ['database', 'scenario', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors']
  const cells = rows.map((r) => [
    r.database,
    r.name,
    String(r.requests),
    r.rps.toFixed(0),
    r.p50.toFixed(2),
    r.p99.toFixed(2),
    String(r.errors),
  ])
  const left = (i) => i < 2
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)))
  const line = (c) =>
    `| ${c.map((v, i) => (left(i) ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`
  console.log(`\nProvider on loopback: ${CONCURRENCY} concurrent requests, anvil node\n`)
  console.log(line(header))
  console.log(
    `|${widths.map((w, i) => (left(i) ? ':' : '-') + '-'.repeat(w) + (left(i) ? '-' : ':')).join('|')}|`,
  )
  for (const c of cells) console.log(line(c))
  console.log('')
  for (const note of notes) console.log(note)
}
