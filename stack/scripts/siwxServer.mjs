// The demo's own sign-in server (issue 16): the host-server side of `hostServerSiwx`, built on
// @latchkey/siwx/server, on a free loopback port. It accepts sessions for the demo's origin
// only, on the local chains, each nonce once; smart accounts verify through the chains' nodes.
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Starts the server for the demo at `demoUrl`, registers its stop and writes its URL into the
 * demo's config (`siwxUrl`, served at /latchkey.config.json on each request).
 * @param {{ demoUrl: string, config: Record<string, unknown> & { chains: { chainId: number }[] },
 *           stops: (() => Promise<void>)[], log: (line: string) => void }} params
 */
export async function startDemoSiwx({ demoUrl, config, stops, log }) {
  const entry = `${root}packages/siwx/dist/server.js`
  if (!existsSync(entry)) throw new Error('packages/siwx/dist is missing: run `pnpm build` first')
  const {
    createMemoryNonceStore,
    createSessionVerifier,
    createSiwxHttpHandler,
    evmVerifier,
    polkadotVerifier,
    solanaVerifier,
  } = await import(entry)
  const { createPublicClient, http } = await import('viem')
  const origin = new URL(demoUrl).origin
  const nonces = createMemoryNonceStore()
  // Each local chain's node checks contract wallets' signatures (ERC-1271, ERC-6492): the
  // embedded wallet's smart account signs in through it.
  const clients = new Map(
    config.chains.map((c) => [c.chainId, createPublicClient({ transport: http(c.rpcUrl) })]),
  )
  const handle = createSiwxHttpHandler({
    verifySession: createSessionVerifier({
      domain: new URL(demoUrl).host,
      origin,
      chains: [
        ...config.chains.map((c) => `eip155:${c.chainId}`),
        ...(config.solana ? [config.solana.chainId] : []),
        ...(config.polkadot ? [config.polkadot.caipNetworkId] : []),
      ],
      verifiers: [
        evmVerifier({ getClient: (chainId) => clients.get(chainId) }),
        solanaVerifier(),
        polkadotVerifier(),
      ],
      nonces,
    }),
    issueNonce: () => nonces.issue(),
    allowedOrigins: [origin],
    basePath: '/siwx',
  })
  const server = createServer((req, res) => {
    handle(req, res).then(
      (handled) => {
        if (!handled) res.writeHead(404).end()
      },
      () => {
        if (!res.headersSent) res.writeHead(500)
        res.end()
      },
    )
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  stops.push(() => new Promise((resolve) => server.close(() => resolve())))
  const url = `http://127.0.0.1:${server.address().port}/siwx`
  config.siwxUrl = url
  log(`demo sign-in server: ${url}`)
  return { url }
}
