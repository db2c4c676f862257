/** SPEC §3 account kinds: eoa and smartAccount (EVM), payment and ordinal (bitcoin). */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/** An account a wallet exposes, with its kind. */
export interface AccountEntry {
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}
