import type { CaipNetwork } from '@latchkey/core'
import {
  type BitcoinDevWallet,
  type CreateBitcoinDevWalletParameters,
  createBitcoinDevWallet,
} from '@latchkey/dev-wallet/bitcoin'
import { type LocalBitcoin, startLocalBitcoin } from '@latchkey/local-bitcoin'
import { createWalletRegistry, type WalletRegistryFake } from '@latchkey/test-fakes'
import type { Wallet } from '@wallet-standard/base'
import {
  type BitcoinAdapter,
  type BitcoinAdapterOptions,
  bitcoinAdapter,
} from '../../src/bitcoinAdapter'
import { localBitcoin } from '../../src/networks/presets'

export interface BitcoinStack {
  chain: LocalBitcoin
  network: CaipNetwork
  /** GET an Esplora route of the chain as JSON. */
  read<T>(path: string): Promise<T>
  stop(): Promise<void>
}

/** A fresh local regtest chain on a free loopback port; blocks only when a test mines one. */
export async function startBitcoinStack(): Promise<BitcoinStack> {
  const chain = await startLocalBitcoin({ port: 0 })
  return {
    chain,
    network: localBitcoin({ esploraUrl: chain.url }),
    async read(path) {
      const response = await fetch(`${chain.url}${path}`)
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
      return response.json()
    },
    stop: () => chain.close(),
  }
}

/**
 * The Bitcoin dev wallet over the chain's keys: account i pays from P2WPKH key i and holds
 * ordinals on P2TR key 5 + i (BITCOIN_DEV_KEYS' order).
 */
export function devWalletOn(
  stack: BitcoinStack,
  options: Partial<CreateBitcoinDevWalletParameters> = {},
): BitcoinDevWallet {
  const keys = stack.chain.devKeys
  return createBitcoinDevWallet({
    accounts: [0, 1].map((i) => ({
      payment: keys[i]?.privateKey as string,
      ordinals: keys[5 + i]?.privateKey as string,
    })),
    chain: 'bitcoin:regtest',
    ...options,
  })
}

/** An adapter that finds `wallet` in a registry of its own; its connector id is the wallet's name. */
export function adapterWith(
  stack: BitcoinStack,
  wallet: BitcoinDevWallet,
  options: BitcoinAdapterOptions = {},
): { adapter: BitcoinAdapter; connectorId: string; registry: WalletRegistryFake<Wallet> } {
  const registry = createWalletRegistry<Wallet>()
  registry.register(wallet.wallet)
  const adapter = bitcoinAdapter({
    networks: [stack.network],
    wallets: registry,
    window: () => undefined,
    ...options,
  })
  adapter.syncConnectors()
  return { adapter, connectorId: wallet.wallet.name, registry }
}

/** An address's confirmed + mempool balance in sats, read straight from the chain. */
export async function satsOf(stack: BitcoinStack, address: string): Promise<bigint> {
  const { chain_stats: c, mempool_stats: m } = await stack.read<{
    chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
    mempool_stats: { funded_txo_sum: number; spent_txo_sum: number }
  }>(`/address/${address}`)
  return BigInt(c.funded_txo_sum - c.spent_txo_sum + m.funded_txo_sum - m.spent_txo_sum)
}
