const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
]

/**
 * How far `ms` is from now in the locale's words ('in 4 minutes', 'vor 2 Tagen', 'خلال ٤ دقائق'):
 * the largest whole unit, seconds under a minute (the pairing countdown, Activity's times).
 */
export function formatRelativeTime(ms: number, locale: string): string {
  const [unit, size] = UNITS.find(([, size]) => Math.abs(ms) >= size) ?? ['second', 1000]
  const amount = Math.trunc(ms / size)
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(amount, unit)
}
