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
  /** The embedded wallet's secure frame (its own origin) and its development mailbox. */
  secureFrameUrl?: string
  mailboxUrl?: string
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
  stop(): Promise<void>
}
export function startStack(options?: {
  ports?: {
    chain?: number
    chainB?: number
    provider?: number
    demo?: number
    secureFrame?: number
  }
  demoHeaders?: Record<string, string>
  indexerPollMs?: number
  /** redis://… for the provider's relay (REDIS_URL in `npm run demo`). */
  redisUrl?: string
  log?: (line: string) => void
}): Promise<Stack>
