import type { CaipNetwork } from '../types/network'
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
