// The local Bitcoin regtest chain of the stack (stack/local-bitcoin). One call from startStack.mjs.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const built = fileURLToPath(new URL('../../stack/local-bitcoin/dist/index.js', import.meta.url))
const provider = fileURLToPath(new URL('../../apps/provider/dist/index.js', import.meta.url))

/** A block follows each broadcast after this long, so the demo's Activity shows it pending, then confirmed. */
const AUTOMINE_MS = 1000

/**
 * @param {{ port: number, stops: (() => Promise<void>)[], log: (line: string) => void }} options
 * @returns {Promise<{
 *   chain: import('@latchkey/local-bitcoin').LocalBitcoin,
 *   providerChain: import('@latchkey/provider').ChainConfig,
 *   demoConfig: (providerUrl: string, projectId: string) => import('./startStack.d.mts').BitcoinStackConfig,
 * }>} the chain, its provider chain entry, and its part of the demo config
 */
export async function startBitcoinForStack({ port, stops, log }) {
  if (!existsSync(built))
    throw new Error('stack/local-bitcoin/dist is missing: run `pnpm build` first')
  const { startLocalBitcoin } = await import(built)
  const { localBitcoinConfig } = await import(provider)
  const chain = await startLocalBitcoin({ port, automineMs: AUTOMINE_MS })
  stops.push(() => chain.close())
  log(`bitcoin ${chain.caipNetworkId}: ${chain.url}`)
  // Development keys only: the first three P2WPKH (payment) and P2TR (ordinals) keys.
  const keys = [...chain.devKeys.slice(0, 3), ...chain.devKeys.slice(5, 8)].map((k) => ({
    type: k.type,
    path: k.path,
    address: k.address,
    publicKey: k.publicKey,
    privateKey: k.privateKey,
  }))
  const name = 'Bitcoin Regtest'
  return {
    chain,
    providerChain: localBitcoinConfig(chain, name),
    demoConfig: (providerUrl, projectId) => ({
      caipNetworkId: chain.caipNetworkId,
      genesisHash: chain.genesisHash,
      name,
      network: chain.network,
      esploraUrl: chain.url,
      // The same API through the provider's proxy (project-checked), as an app would use it.
      providerEsploraUrl: `${providerUrl}/v1/esplora/${projectId}/${chain.caipNetworkId}`,
      devWallet: { keys },
    }),
  }
}
