/** What grouping needs of a transaction: when it was mined (ISO 8601). */
export interface Dated {
  metadata: { minedAt: string }
}

export interface MonthGroup<T> {
  year: number
  /** 0 for January. */
  month: number
  transactions: T[]
}

const calendars = new Map<string, Intl.DateTimeFormat>()

/** The year and month (0-based) of `time` on the calendar of `timeZone` (the visitor's by default). */
export function yearMonthIn(time: number, timeZone?: string): { year: number; month: number } {
  const key = timeZone ?? ''
  let calendar = calendars.get(key)
  if (!calendar) {
    calendar = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
    })
    calendars.set(key, calendar)
  }
  const parts = calendar.formatToParts(time)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return { year: part('year'), month: part('month') - 1 }
}

/**
 * SPEC §2's month groups in the visitor's own time zone (not UTC: a transfer at 23:30 on the
 * 31st in New York is that month's, not the next's), newest group and transaction first.
 */
export function monthGroups<T extends Dated>(
  transactions: readonly T[],
  timeZone?: string,
): MonthGroup<T>[] {
  const groups = new Map<string, MonthGroup<T>>()
  const sorted = transactions
    .map((tx) => [Date.parse(tx.metadata.minedAt), tx] as const)
    .filter(([time]) => !Number.isNaN(time))
    .sort((a, b) => b[0] - a[0])
  for (const [time, tx] of sorted) {
    const { year, month } = yearMonthIn(time, timeZone)
    const key = `${year}-${month}`
    let group = groups.get(key)
    if (!group) {
      group = { year, month, transactions: [] }
      groups.set(key, group)
    }
    group.transactions.push(tx)
  }
  return [...groups.values()]
}

// Calendars whose months are the Gregorian ones (Thai and Japanese count years their own way).
const GREGORIAN_MONTHS = new Set(['gregory', 'iso8601', 'buddhist', 'japanese', 'roc'])

/** The locale's own calendar when its months are Gregorian ones, else the Gregorian (fa: persian). */
function calendarFor(locale: string): string | undefined {
  const own = new Intl.DateTimeFormat(locale).resolvedOptions().calendar
  return GREGORIAN_MONTHS.has(own) ? undefined : 'gregory'
}

/** A group's heading in the locale: the month, with the year when not this year (SPEC §2). */
export function monthHeading(
  group: { year: number; month: number },
  locale: string,
  now: number,
  timeZone?: string,
): string {
  const sameYear = yearMonthIn(now, timeZone).year === group.year
  // Mid-month at noon UTC names the same month in every time zone.
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
    calendar: calendarFor(locale),
  }).format(Date.UTC(group.year, group.month, 15, 12))
}

/** A row's day in the locale and time zone ('31 Jan', '٣١ يناير'). */
export function dayFormat(locale: string, timeZone?: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone,
    calendar: calendarFor(locale),
  })
}
