import { AddressLookupTableAccount, type PublicKey, type VersionedMessage } from '@solana/web3.js'
import type { Svm } from './svm'
import { TransactionRejectedError } from './transactionErrors'

/** The message's account keys, lookup-table ones loaded from the chain (v0 messages). */
export function resolveAccountKeys(svm: Svm, message: VersionedMessage) {
  const tables = message.addressTableLookups.map((lookup) => {
    const account = svm.getAccount(lookup.accountKey)
    if (!account) throw new TransactionRejectedError('AddressLookupTableNotFound')
    try {
      return new AddressLookupTableAccount({
        key: lookup.accountKey,
        state: AddressLookupTableAccount.deserialize(account.data),
      })
    } catch {
      throw new TransactionRejectedError('InvalidAddressLookupTableData')
    }
  })
  let keys: ReturnType<VersionedMessage['getAccountKeys']>
  try {
    keys = message.getAccountKeys({ addressLookupTableAccounts: tables })
  } catch {
    throw new TransactionRejectedError('InvalidAddressLookupTableIndex')
  }
  const loaded = keys.accountKeysFromLookups ?? { writable: [], readonly: [] }
  const all: PublicKey[] = [...keys.staticAccountKeys, ...loaded.writable, ...loaded.readonly]
  return {
    all,
    loaded: {
      writable: loaded.writable.map((key) => key.toBase58()),
      readonly: loaded.readonly.map((key) => key.toBase58()),
    },
  }
}
