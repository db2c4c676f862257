import type { BalanceReads } from '../ServedChain'
import type { EsploraGet } from './esploraClient'
import type { EsploraAddress } from './esploraTypes'

/** The address's sats, confirmed plus mempool (what a wallet may spend), from GET /address/:address. */
export async function readBitcoinBalances(get: EsploraGet, address: string): Promise<BalanceReads> {
  const [native] = await Promise.allSettled([
    get<EsploraAddress>(`/address/${encodeURIComponent(address)}`).then(
      ({ chain_stats, mempool_stats }) =>
        BigInt(chain_stats.funded_txo_sum - chain_stats.spent_txo_sum) +
        BigInt(mempool_stats.funded_txo_sum - mempool_stats.spent_txo_sum),
    ),
  ])
  return { native: native as PromiseSettledResult<bigint>, tokens: [] }
}
