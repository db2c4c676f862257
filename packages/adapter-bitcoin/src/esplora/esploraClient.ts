/** An unspent output as Esplora lists it (`GET /address/:address/utxo`). */
export interface EsploraUtxo {
  txid: string
  vout: number
  /** Satoshis. */
  value: number
  status: { confirmed: boolean; block_height?: number }
}

interface AddressStats {
  funded_txo_sum: number
  spent_txo_sum: number
}

/** Blocks to confirm -> sat/vB, as Esplora's `GET /fee-estimates` answers. */
export type FeeEstimates = Readonly<Record<string, number>>

/** The few Esplora REST calls the adapter makes (Blockstream's documented API). */
export interface EsploraClient {
  readonly url: string
  /** Confirmed plus mempool balance in satoshis. */
  balance(address: string): Promise<bigint>
  utxos(address: string): Promise<EsploraUtxo[]>
  feeEstimates(): Promise<FeeEstimates>
  /** Broadcasts a raw transaction; answers its txid. */
  broadcast(hex: string): Promise<string>
  txHex(txid: string): Promise<string>
  tipHeight(): Promise<number>
}

/** An Esplora answer that was not 2xx: the server's own text, kept for the error's cause. */
export class EsploraError extends Error {
  override readonly name = 'EsploraError'
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Esplora answered ${status}: ${body.slice(0, 200)}`)
  }
}

const TXID = /^[0-9a-f]{64}$/

export function createEsploraClient(baseUrl: string): EsploraClient {
  const url = baseUrl.replace(/\/+$/, '')
  async function call(path: string, init?: RequestInit): Promise<Response> {
    const response = await fetch(`${url}${path}`, init)
    if (!response.ok) throw new EsploraError(response.status, await response.text())
    return response
  }
  const json = async <T>(path: string) => (await (await call(path)).json()) as T
  const address = (value: string) => `/address/${encodeURIComponent(value)}`
  return {
    url,
    async balance(value) {
      const { chain_stats: chain, mempool_stats: mempool } = await json<{
        chain_stats: AddressStats
        mempool_stats: AddressStats
      }>(address(value))
      const sum = (s: AddressStats) => BigInt(s.funded_txo_sum) - BigInt(s.spent_txo_sum)
      return sum(chain) + sum(mempool)
    },
    async utxos(value) {
      const list = await json<EsploraUtxo[]>(`${address(value)}/utxo`)
      if (!Array.isArray(list)) throw new EsploraError(200, 'utxo list is not an array')
      return list.filter(
        (u) => TXID.test(u.txid) && Number.isSafeInteger(u.value) && Number.isInteger(u.vout),
      )
    },
    feeEstimates: () => json<FeeEstimates>('/fee-estimates'),
    async broadcast(hex) {
      const txid = (await (await call('/tx', { method: 'POST', body: hex })).text()).trim()
      if (!TXID.test(txid)) throw new EsploraError(200, `not a txid: ${txid}`)
      return txid
    },
    async txHex(txid) {
      return (await (await call(`/tx/${txid}/hex`)).text()).trim()
    },
    async tipHeight() {
      return Number((await (await call('/blocks/tip/height')).text()).trim())
    },
  }
}
