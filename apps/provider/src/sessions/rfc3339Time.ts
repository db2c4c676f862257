// RFC 3339 §5.6 date-time: full-date "T" full-time; "t"/"z" allowed (§5.6 NOTE), no leap second.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/

// Postgres and JavaScript both hold every instant of years 0001 to 9999 in UTC.
const EARLIEST = -62_135_596_800_000 // 0001-01-01T00:00:00Z
const LATEST = 253_402_300_800_000 // 10000-01-01T00:00:00Z

/**
 * The instant (ms since the epoch) an RFC 3339 date-time names, or undefined when the text is
 * not one (`2099`, a Date string), names no real day (`2099-02-30`) or falls outside years
 * 0001-9999 once in UTC, which Postgres' timestamptz could not store as written.
 */
export function rfc3339Time(text: string): number | undefined {
  const m = DATE_TIME.exec(text)
  if (!m) return undefined
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const fraction = Number(`0${m[7] ?? ''}`) * 1000
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59)
    return undefined
  // Date.UTC maps years 0-99 to 1900-1999: set the full year afterwards.
  const utc = new Date(Date.UTC(2000, month - 1, day, hour, minute, second))
  utc.setUTCFullYear(year, month - 1, day)
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return undefined
  const offsetMinutes = m[8] ? 0 : (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11]))
  if (!m[8] && (Number(m[10]) > 23 || Number(m[11]) > 59)) return undefined
  const time = utc.getTime() + Math.floor(fraction) - offsetMinutes * 60_000
  return time >= EARLIEST && time < LATEST ? time : undefined
}
