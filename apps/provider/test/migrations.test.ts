import { describe, expect, it } from 'vitest'
import { createPgliteDatabase } from '../src/db/createPgliteDatabase'
import { migrate } from '../src/db/migrate'
import { MIGRATIONS } from '../src/db/migrations'
import { readHistory } from '../src/history/HistoryReader'

const A = `0x${'a'.repeat(40)}`
const B = `0x${'b'.repeat(40)}`
const C = `0x${'c'.repeat(40)}`
const TX1 = `0x${'1'.repeat(64)}`
const TX2 = `0x${'2'.repeat(64)}`

describe('migrations 7 and 8 (account activity)', () => {
  it('fills account_activity from transfers indexed before it, so history keeps them', async () => {
    const db = await createPgliteDatabase()
    try {
      expect(await migrate(db, MIGRATIONS.slice(0, 6))).toEqual([1, 2, 3, 4, 5, 6])
      await db.query(
        `INSERT INTO chain_transactions (chain_id, tx_hash, block_number, tx_index, mined_at, status) VALUES
         ('eip155:1', $1, 10, 0, '2025-01-01T00:00:00Z', 'confirmed'),
         ('eip155:1', $2, 11, 3, '2025-01-01T00:00:12Z', 'failed')`,
        [TX1, TX2],
      )
      await db.query(
        `INSERT INTO chain_transfers (chain_id, tx_hash, log_index, token_address, from_address, to_address, amount) VALUES
         ('eip155:1', $1, -1, NULL, $3, $4, 5),
         ('eip155:1', $2, 0, $3, $4, $5, 7),
         ('eip155:1', $2, 1, $3, $4, $5, 8)`,
        [TX1, TX2, A, B, C],
      )
      expect((await migrate(db)).slice(0, 2)).toEqual([7, 8])
      const rows = await db.query<{ address: string; tx_hash: string; status: string }>(
        'SELECT address, tx_hash, status FROM account_activity ORDER BY address, tx_hash',
      )
      expect(rows).toEqual([
        { address: A, tx_hash: TX1, status: 'confirmed' },
        { address: B, tx_hash: TX1, status: 'confirmed' },
        { address: B, tx_hash: TX2, status: 'failed' },
        { address: C, tx_hash: TX2, status: 'failed' },
      ])
      const page = await readHistory(db, [{ address: B, chainIds: ['eip155:1'] }], undefined, 20)
      expect(page.transactions.map((t) => [t.tx_hash, t.transfers])).toEqual([
        [
          TX2,
          [
            { log_index: 0, token_address: A, from_address: B, to_address: C, amount: '7' },
            { log_index: 1, token_address: A, from_address: B, to_address: C, amount: '8' },
          ],
        ],
        [
          TX1,
          [{ log_index: -1, token_address: null, from_address: A, to_address: B, amount: '5' }],
        ],
      ])
    } finally {
      await db.close()
    }
  })
})
