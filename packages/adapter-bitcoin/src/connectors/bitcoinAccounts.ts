import type { KitAccounts } from '@latchkey/adapter-kit'
import type { AccountEntry } from '@latchkey/core'
import type { BitcoinAccount } from './BitcoinSigner'

/** SPEC §3 account entries: `payment` and `ordinal`. */
export function accountEntries(accounts: readonly BitcoinAccount[]): AccountEntry[] {
  return accounts.map((a) => ({
    address: a.address,
    type: a.purpose === 'ordinals' ? 'ordinal' : 'payment',
    ...(a.publicKey ? { publicKey: a.publicKey } : {}),
  }))
}

/** The address a connection uses: the payment one by default (SPEC §3 bip122 payment). */
export function paymentAddress(accounts: readonly BitcoinAccount[]): string | undefined {
  return (accounts.find((a) => a.purpose === 'payment') ?? accounts[0])?.address
}

/** How the wallet kit reads Bitcoin accounts; a wallet holds keys for one kind of chain. */
export const bitcoinAccounts: KitAccounts<BitcoinAccount> = {
  address: paymentAddress,
  entries: accountEntries,
  defaultCaipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
}
