import { Transaction } from 'bitcoinjs-lib'
import { MIN_RELAY_FEE_RATE } from './constants'
import { BroadcastRefusal, type TxOutput } from './types'
import { verifyInputScripts } from './verifyInputScripts'

const MAX_STANDARD_TX_WEIGHT = 400_000
const MAX_MONEY = 21_000_000n * 100_000_000n
const DUST_RELAY_FEE_RATE = 3 // sat/vB, bitcoind's -dustrelayfee default
const FINAL_SEQUENCE = 0xffffffff
const LOCKTIME_THRESHOLD = 500_000_000

/** What a transaction's inputs may spend: an unspent output, or why not. */
export type OutputLookup = (
  txid: string,
  vout: number,
) =>
  | { output: TxOutput }
  | { missing: true }
  | { spentInMempool: true }
  | { immatureCoinbase: true }

export interface CheckedTransaction {
  tx: Transaction
  txid: string
  prevouts: TxOutput[]
  fee: bigint
}

const refuse = (code: number, reason: string): never => {
  throw new BroadcastRefusal(code, reason)
}

/** Decodes raw hex, refusing anything but one whole transaction. */
export function decodeTransaction(hex: string): Transaction {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) refuse(-22, 'TX decode failed')
  let tx: Transaction | undefined
  try {
    tx = Transaction.fromHex(hex)
  } catch {
    refuse(-22, 'TX decode failed')
  }
  if (!tx || tx.toHex() !== hex.toLowerCase()) return refuse(-22, 'TX decode failed')
  return tx
}

/**
 * bitcoind's mempool acceptance, as far as this chain goes (README: what it checks): the inputs exist
 * and are unspent, no money is made, the fee meets the relay minimum, no output is dust, the lock
 * time has passed, and every input's script verifies.
 */
export function checkTransaction(
  tx: Transaction,
  lookup: OutputLookup,
  tip: { height: number; time: number },
): CheckedTransaction {
  const txid = tx.getId()
  if (tx.ins.length === 0) refuse(-26, 'bad-txns-vin-empty')
  if (tx.outs.length === 0) refuse(-26, 'bad-txns-vout-empty')
  if (tx.isCoinbase()) refuse(-26, 'coinbase')
  if (tx.weight() > MAX_STANDARD_TX_WEIGHT) refuse(-26, 'tx-size')
  const outpoints = new Set(tx.ins.map((i) => `${Buffer.from(i.hash).toString('hex')}:${i.index}`))
  if (outpoints.size !== tx.ins.length) refuse(-26, 'bad-txns-inputs-duplicate')
  let out = 0n
  for (const o of tx.outs) {
    if (o.value < 0n || o.value > MAX_MONEY) refuse(-26, 'bad-txns-vout-toolarge')
    out += o.value
    if (isDust(o.script, o.value)) refuse(-26, 'dust')
  }
  if (out > MAX_MONEY) refuse(-26, 'bad-txns-txouttotal-toolarge')
  if (!isFinal(tx, tip)) refuse(-26, 'non-final')

  const prevouts: TxOutput[] = []
  for (const input of tx.ins) {
    const prevTxid = Buffer.from(input.hash).reverse().toString('hex')
    const found = lookup(prevTxid, input.index)
    if ('spentInMempool' in found) refuse(-26, 'txn-mempool-conflict')
    if ('immatureCoinbase' in found) refuse(-26, 'bad-txns-premature-spend-of-coinbase')
    if ('missing' in found) refuse(-25, 'bad-txns-inputs-missingorspent')
    if ('output' in found) prevouts.push(found.output)
  }
  const inValue = prevouts.reduce((sum, o) => sum + o.value, 0n)
  if (inValue < out) refuse(-26, 'bad-txns-in-belowout')
  const fee = inValue - out
  const minFee = BigInt(tx.virtualSize() * MIN_RELAY_FEE_RATE)
  if (fee < minFee) refuse(-26, `min relay fee not met, ${fee} < ${minFee}`)

  const failure = verifyInputScripts(tx.toHex(), prevouts)
  if (failure) refuse(-26, `mandatory-script-verify-flag-failed (${failure})`)
  return { tx, txid, prevouts, fee }
}

/** bitcoind's dust rule: an output worth less than spending it would cost at the dust relay fee rate. */
function isDust(script: Uint8Array, value: bigint): boolean {
  if (script[0] === 0x6a) return false // OP_RETURN: unspendable, never dust
  const outputSize = 8 + varIntSize(script.length) + script.length
  const spendSize = isWitnessProgram(script) ? 67 : 148
  return value < BigInt((outputSize + spendSize) * DUST_RELAY_FEE_RATE)
}

export function isWitnessProgram(script: Uint8Array): boolean {
  const [version, length] = script
  if (script.length < 4 || script.length > 42 || version === undefined) return false
  return (version === 0 || (version >= 0x51 && version <= 0x60)) && length === script.length - 2
}

const varIntSize = (n: number) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : 5)

function isFinal(tx: Transaction, tip: { height: number; time: number }): boolean {
  if (tx.locktime === 0) return true
  const limit = tx.locktime < LOCKTIME_THRESHOLD ? tip.height + 1 : tip.time
  if (tx.locktime < limit) return true
  return tx.ins.every((i) => i.sequence === FINAL_SEQUENCE)
}
