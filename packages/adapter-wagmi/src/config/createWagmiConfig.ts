import type { CaipNetwork } from '@latchkey/core'
import { type Config, type CreateConnectorFn, createConfig, http, type Storage } from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import { toWagmiChain } from './toWagmiChain'

export interface WagmiConfigParameters {
  networks: readonly CaipNetwork[]
  /** wagmi's connectors beside the EIP-6963 wallets it discovers itself. */
  connectors?: readonly CreateConnectorFn[]
  /** Per chain id; default `http()` over the network's first RPC URL. */
  transports?: Readonly<Record<number, Transport>>
  ssr?: boolean
  /** wagmi's storage (`createStorage({ storage: cookieStorage })` for SSR); wagmi's default else. */
  storage?: Storage | null
  /** EIP-6963 discovery. Default true. */
  multiInjectedProviderDiscovery?: boolean
}

/** The app's wagmi config over the eip155 networks it gave the adapter. */
export function createWagmiConfig(parameters: WagmiConfigParameters): Config {
  const chains = parameters.networks.filter((n) => n.chainNamespace === 'eip155').map(toWagmiChain)
  if (chains.length === 0) throw new TypeError('WagmiAdapter needs at least one eip155 network')
  const transports = Object.fromEntries(
    chains.map((chain) => [chain.id, parameters.transports?.[chain.id] ?? http()]),
  )
  return createConfig({
    chains: chains as [Chain, ...Chain[]],
    transports,
    connectors: [...(parameters.connectors ?? [])],
    multiInjectedProviderDiscovery: parameters.multiInjectedProviderDiscovery ?? true,
    ssr: parameters.ssr ?? false,
    ...(parameters.storage !== undefined ? { storage: parameters.storage } : {}),
  })
}
