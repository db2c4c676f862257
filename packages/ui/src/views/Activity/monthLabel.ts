/** SPEC §2 group heading in the visitor's language: the month, with the year when not this year. */
export function monthLabel(year: number, month: number, locale: string, now: number): string {
  const date = new Date(Date.UTC(year, month, 1))
  const sameYear = new Date(now).getUTCFullYear() === year
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(date)
}
