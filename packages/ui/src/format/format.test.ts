import { describe, expect, it } from 'vitest'
import { formatCount, pluralOf } from './formatCount'
import { formatFiat } from './formatFiat'
import { formatRelativeTime } from './formatRelativeTime'
import { formatTokenAmount } from './formatTokenAmount'
import { calendarOf, dayFormat, monthGroups, monthHeading, yearMonthIn } from './monthGroups'

// Expected strings are CLDR's (Node's full ICU), written out: a change of the rule shows here.
describe('token amounts', () => {
  it('keeps core rule (3 decimals, cut, no trailing zeros) in the locale digits', () => {
    expect(formatTokenAmount('1234.56789', 'en')).toBe('1234.567')
    expect(formatTokenAmount('1234.56789', 'de')).toBe('1234,567')
    expect(formatTokenAmount('1234.5', 'fr')).toBe('1234,5')
    expect(formatTokenAmount('1234.567', 'fa')).toBe('۱۲۳۴٫۵۶۷')
    expect(formatTokenAmount('0.0009', 'de')).toBe('0')
    expect(formatTokenAmount('-2.10', 'de')).toBe('-2,1')
  })

  it('loses no digit of a large amount to a float', () => {
    expect(formatTokenAmount('123456789012345678.123', 'en')).toBe('123456789012345678.123')
    expect(formatTokenAmount('123456789012345678.123', 'de')).toBe('123456789012345678,123')
  })
})

describe('fiat', () => {
  it('is US dollars in the locale, pennies cut not rounded', () => {
    expect(formatFiat('1234.569', 'en')).toBe('$1,234.56')
    expect(formatFiat('1234.569', 'de')).toBe('1.234,56\u00a0$')
    expect(formatFiat('1234.56', 'fr')).toBe('1\u202f234,56\u00a0$US')
    expect(formatFiat('1234.56', 'ja')).toBe('$1,234.56')
    expect(formatFiat('0.009', 'en')).toBe('$0.00')
    expect(formatFiat('99', 'en', { testnet: true })).toBe('$0.00')
  })
})

describe('counts, plurals and relative times', () => {
  it('formats counts and picks plural categories per locale', () => {
    expect(formatCount(1234, 'en')).toBe('1,234')
    expect(formatCount(1234, 'de')).toBe('1.234')
    expect(formatCount(1234, 'fa')).toBe('۱٬۲۳۴')
    expect(pluralOf(1, 'en')).toBe('one')
    expect(pluralOf(3, 'ar')).toBe('few')
    expect(pluralOf(11, 'ar')).toBe('many')
    expect(pluralOf(2, 'pl')).toBe('few')
    expect(pluralOf(5, 'ru')).toBe('many')
    expect(pluralOf(1, 'ja')).toBe('other')
  })

  it('words a countdown in the largest whole unit', () => {
    expect(formatRelativeTime(4 * 60_000, 'en')).toBe('in 4 minutes')
    expect(formatRelativeTime(4 * 60_000 + 59_000, 'de')).toBe('in 4 Minuten')
    expect(formatRelativeTime(10_000, 'fr')).toBe('dans 10 secondes')
    expect(formatRelativeTime(-2 * 86_400_000, 'de')).toBe('vorgestern')
    expect(formatRelativeTime(4 * 60_000, 'ar')).toBe('خلال 4 دقائق')
    expect(formatRelativeTime(0, 'en')).toBe('now')
  })
})

