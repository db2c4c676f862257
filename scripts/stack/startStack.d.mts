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
}
export interface Stack {
  chains: {
    chainId: number
    rpcUrl: string
    accounts: { address: `0x${string}`; privateKey: `0x${string}` }[]
    tokens: { address: `0x${string}`; symbol: string; decimals: number; name: string }[]
    /** The local constant-product exchange the provider swaps through. */
    exchange: { router: `0x${string}`; factory: `0x${string}`; wrappedNative: `0x${string}` }
  }[]
  provider: { url: string; port: number; relayUrl: string }
  demo?: { url: string; port: number }
  config: StackConfig
  stop(): Promise<void>
}
export function startStack(options?: {
  ports?: { chain?: number; chainB?: number; provider?: number; demo?: number }
  demoHeaders?: Record<string, string>
  indexerPollMs?: number
  /** redis://… for the provider's relay (REDIS_URL in `npm run demo`). */
  redisUrl?: string
  log?: (line: string) => void
}): Promise<Stack>
