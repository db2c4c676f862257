/** The local Bitcoin regtest chain (stack/local-bitcoin), as the demo config carries it. */
export interface BitcoinStackConfig {
  /** `bip122:0f9188f13cb7b2c71f2a335e3a4fc328` (regtest's genesis hash, first 32 hex characters). */
  caipNetworkId: string
  genesisHash: string
  name: string
  network: 'regtest'
  /** The chain's own Esplora REST base URL (no trailing slash). */
  esploraUrl: string
  /** The same Esplora API through the provider's proxy: `<provider>/v1/esplora/<projectId>/<caipNetworkId>`. */
  providerEsploraUrl: string
  /** Development keys only: three P2WPKH then three P2TR keys, hex. */
  devWallet: {
    keys: {
      type: 'p2wpkh' | 'p2tr'
      path: string
      address: string
      publicKey: string
      privateKey: string
    }[]
  }
}
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
  /** The demo NFT collections on the primary chain (issue 37) and their metadata server. */
  nfts: {
    metadataUrl: string
    collections: { keys: `0x${string}`; badges: `0x${string}`; airdrop: `0x${string}` }
    /** The Metaplex NFT on the local Solana chain (development account 0) and its collection. */
    solana: { key: string; collection: string }
  }
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
  /** The local Solana chain's HTTP JSON-RPC URL (stack/local-solana). */
  solanaRpcUrl: string
  solana: {
    /** CAIP-2 id: `solana:` + the first 32 characters of the genesis hash. */
    chainId: `solana:${string}`
    genesisHash: string
    rpcUrl: string
    wsUrl: string
    tokens: {
      symbol: string
      name: string
      decimals: number
      program: string
      programId: string
      mint: string
    }[]
    /** 64-byte secret keys of the first three development accounts, as number arrays. */
    devWallet: { secretKeys: number[][] }
  }
  /** The embedded wallet's secure frame (its own origin) and its development mailbox. */
  secureFrameUrl?: string
  mailboxUrl?: string
  /**
   * Sign In With Farcaster (stack/scripts/farcaster.mjs): the local IdRegistry the secure frame
   * reads, the stack's auth relay it opens channels on and the key a Farcaster app answers with.
   */
  farcaster?: { rpcUrl: string; idRegistry: `0x${string}`; relayUrl: string; authKey: string }
  bitcoin: BitcoinStackConfig
}
export interface Stack {
  chains: {
    chainId: number
    rpcUrl: string
    accounts: { address: `0x${string}`; privateKey: `0x${string}` }[]
    tokens: { address: `0x${string}`; symbol: string; decimals: number; name: string }[]
    /** The local constant-product exchange the provider swaps through. */
    exchange: { router: `0x${string}`; factory: `0x${string}`; wrappedNative: `0x${string}` }
    /** Chainlink USD feeds (MockV3Aggregator) of ETH and the demo tokens, the provider's first prices. */
    priceFeeds: { symbol: string; pair: string; decimals: number; address: `0x${string}` }[]
  }[]
  solana: import('@latchkey/local-solana').LocalSolana
  /** The local Bitcoin regtest chain; it mines a block 1 s after each broadcast. */
  bitcoin: import('@latchkey/local-bitcoin').LocalBitcoin
  provider: { url: string; port: number; relayUrl: string }
  demo?: { url: string; port: number }
  config: StackConfig
  /** The local Polkadot chain, when started. */
  polkadot?: { wsUrl: string; caipNetworkId: string; stop(): Promise<void> }
  stop(): Promise<void>
}
export function startStack(options?: {
  ports?: {
    chain?: number
    chainB?: number
    solana?: number
    provider?: number
    demo?: number
    polkadot?: number
    secureFrame?: number
    bitcoin?: number
  }
  /** Starts the local Polkadot chain too (chopsticks, from ../shared/fixtures/polkadot/). */
  polkadot?: boolean
  demoHeaders?: Record<string, string>
  indexerPollMs?: number
  /** The provider's balance and price cache lifetime (default SPEC §9's 30 s). */
  balanceTtlMs?: number
  /** The secure frame's e-mail codes per IP in an hour (default 30); the browser tests share one frame. */
  frameCodesPerIpPerHour?: number
  /** redis://… for the provider's relay (REDIS_URL in `npm run demo`). */
  redisUrl?: string
  log?: (line: string) => void
}): Promise<Stack>
