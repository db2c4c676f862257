import type { WalletClient } from 'viem'
import type { Eip1193Provider } from '../provider/Eip1193Provider'
import { loadViemRuntime } from './loadViemRuntime'

/** The viem wallet client over a wallet's provider (one per provider), viem loaded on first use. */
export async function loadWalletClient(provider: Eip1193Provider): Promise<WalletClient> {
  return (await loadViemRuntime()).walletClientFor(provider)
}
