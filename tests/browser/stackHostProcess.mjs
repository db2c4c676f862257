// The stack host's process (started by tests/browser/stackHost.ts, the browser project's
// globalSetup): one local stack per distinct set of options and one Chromium, shared by every
// browser test file, behind a control server on 127.0.0.1. Its own process, so whatever the
// stacks leave running ends with it. It prints its URL as one JSON line, then answers:
//   POST /stack {options}       the stack for these options as data (started on the first ask)
//   POST /stack/stop {options}  stops a file's own stack (`own`); shared ones live to the end
//   POST /stack/query {options, sql, params}  rows of a query on that stack's provider database
//   POST /frame-clock {frameUrl, until}  moves the clock of the stack's secure frame at frameUrl
//                               on to `until` (ms since 1970 on that clock); {frameUrl, back}
//                               moves it back by a test's own `movedMs`, once it is done
//   GET  /chromium              { wsEndpoint } of the shared Chromium (launched on the first ask)
//   GET  /wagmi-app/2|3         { outDir, wagmi? }: tests/apps/wagmi(3)-app built once a run
// It stops everything and exits on SIGTERM or when its parent's pipe on stdin closes.
import { once } from 'node:events'
import { createServer } from 'node:http'
import { chromium } from 'playwright-core'
import { startStack } from '../../stack/scripts/startStack.mjs'
import { SHARED_FRAME_CODES_PER_IP, stackKey } from './stackKey.mjs'

const { chromiumPath, chromiumArgs } = JSON.parse(process.argv[2] ?? '{}')

/** @type {Map<string, Promise<import('../../stack/scripts/startStack.mjs').Stack>>} */
const stacks = new Map()
/** @type {Promise<import('playwright-core').BrowserServer> | undefined} */
let browser

/** @type {Map<string, Promise<{ outDir: string, wagmi?: string[] }>>} */
const wagmiApps = new Map()
const WAGMI_APP_BUILDS = {
  2: async () => ({ outDir: await (await import('../apps/wagmi-app/build.mjs')).buildWagmiApp() }),
  3: async () => (await import('../apps/wagmi3-app/build.mjs')).buildWagmi3App(),
}

/** What a file gets of a stack: every field but the live handles (servers, processes, stop). */
function stackData(stack) {
  const { solana, bitcoin, provider, demo, polkadot } = stack
  return {
    chains: stack.chains,
    solana: {
      rpcUrl: solana.rpcUrl,
      wsUrl: solana.wsUrl,
      port: solana.port,
      genesisHash: solana.genesisHash,
      caip2: solana.caip2,
      accounts: solana.accounts,
      mints: solana.mints,
    },
    bitcoin: {
      url: bitcoin.url,
      port: bitcoin.port,
      network: bitcoin.network,
      caipNetworkId: bitcoin.caipNetworkId,
      genesisHash: bitcoin.genesisHash,
      devKeys: bitcoin.devKeys,
      minerAddress: bitcoin.minerAddress,
    },
    provider: { url: provider.url, port: provider.port, relayUrl: provider.relayUrl },
    demo: demo ? { url: demo.url, port: demo.port } : undefined,
    config: stack.config,
    polkadot: polkadot
      ? { wsUrl: polkadot.wsUrl, caipNetworkId: polkadot.caipNetworkId }
      : undefined,
  }
}

/** JSON of a stack's data: byte arrays (Solana secret keys) as number arrays, bigints as strings. */
const toJson = (value) =>
  JSON.stringify(value, (_key, v) =>
    v instanceof Uint8Array ? [...v] : typeof v === 'bigint' ? v.toString() : v,
  )

function stackFor(options) {
  const key = stackKey(options)
  let started = stacks.get(key)
  if (!started) {
    const { own: _own, ...stackOptions } = options
    started = startStack({ ...stackOptions, frameCodesPerIpPerHour: SHARED_FRAME_CODES_PER_IP })
    stacks.set(key, started)
    // A start that failed is not kept: the next file tries again and reports its own error.
    started.catch(() => stacks.delete(key))
  }
  return started
}

async function answer(req) {
  const chunks = []
  for await (const chunk of req) chunks.push(chunk)
  const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}
  if (req.method === 'POST' && req.url === '/stack') return toJson(stackData(await stackFor(body)))
  if (req.method === 'POST' && req.url === '/stack/stop') {
    if (!body.own) return '{}'
    const key = stackKey(body)
    const started = stacks.get(key)
    stacks.delete(key)
    if (started) await (await started).stop()
    return '{}'
  }
  if (req.method === 'POST' && req.url === '/stack/query') {
    const { sql, params, ...options } = body
    const stack = await stackFor(options)
    return toJson(await stack.provider.services.db.query(sql, params ?? []))
  }
  if (req.method === 'POST' && req.url === '/frame-clock') {
    const { frameUrl, until, back } = body
    for (const started of stacks.values()) {
      const stack = await started.catch(() => undefined)
      if (stack?.config.secureFrameUrl !== frameUrl || !stack.frameClock) continue
      if (back !== undefined) {
        stack.frameClock.back(back)
        return '{}'
      }
      const ahead = until - stack.frameClock.now()
      if (ahead > 0) stack.frameClock.advance(ahead)
      return JSON.stringify({ movedMs: Math.max(0, ahead) })
    }
    return undefined
  }
  if (req.method === 'GET' && req.url === '/chromium') {
    browser ??= chromium.launchServer({
      executablePath: chromiumPath,
      args: chromiumArgs,
      headless: true,
      host: '127.0.0.1',
    })
    return JSON.stringify({ wsEndpoint: (await browser).wsEndpoint() })
  }
  const wagmi = /^\/wagmi-app\/([23])$/.exec(req.url ?? '')?.[1]
  if (req.method === 'GET' && wagmi) {
    let built = wagmiApps.get(wagmi)
    if (!built) {
      built = WAGMI_APP_BUILDS[wagmi]()
      wagmiApps.set(wagmi, built)
      built.catch(() => wagmiApps.delete(wagmi))
    }
    return JSON.stringify(await built)
  }
  return undefined
}

const server = createServer((req, res) => {
  answer(req).then(
    (json) => {
      if (json === undefined) res.writeHead(404).end()
      else res.writeHead(200, { 'content-type': 'application/json' }).end(json)
    },
    (error) => {
      res
        .writeHead(500, { 'content-type': 'text/plain' })
        .end(error instanceof Error ? (error.stack ?? error.message) : String(error))
    },
  )
})
server.listen(0, '127.0.0.1')
await once(server, 'listening')

let stopping
async function stopAll() {
  stopping ??= (async () => {
    server.close()
    server.closeAllConnections()
    if (browser) await (await browser.catch(() => undefined))?.close()
    await Promise.all(
      [...stacks.values()].map(async (started) => (await started.catch(() => undefined))?.stop()),
    )
    process.exit(0)
  })()
  return stopping
}
process.on('SIGTERM', stopAll)
process.stdin.on('close', stopAll)
process.stdin.resume()

console.log(JSON.stringify({ url: `http://127.0.0.1:${server.address().port}` }))
