import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/Database'

export type PurchaseStatus = 'pending' | 'processing' | 'completed' | 'failed'

/** One checkout the URL generator opened (migration 11). */
export interface Purchase {
  id: string
  project_id: string
  partner: string
  chain_id: string
  address: string
  asset_symbol: string
  asset_address: string | null
  asset_decimals: number
  crypto_units: string
  fiat_amount: string
  fiat_currency: string
  payment_method: string
  status: PurchaseStatus
  tx_hash: string | null
  failure: string | null
  created_at: Date
  expires_at: Date
  paid_at: Date | null
  completed_at: Date | null
}

export type NewPurchase = Pick<
  Purchase,
  | 'project_id'
  | 'partner'
  | 'chain_id'
  | 'address'
  | 'asset_symbol'
  | 'asset_address'
  | 'asset_decimals'
  | 'crypto_units'
  | 'fiat_amount'
  | 'fiat_currency'
  | 'payment_method'
  | 'expires_at'
>

const COLUMNS = `id, project_id, partner, chain_id, address, asset_symbol, asset_address,
  asset_decimals, crypto_units::text AS crypto_units, fiat_amount, fiat_currency, payment_method,
  status, tx_hash, failure, created_at, expires_at, paid_at, completed_at`

/** The on-ramp purchases in the database: opened, claimed once for payment, then settled. */
export class PurchaseStore {
  constructor(private readonly db: Queryable) {}

  /** Records a pending checkout under a fresh unguessable id (the checkout link's only secret). */
  async open(purchase: NewPurchase): Promise<Purchase> {
    const id = randomBytes(18).toString('base64url')
    const [row] = await this.db.query<Purchase>(
      `INSERT INTO onramp_purchases (id, project_id, partner, chain_id, address, asset_symbol,
         asset_address, asset_decimals, crypto_units, fiat_amount, fiat_currency, payment_method,
         expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       RETURNING ${COLUMNS}`,
      [
        id,
        purchase.project_id,
        purchase.partner,
        purchase.chain_id,
        purchase.address,
        purchase.asset_symbol,
        purchase.asset_address,
        purchase.asset_decimals,
        purchase.crypto_units,
        purchase.fiat_amount,
        purchase.fiat_currency,
        purchase.payment_method,
        purchase.expires_at,
      ],
    )
    return row as Purchase
  }

  async get(id: string): Promise<Purchase | undefined> {
    const [row] = await this.db.query<Purchase>(
      `SELECT ${COLUMNS} FROM onramp_purchases WHERE id = $1`,
      [id],
    )
    return row
  }

  /** Moves a pending, unexpired checkout to processing; undefined when another request did. */
  async claim(id: string, now: Date): Promise<Purchase | undefined> {
    const [row] = await this.db.query<Purchase>(
      `UPDATE onramp_purchases SET status = 'processing', paid_at = $2
       WHERE id = $1 AND status = 'pending' AND expires_at > $2
       RETURNING ${COLUMNS}`,
      [id, now],
    )
    return row
  }

  async complete(id: string, txHash: string, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE onramp_purchases SET status = 'completed', tx_hash = $2, completed_at = $3
       WHERE id = $1`,
      [id, txHash, now],
    )
  }

  async fail(id: string, reason: string, txHash: string | undefined, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE onramp_purchases SET status = 'failed', failure = $2, tx_hash = $3, completed_at = $4
       WHERE id = $1`,
      [id, reason.slice(0, 300), txHash ?? null, now],
    )
  }

  /** The paid purchases of an address through one partner, newest first. */
  async paidBy(
    address: string,
    partner: string,
    chainIds: readonly string[],
    limit: number,
  ): Promise<Purchase[]> {
    return this.db.query<Purchase>(
      `SELECT ${COLUMNS} FROM onramp_purchases
       WHERE lower(address) = lower($1) AND partner = $2 AND chain_id = ANY($3)
         AND paid_at IS NOT NULL
       ORDER BY paid_at DESC, id LIMIT $4`,
      [address, partner, chainIds, limit],
    )
  }
}
