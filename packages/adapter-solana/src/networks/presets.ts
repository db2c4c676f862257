import type { CaipNetwork } from '@latchkey/core'
import { invalidInput } from '../errors/invalidInput'
import { defineSolanaNetwork } from './defineSolanaNetwork'

const explorer = (cluster?: string) => ({
  name: 'Solana Explorer',
  url: `https://explorer.solana.com${cluster ? `?cluster=${cluster}` : ''}`,
})

/** SPEC §9 Solana mainnet. */
export const solanaMainnet: CaipNetwork = /* @__PURE__ */ defineSolanaNetwork({
  genesis: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  explorer: explorer(),
})

/** SPEC §9 Solana devnet. */
export const solanaDevnet: CaipNetwork = /* @__PURE__ */ defineSolanaNetwork({
  genesis: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  rpcUrl: 'https://api.devnet.solana.com',
  explorer: explorer('devnet'),
  testnet: true,
})

/** SPEC §9 Solana testnet. */
export const solanaTestnet: CaipNetwork = /* @__PURE__ */ defineSolanaNetwork({
  genesis: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  rpcUrl: 'https://api.testnet.solana.com',
  explorer: explorer('testnet'),
  testnet: true,
})

export const solanaNetworks: readonly CaipNetwork[] = /* @__PURE__ */ Object.freeze([
  solanaMainnet,
  solanaDevnet,
  solanaTestnet,
])

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
