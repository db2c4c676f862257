import type { SiwxSessionStore, SiwxStoredSession } from './SiwxSessionStore'
import { accountSessions, liveSessions, recordExpiry } from './storedSessions'

export interface CreateMemorySessionStoreParameters {
  /** Browsers (session ids) kept at most; past it the one expiring soonest goes. Default 10,000. */
  maxBrowsers?: number
  /** How often a write also drops every expired record; default 1 minute. */
  sweepIntervalMs?: number
  now?: () => number
}

interface BrowserRecord {
  sessions: SiwxStoredSession[]
  expiresAt: number
}

/**
 * Sessions in this process's memory, for a host with one process. Bounded: expired records go
 * on read and on a sweep that runs lazily with writes (no timer keeps the process alive).
 */
export function createMemorySessionStore({
  maxBrowsers = 10_000,
  sweepIntervalMs = 60_000,
  now = Date.now,
}: CreateMemorySessionStoreParameters = {}): SiwxSessionStore {
  const records = new Map<string, BrowserRecord>()
  let lastSweep = now()

  const sweep = (t: number) => {
    lastSweep = t
    for (const [id, record] of records) if (record.expiresAt <= t) records.delete(id)
  }
  const evictSoonest = () => {
    let victim: string | undefined
    let soonest = Number.POSITIVE_INFINITY
    for (const [id, record] of records)
      if (record.expiresAt < soonest) [victim, soonest] = [id, record.expiresAt]
    if (victim !== undefined) records.delete(victim)
  }
  const read = (id: string) => {
    const record = records.get(id)
    if (!record) return undefined
    const live = liveSessions(record.sessions, now())
    if (live.length === 0) records.delete(id)
    return live.length ? live : undefined
  }

  return {
    async get(id) {
      return read(id)
    },
    async put(id, sessions) {
      const t = now()
      const live = liveSessions(sessions, t)
      records.delete(id)
      if (live.length === 0) return
      records.set(id, { sessions: live, expiresAt: recordExpiry(live) })
      if (t - lastSweep >= sweepIntervalMs || records.size > maxBrowsers) sweep(t)
      while (records.size > maxBrowsers) evictSoonest()
    },
    async delete(id) {
      records.delete(id)
    },
    async list(id, chainId, address) {
      return accountSessions(read(id), chainId, address)
    },
  }
}
