/** What grouping needs of a transaction: when it was mined (ISO 8601). */
export interface Dated {
  metadata: { minedAt: string }
}

export interface MonthGroup<T> {
  /** The year and month (0 for the first) on the calendar the group was made with. */
  year: number
  month: number
  /** A time inside the month (its newest transaction's): the heading names the month of it. */
  at: number
  transactions: T[]
}

const calendars = new Map<string, Intl.DateTimeFormat>()

/**
 * The year and month (0-based) of `time` in `timeZone` (the visitor's by default) on `calendar`
 * (the Gregorian by default; 'persian' for fa, 'buddhist' for th: see calendarOf).
 */
export function yearMonthIn(
  time: number,
  timeZone?: string,
  calendar = 'gregory',
): { year: number; month: number; era?: string } {
  const key = `${timeZone ?? ''} ${calendar}`
  let format = calendars.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      timeZone,
      calendar,
      numberingSystem: 'latn',
    })
    calendars.set(key, format)
  }
  const parts = format.formatToParts(time)
  const part = (type: string) => parts.find((p) => p.type === type)?.value
  const era = part('era')
  return { year: Number(part('year')), month: Number(part('month')) - 1, ...(era ? { era } : {}) }
}

/**
 * The calendar a locale writes dates in, as Intl gives it: Persian's Solar Hijri months for fa
 * ('persian'), the Buddhist era's years for th, the Gregorian for the others built in. Activity
 * groups by it and names its months by it, so a heading always names the months it groups.
 */
export function calendarOf(locale: string): string {
  return new Intl.DateTimeFormat(locale).resolvedOptions().calendar
}

/**
 * SPEC §2's month groups in the visitor's own time zone (not UTC: a transfer at 23:30 on the
 * 31st in New York is that month's, not the next's) and on `calendar` (the locale's:
 * calendarOf), newest group and transaction first.
 */
export function monthGroups<T extends Dated>(
  transactions: readonly T[],
  timeZone?: string,
  calendar?: string,
): MonthGroup<T>[] {
  const groups = new Map<string, MonthGroup<T>>()
  const sorted = transactions
    .map((tx) => [Date.parse(tx.metadata.minedAt), tx] as const)
    .filter(([time]) => !Number.isNaN(time))
    .sort((a, b) => b[0] - a[0])
  for (const [time, tx] of sorted) {
    const { year, month, era } = yearMonthIn(time, timeZone, calendar)
    const key = `${era ?? ''} ${year}-${month}`
    let group = groups.get(key)
    if (!group) {
      group = { year, month, at: time, transactions: [] }
      groups.set(key, group)
    }
    group.transactions.push(tx)
  }
  return [...groups.values()]
}

/**
 * A group's heading in the locale and on its calendar: the month, with the year when not this
 * year (SPEC §2), both in the time zone the group was made in. The group must have been made on
 * calendarOf(locale).
 */
export function monthHeading(
  group: { year: number; at: number },
  locale: string,
  now: number,
  timeZone?: string,
): string {
  const sameYear = yearMonthIn(now, timeZone, calendarOf(locale)).year === group.year
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone,
  }).format(group.at)
}

/** A row's day in the locale, its calendar and the time zone ('31 Jan', '۲۵ دی'). */
export function dayFormat(locale: string, timeZone?: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone })
}
