/** What the local stack serves at /latchkey.config.json (the parts this example reads). */
export interface ExampleConfig {
  projectId: string
  providerUrl: string
  /** The provider's WalletConnect relay (ws://…/relay). */
  relayUrl?: string
  chains: { chainId: number; name: string; rpcUrl: string }[]
  /** Local-chain development keys, for the EIP-6963 dev wallet. */
  devWallet?: { privateKeys: `0x${string}`[] }
  /** The embedded wallet's secure frame (e-mail login). */
  secureFrameUrl?: string
}

export async function loadConfig(): Promise<ExampleConfig> {
  const response = await fetch('/latchkey.config.json', { cache: 'no-store' })
  if (!response.ok) throw new Error(`No config (${response.status}): serve it beside the app`)
  return (await response.json()) as ExampleConfig
}
