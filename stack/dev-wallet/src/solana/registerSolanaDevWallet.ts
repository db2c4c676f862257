import type { Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'

/** Registers the wallet on the page (Wallet Standard), where any Solana app finds it. */
export function registerSolanaDevWallet(wallet: Wallet): void {
  registerWallet(wallet)
}
