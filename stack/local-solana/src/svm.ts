import { type AccountInfo, PublicKey, type VersionedTransaction } from '@solana/web3.js'
import {
  Account,
  type Clock,
  FailedTransactionMetadata,
  LiteSvm,
  type SimulatedTransactionInfo,
  type TransactionMetadata,
} from 'litesvm/dist/internal.js'

export { FailedTransactionMetadata, type TransactionMetadata }

function toAccountInfo(account: Account): AccountInfo<Uint8Array> {
  return {
    lamports: Number(account.lamports()),
    data: account.data(),
    owner: new PublicKey(account.owner()),
    executable: account.executable(),
    rentEpoch: Number(account.rentEpoch()),
  }
}

/**
 * LiteSVM's byte-level runtime seen through @solana/web3.js 1.x types (the package's own
 * wrapper speaks @solana/kit; this chain receives wire bytes and serves web3.js clients).
 */
export class Svm {
  readonly #inner = new LiteSvm()

  constructor() {
    // Blockhash ages are the ledger's job: LiteSVM alone accepts only its latest blockhash.
    this.#inner.setBlockhashCheck(false)
  }

  latestBlockhash(): string {
    return this.#inner.latestBlockhash()
  }
  expireBlockhash(): void {
    this.#inner.expireBlockhash()
  }
  warpToSlot(slot: bigint): void {
    this.#inner.warpToSlot(slot)
  }
  getClock(): Clock {
    return this.#inner.getClock()
  }
  setClock(clock: Clock): void {
    this.#inner.setClock(clock)
  }
  setSigverify(enabled: boolean): void {
    this.#inner.setSigverify(enabled)
  }
  minimumBalanceForRentExemption(dataLength: bigint): bigint {
    return this.#inner.minimumBalanceForRentExemption(dataLength)
  }

  getAccount(address: PublicKey): AccountInfo<Uint8Array> | null {
    const account = this.#inner.getAccount(address.toBytes())
    return account ? toAccountInfo(account) : null
  }

  setAccount(address: PublicKey, account: AccountInfo<Uint8Array>): void {
    this.#inner.setAccount(
      address.toBytes(),
      new Account(
        BigInt(account.lamports),
        account.data,
        account.owner.toBytes(),
        account.executable,
        BigInt(account.rentEpoch ?? 0),
      ),
    )
  }

  /** Every account owned by `programId`. */
  programAccounts(programId: PublicKey): [PublicKey, AccountInfo<Uint8Array>][] {
    return this.#inner
      .getProgramAccounts(programId.toBytes())
      .map((entry) => [new PublicKey(entry.address), toAccountInfo(entry.account())])
  }

  sendTransaction(
    transaction: VersionedTransaction,
  ): TransactionMetadata | FailedTransactionMetadata {
    const wire = transaction.serialize()
    return transaction.version === 'legacy'
      ? this.#inner.sendLegacyTransaction(wire)
      : this.#inner.sendVersionedTransaction(wire)
  }

  simulateTransaction(
    transaction: VersionedTransaction,
  ): SimulatedTransactionInfo | FailedTransactionMetadata {
    const wire = transaction.serialize()
    return transaction.version === 'legacy'
      ? this.#inner.simulateLegacyTransaction(wire)
      : this.#inner.simulateVersionedTransaction(wire)
  }
}
