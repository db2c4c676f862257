// The local stack of DESIGN.md: two local EVM chains, a local Solana chain, the provider (with its WalletConnect relay),
// and the built demo, all on 127.0.0.1.
// Used by `npm run demo` (stack/start.mjs) and by the browser tests.
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { startBitcoinForStack } from './bitcoin.mjs'
import { startBundlerForStack } from './bundler.mjs'
import { startEnsForStack } from './ens.mjs'
import { startFarcasterForStack } from './farcaster.mjs'
import { startNftsForStack } from './nfts.mjs'
import { startOidcForStack } from './oidc.mjs'
import { onrampForStack } from './onramp.mjs'
import { startSecureFrameForStack } from './secureFrame.mjs'
import { serveDir } from './serveDir.mjs'
import { startDemoSiwx } from './siwxServer.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const DEMO_PRICES = { ETH: 2500, LUSD: 1, TUSD: 1, LDAI: 1, SOL: 150, LPTS: 0.5 } // fixed demo prices, configured like a real deployment would

async function portOrFree(preferred) {
  if (!preferred) return 0
  return new Promise((ok) => {
    const probe = createServer()
    probe.once('error', () => ok(0))
    probe.listen(preferred, '127.0.0.1', () => probe.close(() => ok(preferred)))
  })
}

/** The address of the local chain's Chainlink feed of `symbol`, when it has one. */
const feedOf = (chain, symbol) => chain.priceFeeds?.find((f) => f.symbol === symbol)?.address

async function importBuilt(relative) {
  const path = `${root}${relative}`
  if (!existsSync(path)) throw new Error(`${relative} is missing: run \`pnpm build\` first`)
  return import(path)
}

/**
 * @param {{ ports?: { chain?: number, chainB?: number, solana?: number, provider?: number, demo?: number, polkadot?: number, secureFrame?: number, bitcoin?: number, oidc?: number, nfts?: number },
 *           polkadot?: boolean,
 *           demoHeaders?: Record<string, string>, indexerPollMs?: number, redisUrl?: string, balanceTtlMs?: number,
 *           frameCodesPerIpPerHour?: number,
 *           log?: (line: string) => void }} [options]
 */
