import type { AccountEntry } from '@latchkey/core'
import { getAddress, isAddress } from 'viem'

/** A wallet's account list as checksummed EOA entries; anything that is not an address is left out. */
export function toAccountEntries(accounts: readonly unknown[]): AccountEntry[] {
  return accounts
    .filter(
      (account): account is string =>
        typeof account === 'string' && isAddress(account, { strict: false }),
    )
    .map((account) => ({ address: getAddress(account), type: 'eoa' }))
}
