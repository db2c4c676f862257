/** SPEC §3 transfer inside a transaction: a fungible token or an NFT. */
export interface TransactionTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } }
  nft_info?: {
    name?: string
    content?: { preview?: { url: string } }
    flags: { is_spam: boolean }
  }
  direction?: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
}

export interface TransactionMetadata {
  /** ISO 8601 time the transaction was mined. */
  minedAt: string
  /** CAIP-2 id of the chain. */
  chain: string
  operationType: string
  status: string
  sentFrom: string
  sentTo: string
  hash?: string
}

/** SPEC §3 transaction of the activity list. */
export interface Transaction {
  id: string
  metadata: TransactionMetadata
  transfers: TransactionTransfer[]
}

export interface TransactionsResponse {
  data: Transaction[]
  next?: string | null
}
