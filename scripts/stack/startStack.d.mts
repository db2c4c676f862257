export interface StackConfig {
  projectId: string
  providerUrl: string
  /** The provider's WalletConnect relay, e.g. ws://127.0.0.1:4400/relay */
  relayUrl: string
  chains: {
    chainId: number
    name: string
    rpcUrl: string
    tokens: { address: string; symbol: string; decimals: number; name: string; kind: string }[]
  }[]
  devWallet: { privateKeys: `0x${string}`[] }
  /** The local Polkadot chain, when the stack was asked for it and the genesis is there. */
  polkadot?: {
    caipNetworkId: string
    genesisHash: string
    name: string
    wsUrl: string
    ss58Format: number
    decimals: number
    symbol: string
    devAccounts: readonly string[]
  }
  /** The demo's sign-in server (hostServerSiwx), present when the demo is served. */
  siwxUrl?: string
}
export interface Stack {
  chains: {
    chainId: number
    rpcUrl: string
    accounts: { address: `0x${string}`; privateKey: `0x${string}` }[]
  }[]
  provider: { url: string; port: number; relayUrl: string }
  demo?: { url: string; port: number }
  config: StackConfig
  /** The local Polkadot chain, when started. */
  polkadot?: { wsUrl: string; caipNetworkId: string; stop(): Promise<void> }
  stop(): Promise<void>
}
export function startStack(options?: {
  ports?: { chain?: number; chainB?: number; provider?: number; demo?: number; polkadot?: number }
  /** Starts the local Polkadot chain too (chopsticks, from ../shared/fixtures/polkadot/). */
  polkadot?: boolean
  demoHeaders?: Record<string, string>
  indexerPollMs?: number
  /** redis://… for the provider's relay (REDIS_URL in `npm run demo`). */
  redisUrl?: string
  log?: (line: string) => void
}): Promise<Stack>
