import type { LocalBitcoinChain } from '../LocalBitcoinChain'
import type { ChainTx } from '../types'
import { txStatus } from './txJson'

const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

interface Stats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

const empty = (): Stats => ({
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
})

function addTx(stats: Stats, chainTx: ChainTx, script: string): void {
  stats.tx_count++
  for (const o of chainTx.tx.outs) {
    if (hexOf(o.script) !== script) continue
    stats.funded_txo_count++
    stats.funded_txo_sum += Number(o.value)
  }
  for (const p of chainTx.prevouts) {
    if (hexOf(p.script) !== script) continue
    stats.spent_txo_count++
    stats.spent_txo_sum += Number(p.value)
  }
}

/** GET /address/:address: confirmed and mempool funding and spending of the address's script. */
export function addressJson(chain: LocalBitcoinChain, address: string, script: string) {
  const { mempool, confirmed } = chain.scriptHistory(script)
  const chainStats = empty()
  const mempoolStats = empty()
  for (const t of confirmed) addTx(chainStats, t, script)
  for (const t of mempool) addTx(mempoolStats, t, script)
  return { address, chain_stats: chainStats, mempool_stats: mempoolStats }
}

/** GET /address/:address/utxo: outputs to the script that no block or mempool transaction spends. */
export function addressUtxos(chain: LocalBitcoinChain, script: string) {
  const { mempool, confirmed } = chain.scriptHistory(script)
  return [...mempool, ...confirmed].flatMap((t) =>
    t.tx.outs.flatMap((o, vout) =>
      hexOf(o.script) === script && !chain.spender(t.txid, vout)
        ? [{ txid: t.txid, vout, status: txStatus(t), value: Number(o.value) }]
        : [],
    ),
  )
}
