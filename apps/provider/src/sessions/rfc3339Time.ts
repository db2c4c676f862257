import { dateTimeToMs } from '@latchkey/siwx/server'

// Postgres and JavaScript both hold every instant of years 0001 to 9999 in UTC.
const EARLIEST = -62_135_596_800_000 // 0001-01-01T00:00:00Z
const LATEST = 253_402_300_800_000 // 10000-01-01T00:00:00Z

/**
 * The instant (ms since the epoch) an RFC 3339 date-time names, read as the sign-in message's
 * own parser reads it (siwx), or undefined when it is not one (`2099`, a Date string), names no
 * real day (`2099-02-30`) or falls outside years 0001-9999 once in UTC, which Postgres'
 * timestamptz could not store as written.
 */
export function rfc3339Time(text: string): number | undefined {
  const time = dateTimeToMs(text)
  return time !== undefined && time >= EARLIEST && time < LATEST ? time : undefined
}
