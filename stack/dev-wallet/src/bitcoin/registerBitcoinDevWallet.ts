import type { Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'

/** Registers the wallet on the page (Wallet Standard), where any Bitcoin app finds it. */
export function registerBitcoinDevWallet(wallet: Wallet): void {
  registerWallet(wallet)
}
