import type { AccountEntry } from '@latchkey/core'
import { getAddress } from 'viem'
import { isAddress } from '../hex/isAddress'

/** A wallet's account list as checksummed EOA entries; anything that is not an address is left out. */
export function toAccountEntries(accounts: readonly unknown[]): AccountEntry[] {
  return accounts
    .filter((account): account is string => isAddress(account))
    .map((account) => ({ address: getAddress(account), type: 'eoa' }))
}
