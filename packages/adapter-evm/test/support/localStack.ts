import type { CaipNetwork } from '@latchkey/core'
import { announceDevWallet, createDevWallet, type DevWalletProvider } from '@latchkey/dev-wallet'
import { type LocalChain, startLocalChain } from '@latchkey/local-chain'
import { createPublicClient, erc20Abi, http, type PublicClient } from 'viem'
import { type EvmAdapter, type EvmAdapterOptions, evmAdapter } from '../../src/evmAdapter'
import { localDevnet } from '../../src/networks/localDevnet'

export interface LocalStack {
  chains: LocalChain[]
  networks: CaipNetwork[]
  stop(): Promise<void>
}

/** Real anvil nodes on loopback for the given chain ids, stopped together. */
export async function startLocalStack(chainIds: readonly number[]): Promise<LocalStack> {
  const chains = await Promise.all(chainIds.map((chainId) => startLocalChain({ port: 0, chainId })))
  return {
    chains,
    networks: chains.map((chain) => localDevnet(chain.chainId, chain.rpcUrl)),
    stop: async () => {
      await Promise.all(chains.map((chain) => chain.stop()))
    },
  }
}

/** The dev wallet over the first two prefunded accounts, knowing only `chains`. */
export function devWalletOn(
  chains: readonly LocalChain[],
  options: { mode?: 'auto-approve' | 'manual'; chainId?: number } = {},
): DevWalletProvider {
  const [first] = chains
  if (!first) throw new Error('devWalletOn needs at least one chain')
  return createDevWallet({
    accounts: first.accounts.slice(0, 2).map((account) => account.privateKey),
    chains: chains.map((chain) => ({
      id: chain.chainId,
      name: chain.chain.name,
      rpcUrl: chain.rpcUrl,
    })),
    mode: options.mode ?? 'auto-approve',
    ...(options.chainId ? { chainId: options.chainId } : {}),
  })
}

/** An adapter discovering `wallet` through EIP-6963 on its own EventTarget "window". */
export function adapterWith(
  wallet: DevWalletProvider,
  options: EvmAdapterOptions = {},
): { adapter: EvmAdapter; target: EventTarget; connectorId: string } {
  const target = new EventTarget()
  announceDevWallet(wallet, undefined, target)
  const adapter = evmAdapter({ window: target, ...options })
  adapter.syncConnectors()
  return { adapter, target, connectorId: wallet.info.rdns }
}

/** A plain reader of the chain, independent of the adapter and its caches. */
export function chainReader(chain: LocalChain): PublicClient {
  return createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) })
}

export function tokenBalance(
  reader: PublicClient,
  token: `0x${string}`,
  owner: `0x${string}`,
): Promise<bigint> {
  return reader.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}