export async function startStack(options = {}) {
  const ports = options.ports ?? {}
  const log = options.log ?? (() => {})
  const stops = []
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => {})
  }
  try {
    const { startLocalChain, LOCAL_CHAIN_IDS } = await importBuilt(
      'stack/local-chain/dist/index.js',
    )
    const chains = []
    for (const [chainId, port] of [
      [LOCAL_CHAIN_IDS.primary, ports.chain],
      [LOCAL_CHAIN_IDS.secondary, ports.chainB],
    ]) {
      const chain = await startLocalChain({
        chainId,
        port: await portOrFree(port),
        deployExchange: true,
        // Chainlink USD feeds of ether and the demo tokens: the provider's first price source.
        deployPriceFeeds: true,
      })
      stops.push(() => chain.stop())
      chains.push(chain)
      log(`chain ${chainId}: ${chain.rpcUrl}`)
    }

    // The local Polkadot runtime (chopsticks; absent genesis: skipped, and logged). Opt-in: it
    // takes a while to start on two cores, so only `npm run demo` and the Polkadot tests ask.
    const polkadot = options.polkadot
      ? await (await importBuilt('stack/local-polkadot/dist/index.js')).startPolkadotForStack({
          port: await portOrFree(ports.polkadot),
          log,
        })
      : undefined
    if (polkadot) stops.push(() => polkadot.chain.stop())

    const { startLocalSolana } = await importBuilt('stack/local-solana/dist/index.js')
    const solana = await startLocalSolana({ port: await portOrFree(ports.solana) })
    stops.push(() => solana.stop())
    log(`solana ${solana.caip2}: ${solana.rpcUrl}`)

    // The local Bitcoin regtest chain (stack/local-bitcoin): light, so always on.
    const bitcoin = await startBitcoinForStack({
      port: await portOrFree(ports.bitcoin),
      stops,
      log,
    })

    // ERC-4337 and the Alto bundler on the second chain: smart accounts there, EOAs on the first.
    const smartChain = await startBundlerForStack({ chain: chains[1], stops, log })

    // The demo NFT collections on the primary chain (issue 37), before the provider indexes it.
    const nfts = await startNftsForStack({
      chain: chains[0],
      solana,
      port: ports.nfts,
      stops,
      log,
    })

    // ENS on the primary chain (issue 37): identity reads names there; the zone resolves via the provider.
    const ens = await startEnsForStack({ chain: chains[0], log })

    const { startProvider, localSolanaConfig } = await importBuilt('apps/provider/dist/index.js')
    const provider = await startProvider({
      port: await portOrFree(ports.provider),
      devProject: true,
      // With Redis, the relay shares its messages with other provider processes.
      ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
      indexer: { pollIntervalMs: options.indexerPollMs ?? 1000 },
      // Balances and prices are cached 30 s (SPEC §9); a test that moves a price feed may shorten it.
      ...(options.balanceTtlMs !== undefined
        ? { cache: { balanceTtlMs: options.balanceTtlMs } }
        : {}),
      onramp: onrampForStack(chains, solana),
      nfts: nfts.providerNfts,
      ens: ens.providerEns,
      chains: chains
        .map((chain) => ({
          id: `eip155:${chain.chainId}`,
          name: chain.chain.name,
          rpcUrl: chain.rpcUrl,
          testnet: true,
          startBlock: 0,
          // The local constant-product exchange: the convert routes swap through its router.
          swap: { router: chain.exchange.router },
          ...(chain === chains[1] && smartChain ? { accountAbstraction: smartChain } : {}),
          ...(chain === chains[0] ? { spamNfts: nfts.spamNfts } : {}),
          ...(chain === chains[0] ? { ensUniversalResolver: ens.ensUniversalResolver } : {}),
          // Prices: the feeds, else the pools against LUSD, else DEMO_PRICES (apps/provider README: Prices).
          prices: { stableToken: 'LUSD' },
          nativeCurrency: {
            name: 'Ether',
            symbol: 'ETH',
            decimals: 18,
            priceUsd: DEMO_PRICES.ETH,
            priceFeed: feedOf(chain, 'ETH'),
          },
          tokens: chain.tokens.map((t) => ({
            address: t.address,
            name: t.name,
            symbol: t.symbol,
            decimals: t.decimals,
            priceUsd: DEMO_PRICES[t.symbol] ?? 0,
            ...(feedOf(chain, t.symbol) ? { priceFeed: feedOf(chain, t.symbol) } : {}),
          })),
        }))
        // The local Solana chain beside them (stack/local-solana), named as the app's
        // localSolana() network is, so its image reads the same letters as its name.
        .concat(localSolanaConfig(solana, DEMO_PRICES, 'Latchkey Solana'), bitcoin.providerChain),
    })
    stops.push(() => provider.stop())
    log(`provider: ${provider.url}`)
    await ens.serveZone(provider.url)
    log(`WalletConnect relay: ${provider.relayUrl}`)

    const embedded = await startSecureFrameForStack({
      port: await portOrFree(ports.secureFrame),
      providerUrl: provider.url,
      // Social logins: every provider's client on the local OpenID provider.
      socials: await startOidcForStack({ port: await portOrFree(ports.oidc), stops, log }),
      farcaster: await startFarcasterForStack({ chain: chains[0], stops, log }),
      codesPerIpPerHour: options.frameCodesPerIpPerHour,
      stops,
      log,
    })

    const config = {
      ...embedded.config,
      projectId: 'latchkey-dev',
      providerUrl: provider.url,
      // The provider's own WalletConnect relay: the demo's QR pairings go nowhere else.
      relayUrl: provider.relayUrl,
      chains: chains.map((c) => ({
        chainId: c.chainId,
        name: c.chain.name,
        rpcUrl: c.rpcUrl,
        tokens: c.tokens,
      })),
      // Development keys of the local chain only; the dev wallet signs with them in the demo.
      devWallet: { privateKeys: chains[0].accounts.slice(0, 3).map((a) => a.privateKey) },
      ...(polkadot ? { polkadot: polkadot.config } : {}),
      solanaRpcUrl: solana.rpcUrl,
      // The local Solana chain (stack/local-solana); its development keys for the Solana dev wallet.
      solana: {
        chainId: solana.caip2,
        genesisHash: solana.genesisHash,
        rpcUrl: solana.rpcUrl,
        wsUrl: solana.wsUrl,
        tokens: solana.mints,
        devWallet: { secretKeys: solana.accounts.slice(0, 3).map((a) => [...a.secretKey]) },
      },
      bitcoin: bitcoin.demoConfig(provider.url, 'latchkey-dev'),
      nfts: nfts.demo,
    }

    let demo
    const demoDist = `${root}apps/demo/dist`
    if (existsSync(`${demoDist}/index.html`)) {
      demo = await serveDir(demoDist, {
        port: await portOrFree(ports.demo),
        headers: options.demoHeaders,
        json: { '/latchkey.config.json': config },
      })
      stops.push(() => demo.close())
      log(`demo: ${demo.url}`)
      await startDemoSiwx({ demoUrl: demo.url, config, stops, log })
    }
    return {
      chains,
      solana,
      bitcoin: bitcoin.chain,
      provider,
      demo,
      config,
      stop,
      polkadot: polkadot?.chain,
      frameClock: embedded.clock,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
