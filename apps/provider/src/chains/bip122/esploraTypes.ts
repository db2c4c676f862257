/** The parts of Esplora's JSON the provider reads (Blockstream's Esplora API). */
export interface EsploraStats {
  funded_txo_sum: number
  spent_txo_sum: number
}

export interface EsploraAddress {
  chain_stats: EsploraStats
  mempool_stats: EsploraStats
}

export interface EsploraOutput {
  scriptpubkey: string
  scriptpubkey_address?: string
  value: number
}

export interface EsploraTx {
  txid: string
  vin: { prevout: EsploraOutput | null; is_coinbase: boolean }[]
  vout: EsploraOutput[]
  fee: number
  status: { confirmed: boolean; block_height?: number; block_time?: number }
}
