// Sign In With Farcaster on the local stack: the IdRegistry (stack/local-chain) deployed on
// the primary chain, and a Farcaster auth relay of our own (apps/secure-frame's, speaking the
// public relay's protocol) that the frame opens channels on and the development Farcaster app
// (stack/scripts/farcasterSignIn.mjs) answers. One call from startStack.mjs.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const chainBuilt = fileURLToPath(new URL('../../stack/local-chain/dist/index.js', import.meta.url))
const frameBuilt = fileURLToPath(new URL('../../apps/secure-frame/dist/index.js', import.meta.url))

/**
 * @param {{ chain: { rpcUrl: string, chainId: number }, stops: (() => Promise<void>)[], log: (line: string) => void }} options
 * @returns {Promise<{ rpcUrl: string, idRegistry: `0x${string}`, relayUrl: string, authKey: string } | undefined>}
 *   the frame's `farcaster` setting (rpcUrl, idRegistry, relayUrl) and, for the demo config,
 *   the relay key a Farcaster app answers with
 */
export async function startFarcasterForStack({ chain, stops, log }) {
  if (!existsSync(chainBuilt) || !existsSync(frameBuilt)) return undefined
  const { deployIdRegistry } = await import(chainBuilt)
  const { startFarcasterRelay, registryAddresses } = await import(frameBuilt)
  const idRegistry = await deployIdRegistry({ rpcUrl: chain.rpcUrl, chainId: chain.chainId })
  log(`farcaster IdRegistry: ${idRegistry} on chain ${chain.chainId}`)
  // The relay key is this stack's (the public relay's is Farcaster's own).
  const authKey = randomBytes(16).toString('hex')
  const relay = await startFarcasterRelay({
    authKey,
    addresses: registryAddresses(chain.rpcUrl, idRegistry),
  })
  stops.push(() => relay.stop())
  log(`farcaster relay: ${relay.url}`)
  return { rpcUrl: chain.rpcUrl, idRegistry, relayUrl: relay.url, authKey }
}
