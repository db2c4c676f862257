/** What the local stack serves at /latchkey.config.json (stack/scripts/startStack.mjs). */
export interface DemoConfig {
  projectId: string
  providerUrl: string
  /** The provider's WalletConnect relay (ws://…/relay); WalletConnect is left out without it. */
  relayUrl?: string
  chains: {
    chainId: number
    name: string
    rpcUrl: string
    tokens: {
      address: `0x${string}`
      symbol: string
      decimals: number
      name: string
      kind: string
    }[]
  }[]
  /** Local-chain development keys; present only on the local stack. */
  devWallet?: { privateKeys: `0x${string}`[] }
  /** The local Polkadot chain (chopsticks), when the stack runs one. */
  polkadot?: {
    caipNetworkId: string
    genesisHash: string
    name: string
    wsUrl: string
    ss58Format: number
    decimals: number
    symbol: string
    /** Development secret URIs (//Alice …) for the Polkadot dev extension. */
    devAccounts: string[]
  }
  /** The demo's sign-in server (stack/scripts/siwxServer.mjs). */
  siwxUrl?: string
  /** The local Bitcoin regtest chain (stack/local-bitcoin; stack/scripts/bitcoin.mjs). */
  bitcoin?: {
    caipNetworkId: string
    genesisHash: string
    name: string
    network: 'regtest'
    /** The chain's Esplora REST base URL (no trailing slash). */
    esploraUrl: string
    /** The same Esplora API through the provider's proxy: `<provider>/v1/esplora/<projectId>/<caipNetworkId>`. */
    providerEsploraUrl: string
    /** Development keys only: three P2WPKH then three P2TR keys (hex), for the Bitcoin dev wallet. */
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
  /** The embedded wallet's secure frame and its development mailbox (src/embedded.ts). */
  secureFrameUrl?: string
  mailboxUrl?: string
  /** Sign In With Farcaster on the secure frame: the local IdRegistry it reads. */
  farcaster?: { rpcUrl: string; idRegistry: string }
}

export async function loadConfig(): Promise<DemoConfig> {
  const response = await fetch('/latchkey.config.json', { cache: 'no-store' })
  if (!response.ok)
    throw new Error(`No demo config (${response.status}): start the demo with npm run demo`)
  return (await response.json()) as DemoConfig
}
