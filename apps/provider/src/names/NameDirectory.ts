import { lowerCaseName } from '@latchkey/core'
import { TtlCache } from '../cache/TtlCache'
import type { Database } from '../db/Database'

export interface Identity {
  name: string | null
  avatar: string | null
}

/** A name of the name service, in the shape of GET /v1/profile/reverse answers. */
export interface NameRecord {
  name: string
  registered: number
  updated: number
  addresses: Record<string, { address: string; created: string }>
  attributes: Record<string, string>[]
}

interface NameRow {
  name: string
  address: string
  coin_type: number
  avatar: string | null
  attributes: Record<string, unknown>
  registered_at: Date
  updated_at: Date
}

/** Reads the `names` table (filled by NameRegistry) with a cache (SPEC §9: 5 minutes). */
export class NameDirectory {
  private readonly cache: TtlCache<NameRecord[]>

  constructor(
    private readonly db: Database,
    ttlMs: number,
    maxEntries: number,
  ) {
    this.cache = new TtlCache(ttlMs, maxEntries)
  }

  /** Names registered to an address, oldest first. */
  async reverse(address: string): Promise<NameRecord[]> {
    const key = address.toLowerCase()
    const cached = this.cache.get(key)
    if (cached) return cached
    const rows = await this.db.query<NameRow>(
      `SELECT name, address, coin_type, avatar, attributes, registered_at, updated_at
       FROM names WHERE lower(address) = $1 ORDER BY registered_at, name LIMIT 100`,
      [key],
    )
    const records = rows.map(toRecord)
    this.cache.set(key, records)
    return records
  }

  /** The record of one name, whatever its case; undefined when nobody holds it. */
  async lookup(name: string): Promise<NameRecord | undefined> {
    const [row] = await this.db.query<NameRow>(
      `SELECT name, address, coin_type, avatar, attributes, registered_at, updated_at
       FROM names WHERE lower(name) = $1`,
      [lowerCaseName(name)],
    )
    return row ? toRecord(row) : undefined
  }

  /** Drops the cached names of an address (it has just registered one). */
  forget(address: string): void {
    this.cache.delete(address.toLowerCase())
  }

  /** The address's first name and its avatar; nulls when it has none. */
  async identity(address: string): Promise<Identity> {
    const first = (await this.reverse(address))[0]
    return { name: first?.name ?? null, avatar: first?.attributes[0]?.avatar ?? null }
  }
}

function toRecord(row: NameRow): NameRecord {
  const attributes: Record<string, string> = {}
  for (const [key, value] of Object.entries(row.attributes ?? {})) {
    if (typeof value === 'string') attributes[key] = value
  }
  if (row.avatar) attributes.avatar = row.avatar
  return {
    name: row.name,
    registered: Math.floor(row.registered_at.getTime() / 1000),
    updated: Math.floor(row.updated_at.getTime() / 1000),
    addresses: {
      [String(row.coin_type)]: { address: row.address, created: row.registered_at.toISOString() },
    },
    attributes: Object.keys(attributes).length ? [attributes] : [],
  }
}
