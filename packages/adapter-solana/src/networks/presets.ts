import type { CaipNetwork } from '@latchkey/core'
import { invalidInput } from '@latchkey/core'
import { defineSolanaNetwork } from './defineSolanaNetwork'

export { solanaDevnet, solanaMainnet, solanaNetworks, solanaTestnet } from '@latchkey/core/networks'

const GENESIS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * The local Solana chain (`pnpm demo`'s, or a test's) as a testnet: its RPC URL and its genesis
 * hash, which the chain answers to getGenesisHash (CAIP-2 keeps the first 32 characters).
 */
export function localSolana(parameters: { rpcUrl: string; genesisHash: string }): CaipNetwork {
  const { rpcUrl, genesisHash } = parameters
  if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl))
    throw invalidInput('rpcUrl', rpcUrl, 'an http(s) URL')
  if (typeof genesisHash !== 'string' || !GENESIS.test(genesisHash))
    throw invalidInput('genesisHash', genesisHash, 'a base58 genesis hash')
  return defineSolanaNetwork({
    genesis: genesisHash.slice(0, 32),
    name: 'Latchkey Solana',
    rpcUrl,
    testnet: true,
  })
}
