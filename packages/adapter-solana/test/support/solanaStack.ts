import type { CaipNetwork } from '@latchkey/core'
import {
  type CreateSolanaDevWalletParameters,
  createSolanaDevWallet,
  type SolanaDevWallet,
} from '@latchkey/dev-wallet'
import { type LocalSolana, startLocalSolana } from '@latchkey/local-solana'
import { createWalletRegistry, type WalletRegistryFake } from '@latchkey/test-fakes'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, PublicKey } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import { localSolana } from '../../src/networks/presets'
import {
  type SolanaAdapter,
  type SolanaAdapterOptions,
  solanaAdapter,
} from '../../src/solanaAdapter'

export interface SolanaStack {
  chain: LocalSolana
  network: CaipNetwork
  reader: Connection
  stop(): Promise<void>
}

/** A fresh local Solana chain (LiteSVM) on a free loopback port, with its demo tokens. */
export async function startSolanaStack(): Promise<SolanaStack> {
  const chain = await startLocalSolana({ port: 0 })
  return {
    chain,
    network: localSolana({ rpcUrl: chain.rpcUrl, genesisHash: chain.genesisHash }),
    reader: new Connection(chain.rpcUrl, 'confirmed'),
    stop: () => chain.stop(),
  }
}

/** The Solana dev wallet over the chain's first two development accounts. */
export function devWalletOn(
  stack: SolanaStack,
  options: Partial<CreateSolanaDevWalletParameters> = {},
): SolanaDevWallet {
  return createSolanaDevWallet({
    secretKeys: stack.chain.accounts.slice(0, 2).map((account) => account.secretKey),
    chains: [{ chain: 'solana:localnet', rpcUrl: stack.chain.rpcUrl }],
    ...options,
  })
}

/** An adapter that finds `wallet` in a registry of its own; its connector id is the wallet's name. */
export function adapterWith(
  stack: SolanaStack,
  wallet: SolanaDevWallet,
  options: SolanaAdapterOptions = {},
): { adapter: SolanaAdapter; connectorId: string; registry: WalletRegistryFake<Wallet> } {
  const registry = createWalletRegistry<Wallet>()
  registry.register(wallet.wallet)
  const adapter = solanaAdapter({ networks: [stack.network], wallets: registry, ...options })
  adapter.syncConnectors()
  return { adapter, connectorId: wallet.wallet.name, registry }
}

/** A token balance read straight from the chain: 0n while the owner has no token account. */
export async function tokenBalance(
  reader: Connection,
  owner: string,
  token: { mint: string; programId: string },
): Promise<bigint> {
  const account = getAssociatedTokenAddressSync(
    new PublicKey(token.mint),
    new PublicKey(owner),
    true,
    new PublicKey(token.programId),
  )
  if (!(await reader.getAccountInfo(account))) return 0n
  return BigInt((await reader.getTokenAccountBalance(account)).value.amount)
}
