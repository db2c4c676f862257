import type { TransferRow } from '../../history/HistoryReader'
import { bitcoinAddressKey } from './bitcoinAddresses'
import type { EsploraOutput, EsploraTx } from './esploraTypes'

const keyOf = (o: EsploraOutput | null) =>
  o ? (o.scriptpubkey_address ? bitcoinAddressKey(o.scriptpubkey_address) : o.scriptpubkey) : ''

/**
 * A transaction as transfers seen from `account` (its address key): a spend is one transfer per
 * output to someone else (change and fee left out), or one 'self' transfer of what came back when
 * every output is the account's; a receipt is one transfer of all that reached the account.
 */
export function bitcoinTransfers(tx: EsploraTx, account: string): TransferRow[] {
  const mine = (o: EsploraOutput | null) => keyOf(o) === account
  const spent = tx.vin.some((i) => mine(i.prevout))
  const received = tx.vout.filter(mine).reduce((sum, o) => sum + BigInt(o.value), 0n)
  if (spent) {
    const others = tx.vout.filter((o) => !mine(o) && o.value > 0)
    if (others.length === 0) return [transfer(0, account, account, received)]
    return others.map((o, i) => transfer(i, account, keyOf(o), BigInt(o.value)))
  }
  const from = keyOf(tx.vin.find((i) => i.prevout)?.prevout ?? null)
  return [transfer(0, from, account, received)]
}

const transfer = (logIndex: number, from: string, to: string, amount: bigint): TransferRow => ({
  log_index: logIndex,
  token_address: null,
  from_address: from,
  to_address: to,
  amount: amount.toString(),
})
