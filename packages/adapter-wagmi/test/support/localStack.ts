import type { CaipNetwork } from '@latchkey/core'
import { announceDevWallet, createDevWallet, type DevWalletProvider } from '@latchkey/dev-wallet'
import { type LocalChain, startLocalChain } from '@latchkey/local-chain'
import { createStorage, type Storage } from '@wagmi/core'
import { createPublicClient, http, type PublicClient } from 'viem'
import { WagmiAdapter } from '../../src/WagmiAdapter'

export interface LocalStack {
  chains: LocalChain[]
  networks: CaipNetwork[]
  stop(): Promise<void>
}

/** Real anvil nodes on loopback for the given chain ids, as the app's eip155 networks. */
export async function startLocalStack(chainIds: readonly number[]): Promise<LocalStack> {
  const chains = await Promise.all(chainIds.map((chainId) => startLocalChain({ port: 0, chainId })))
  return {
    chains,
    networks: chains.map((chain) => localNetwork(chain.chainId, chain.rpcUrl)),
    stop: async () => {
      await Promise.all(chains.map((chain) => chain.stop()))
    },
  }
}

/** A CaipNetwork as an app writes one (SPEC §3), on the local node. */
export function localNetwork(chainId: number, rpcUrl: string): CaipNetwork {
  const rpc = { http: [rpcUrl] }
  return {
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name: `Local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: rpc, chainDefault: rpc },
    testnet: true,
  }
}

/** The dev wallet over the first two prefunded accounts, knowing every chain of the stack. */
export function devWalletOn(
  stack: LocalStack,
  mode: 'auto-approve' | 'manual' = 'auto-approve',
): DevWalletProvider {
  const [first] = stack.chains
  if (!first) throw new Error('devWalletOn needs at least one chain')
  return createDevWallet({
    accounts: first.accounts.slice(0, 2).map((account) => account.privateKey),
    chains: stack.chains.map((c) => ({ id: c.chainId, name: c.chain.name, rpcUrl: c.rpcUrl })),
    mode,
  })
}

/** wagmi's storage over a Map: what a page's localStorage is across a reload. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return createStorage({
    storage: {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    },
  })
}

export interface Page {
  adapter: WagmiAdapter
  connectorId: string
  /** Stops the announcement and the adapter: the page is gone. */
  close(): void
}

/** A "page": the wallet announced through EIP-6963 on window, and an adapter discovering it. */
export function pageWith(
  stack: LocalStack,
  wallet: DevWalletProvider,
  storage: Storage = memoryStorage(),
): Page {
  const unannounce = announceDevWallet(wallet)
  const adapter = new WagmiAdapter({ networks: stack.networks, projectId: 'test', storage })
  return {
    adapter,
    connectorId: wallet.info.rdns,
    close() {
      unannounce()
      adapter.destroy()
    },
  }
}

export function chainReader(chain: LocalChain): PublicClient {
  return createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) })
}
