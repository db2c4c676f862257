import { WagmiAdapter } from '@latchkey/adapter-wagmi'
import { embeddedWallet } from '@latchkey/embedded-wallet'
import { cookieStorage, createStorage } from 'wagmi'

/** What the local stack serves at /latchkey.config.json (stack/scripts/startStack.mjs). */
export interface StackConfig {
  projectId: string
  providerUrl: string
  chains: { chainId: number; name: string; rpcUrl: string; tokens: Token[] }[]
  devWallet?: { privateKeys: `0x${string}`[] }
  /** The secure frame of the e-mail (embedded) wallet, when the stack runs one. */
  secureFrameUrl?: string
}

export interface Token {
  address: `0x${string}`
  symbol: string
  decimals: number
}

export async function loadStackConfig(): Promise<StackConfig> {
  const response = await fetch('/latchkey.config.json', { cache: 'no-store' })
  if (!response.ok) throw new Error(`No stack config (${response.status})`)
  return (await response.json()) as StackConfig
}

/** The app's networks, defined as custom networks are: the two local chains. */
export function networksOf(stack: StackConfig) {
  return stack.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}` as const,
    chainNamespace: 'eip155' as const,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }))
}

/** The adapter as apps of this field build it: cookie storage and ssr, so a server render matches. */
export function createWagmiAdapter(stack: StackConfig) {
  return new WagmiAdapter({
    storage: createStorage({ storage: cookieStorage }),
    ssr: true,
    projectId: stack.projectId,
    networks: networksOf(stack),
    // E-mail login: the embedded wallet is a wagmi connector like the others.
    connectors: stack.secureFrameUrl
      ? [embeddedWallet({ frameUrl: stack.secureFrameUrl, projectId: stack.projectId })]
      : [],
  })
}
