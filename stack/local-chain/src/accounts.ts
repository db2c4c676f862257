import { type Hex, toHex } from 'viem'
import { hdKeyToAccount, mnemonicToAccount } from 'viem/accounts'
import type { LocalAccountKey } from './types'

/** Derives the accounts anvil prefunds from `mnemonic` (path m/44'/60'/0'/0/i). */
export function deriveAccounts(mnemonic: string, count: number): LocalAccountKey[] {
  // One seed derivation (slow PBKDF2) for all accounts: the path 'm' yields the master key.
  const master = mnemonicToAccount(mnemonic, { path: 'm' as `m/44'/60'/${string}` }).getHdKey()
  return Array.from({ length: count }, (_, addressIndex) => {
    const account = hdKeyToAccount(master, { addressIndex })
    const key = account.getHdKey().privateKey
    if (!key) throw new Error(`Cannot derive a private key for account ${addressIndex}`)
    return { address: account.address, privateKey: toHex(key) as Hex }
  })
}