describe('Activity months in the visitor time zone', () => {
  const tx = (minedAt: string) => ({ id: minedAt, metadata: { minedAt } })
  // 23:30 on 31 January in New York is 04:30 on 1 February in UTC.
  const lateOn31st = tx('2026-02-01T04:30:00Z')
  const february = tx('2026-02-10T12:00:00Z')
  const december = tx('2025-12-31T23:30:00Z')

  it('groups by the month of the given time zone, newest first', () => {
    const groups = monthGroups([lateOn31st, december, february], 'America/New_York')
    expect(groups.map((g) => [g.year, g.month, g.transactions.map((t) => t.id)])).toEqual([
      [2026, 1, ['2026-02-10T12:00:00Z']],
      [2026, 0, ['2026-02-01T04:30:00Z']],
      [2025, 11, ['2025-12-31T23:30:00Z']],
    ])
  })

  it('in UTC the late transfer is February, in Tokyo the December one is January', () => {
    expect(yearMonthIn(Date.parse(lateOn31st.metadata.minedAt), 'UTC')).toEqual({
      year: 2026,
      month: 1,
    })
    expect(yearMonthIn(Date.parse(december.metadata.minedAt), 'Asia/Tokyo')).toEqual({
      year: 2026,
      month: 0,
    })
    expect(monthGroups([december, tx('not a date')], 'Asia/Tokyo')).toHaveLength(1)
  })

  it('names the month in the locale, with the year when not this year', () => {
    const now = Date.parse('2026-03-01T00:00:00Z')
    const january = { year: 2026, at: Date.parse('2026-01-15T12:00:00Z') }
    const lastDecember = { year: 2025, at: Date.parse('2025-12-15T12:00:00Z') }
    expect(monthHeading(january, 'en', now, 'UTC')).toBe('January')
    expect(monthHeading(lastDecember, 'en', now, 'UTC')).toBe('December 2025')
    expect(monthHeading(january, 'de', now, 'UTC')).toBe('Januar')
    expect(monthHeading(january, 'ar', now, 'UTC')).toBe('يناير')
    expect(monthHeading(january, 'he', now, 'UTC')).toBe('ינואר')
    // 02:00 UTC on 1 January 2026 is still 2025 in New York: "this year" is the visitor's.
    expect(
      monthHeading(lastDecember, 'en', Date.parse('2026-01-01T02:00:00Z'), 'America/New_York'),
    ).toBe('December')
  })

  it("groups and names Persian months by Persian's own calendar (Solar Hijri), as Intl gives it", () => {
    expect(calendarOf('fa')).toBe('persian')
    expect(calendarOf('th')).toBe('buddhist')
    expect(calendarOf('ar')).toBe('gregory')
    expect(calendarOf('en')).toBe('gregory')
    // Nowruz 1405 began at 00:00 on 21 March 2026 in Tehran (20:30 UTC on the 20th).
    const lastOfEsfand = tx('2026-03-20T12:00:00Z')
    const firstOfFarvardin = tx('2026-03-20T21:00:00Z')
    const groups = monthGroups([lastOfEsfand, firstOfFarvardin], 'Asia/Tehran', 'persian')
    expect(groups.map((g) => [g.year, g.month, g.transactions.map((t) => t.id)])).toEqual([
      [1405, 0, ['2026-03-20T21:00:00Z']],
      [1404, 11, ['2026-03-20T12:00:00Z']],
    ])
    const now = Date.parse('2026-04-01T00:00:00Z')
    const [farvardin, esfand] = groups
    expect(farvardin && monthHeading(farvardin, 'fa', now, 'Asia/Tehran')).toBe('فروردین')
    expect(esfand && monthHeading(esfand, 'fa', now, 'Asia/Tehran')).toBe('۱۴۰۴ اسفند')
    expect(dayFormat('fa', 'Asia/Tehran').format(Date.parse('2026-03-20T21:00:00Z'))).toBe(
      '۱ فروردین',
    )
    // On the Gregorian calendar both are March.
    expect(monthGroups([lastOfEsfand, firstOfFarvardin], 'Asia/Tehran')).toHaveLength(1)
    // Thai: Gregorian months, Buddhist-era years.
    const thai = monthGroups([december], 'UTC', 'buddhist')
    expect(thai.map((g) => [g.year, g.month])).toEqual([[2568, 11]])
    expect(thai[0] && monthHeading(thai[0], 'th', now, 'UTC')).toBe('ธันวาคม 2568')
  })

  it('gives each row its day in the time zone', () => {
    const when = Date.parse(lateOn31st.metadata.minedAt)
    expect(dayFormat('en', 'America/New_York').format(when)).toBe('Jan 31')
    expect(dayFormat('en', 'UTC').format(when)).toBe('Feb 1')
    expect(dayFormat('de', 'America/New_York').format(when)).toBe('31. Jan.')
  })
})
