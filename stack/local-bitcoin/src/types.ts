import type { Block, Transaction } from 'bitcoinjs-lib'

/** A transaction output: its locking script and value in sats. */
export interface TxOutput {
  script: Uint8Array
  value: bigint
}

/** Where a confirmed transaction sits. */
export interface BlockRef {
  height: number
  hash: string
  time: number
}

/** A transaction the chain holds, in a block or in the mempool. */
export interface ChainTx {
  txid: string
  tx: Transaction
  /** The outputs its inputs spend, in input order; empty for a coinbase. */
  prevouts: TxOutput[]
  /** Inputs less outputs, in sats; 0 for a coinbase. */
  fee: bigint
  /** Its block and position there, once mined. */
  block?: BlockRef & { index: number }
}

export interface StoredBlock extends BlockRef {
  block: Block
  txids: string[]
}

/** Why a broadcast transaction was refused, in bitcoind's words (`sendrawtransaction`'s code and reason). */
export class BroadcastRefusal extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
  ) {
    super(reason)
    this.name = 'BroadcastRefusal'
  }
}
