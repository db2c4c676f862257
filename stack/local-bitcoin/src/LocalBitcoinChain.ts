import type { Transaction } from 'bitcoinjs-lib'
import { assembleBlock, blockSubsidy, coinbaseTransaction, genesisBlock } from './blocks'
import { checkTransaction, decodeTransaction, type OutputLookup } from './checkTransaction'
import { COINBASE_MATURITY } from './constants'
import { BroadcastRefusal, type ChainTx, type StoredBlock, type TxOutput } from './types'

const outpoint = (txid: string, vout: number) => `${txid}:${vout}`
const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/** The chain's state: blocks, every transaction, the mempool, and who spent what. In memory only. */
export class LocalBitcoinChain {
  readonly blocks: StoredBlock[] = []
  private readonly txs = new Map<string, ChainTx>()
  private readonly mempoolTxids = new Set<string>()
  /** Spent outpoint -> the spending txid, for blocks and the mempool. */
  private readonly spentBy = new Map<string, string>()
  /** Output script (hex) -> txids paying it or spending from it, in the order the chain saw them. */
  private readonly scriptTxids = new Map<string, Set<string>>()

  constructor() {
    const genesis = genesisBlock()
    // Like bitcoind, the genesis coinbase is in no UTXO set and no index.
    this.blocks.push({
      height: 0,
      hash: genesis.getId(),
      time: genesis.timestamp,
      block: genesis,
      txids: [],
    })
  }

  get tip(): StoredBlock {
    return this.blocks[this.blocks.length - 1] as StoredBlock
  }

  transaction(txid: string): ChainTx | undefined {
    return this.txs.get(txid)
  }

  /** Mempool transactions, oldest first. */
  mempool(): ChainTx[] {
    return [...this.mempoolTxids].map((txid) => this.txs.get(txid) as ChainTx)
  }

  /** The txid spending an output, in a block or the mempool. */
  spender(txid: string, vout: number): string | undefined {
    return this.spentBy.get(outpoint(txid, vout))
  }

  /** Transactions touching a script: the mempool's newest first, then the chain's newest first. */
  scriptHistory(script: string): { mempool: ChainTx[]; confirmed: ChainTx[] } {
    const all = [...(this.scriptTxids.get(script) ?? [])].map((id) => this.txs.get(id) as ChainTx)
    const confirmed = all
      .filter((t) => t.block)
      .sort(
        (a, b) =>
          (b.block?.height ?? 0) - (a.block?.height ?? 0) ||
          (b.block?.index ?? 0) - (a.block?.index ?? 0),
      )
    return { mempool: all.filter((t) => !t.block).reverse(), confirmed }
  }

  /** Checks a raw transaction (checkTransaction.ts) and adds it to the mempool; answers its txid. */
  broadcast(hex: string): string {
    const tx = decodeTransaction(hex)
    const known = this.txs.get(tx.getId())
    if (known) {
      throw known.block
        ? new BroadcastRefusal(-27, 'Transaction already in block chain')
        : new BroadcastRefusal(-26, 'txn-already-known')
    }
    const checked = checkTransaction(tx, this.lookup, this.tip)
    this.add({ txid: checked.txid, tx, prevouts: checked.prevouts, fee: checked.fee })
    this.mempoolTxids.add(checked.txid)
    return checked.txid
  }

  /**
   * Mines `count` blocks, the first holding the whole mempool, each paying its coinbase to `script`,
   * timed now (or at `time`, in seconds) and at least a second after the block before.
   */
  mine(count: number, script: Uint8Array, time = Math.floor(Date.now() / 1000)): string[] {
    const hashes: string[] = []
    for (let i = 0; i < count; i++) {
      const height = this.tip.height + 1
      const included = this.mempool()
      const fees = included.reduce((sum, t) => sum + t.fee, 0n)
      const coinbase = coinbaseTransaction(height, script, blockSubsidy(height) + fees)
      const blockTime = Math.max(this.tip.time + 1, time)
      const txs: Transaction[] = [coinbase, ...included.map((t) => t.tx)]
      const block = assembleBlock(this.tip.block.getHash(), txs, blockTime)
      const stored: StoredBlock = { height, hash: block.getId(), time: blockTime, block, txids: [] }
      this.add({ txid: coinbase.getId(), tx: coinbase, prevouts: [], fee: 0n })
      for (const [index, tx] of txs.entries()) {
        const chainTx = this.txs.get(tx.getId()) as ChainTx
        chainTx.block = { height, hash: stored.hash, time: blockTime, index }
        stored.txids.push(chainTx.txid)
      }
      this.mempoolTxids.clear()
      this.blocks.push(stored)
      hashes.push(stored.hash)
    }
    return hashes
  }

  private add(chainTx: ChainTx): void {
    this.txs.set(chainTx.txid, chainTx)
    const scripts = new Set<string>()
    if (!chainTx.tx.isCoinbase()) {
      for (const [i, input] of chainTx.tx.ins.entries()) {
        const prevTxid = hexOf(Buffer.from(input.hash).reverse())
        this.spentBy.set(outpoint(prevTxid, input.index), chainTx.txid)
        scripts.add(hexOf((chainTx.prevouts[i] as TxOutput).script))
      }
    }
    for (const output of chainTx.tx.outs) scripts.add(hexOf(output.script))
    for (const script of scripts) {
      const set = this.scriptTxids.get(script) ?? new Set<string>()
      this.scriptTxids.set(script, set.add(chainTx.txid))
    }
  }

  private readonly lookup: OutputLookup = (txid, vout) => {
    const parent = this.txs.get(txid)
    const output = parent?.tx.outs[vout]
    if (!parent || !output) return { missing: true }
    const spender = this.spentBy.get(outpoint(txid, vout))
    if (spender)
      return this.mempoolTxids.has(spender) ? { spentInMempool: true } : { missing: true }
    const height = parent.block?.height
    if (
      parent.tx.isCoinbase() &&
      height !== undefined &&
      this.tip.height + 1 - height < COINBASE_MATURITY
    )
      return { immatureCoinbase: true }
    return { output: { script: output.script, value: output.value } }
  }
}
