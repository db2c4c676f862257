import type { AccountType } from './account'

/** SPEC §3 embedded-wallet user. */
export interface EmbeddedWalletUser {
  email?: string
  address: string
  chainId: number | string
  accounts?: { address: string; type: Extract<AccountType, 'eoa' | 'smartAccount'> }[]
  smartAccountDeployed?: boolean
  preferredAccountType?: AccountType
  userName?: string
  /** The same login's Solana account, when the wallet has one (the embedded frame does). */
  solanaAddress?: string
}
