// Sign In With Farcaster on the local stack: the IdRegistry (packages/local-chain) deployed on
// the primary chain, for the secure frame to read custody addresses from. One call from
// startStack.mjs.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const built = fileURLToPath(new URL('../../packages/local-chain/dist/index.js', import.meta.url))

/**
 * @param {{ chain: { rpcUrl: string, chainId: number }, log: (line: string) => void }} options
 * @returns {Promise<{ rpcUrl: string, idRegistry: `0x${string}` } | undefined>} the frame's
 *   `farcaster` setting (and the demo config's)
 */
export async function startFarcasterForStack({ chain, log }) {
  if (!existsSync(built)) return undefined
  const { deployIdRegistry } = await import(built)
  const idRegistry = await deployIdRegistry({ rpcUrl: chain.rpcUrl, chainId: chain.chainId })
  log(`farcaster IdRegistry: ${idRegistry} on chain ${chain.chainId}`)
  return { rpcUrl: chain.rpcUrl, idRegistry }
}
