// The terms EIP-4361's ABNF takes from RFC 3986 (URI, authority) and RFC 3339 (date-time).
const UNRESERVED = 'A-Za-z0-9\\-._~'
const SUB_DELIMS = "!$&'()*+,;="
const PCT = '%[0-9A-Fa-f]{2}'
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT})`
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const IPV4 = `${OCTET}(?:\\.${OCTET}){3}`
const H16 = '[0-9A-Fa-f]{1,4}'
const LS32 = `(?:${H16}:${H16}|${IPV4})`
const IPV6 = [
  `(?:${H16}:){6}${LS32}`,
  `::(?:${H16}:){5}${LS32}`,
  `(?:${H16})?::(?:${H16}:){4}${LS32}`,
  `(?:(?:${H16}:){0,1}${H16})?::(?:${H16}:){3}${LS32}`,
  `(?:(?:${H16}:){0,2}${H16})?::(?:${H16}:){2}${LS32}`,
  `(?:(?:${H16}:){0,3}${H16})?::${H16}:${LS32}`,
  `(?:(?:${H16}:){0,4}${H16})?::${LS32}`,
  `(?:(?:${H16}:){0,5}${H16})?::${H16}`,
  `(?:(?:${H16}:){0,6}${H16})?::`,
].join('|')
const IP_LITERAL = `\\[(?:${IPV6}|v[0-9A-Fa-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+)\\]`
// A reg-name also covers IPv4 addresses; the host of a sign-in domain must not be empty.
const HOST = `(?:${IP_LITERAL}|(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT})+)`
const AUTHORITY = `(?:(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT})*@)?${HOST}(?::\\d*)?`
const SCHEME = '[A-Za-z][A-Za-z0-9+\\-.]*'
const SEGMENT_NZ = `${PCHAR}+`
const HIER_PART = `(?://(?:(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT})*@)?(?:${IP_LITERAL}|(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT})*)(?::\\d*)?(?:/${PCHAR}*)*|/(?:${SEGMENT_NZ}(?:/${PCHAR}*)*)?|${SEGMENT_NZ}(?:/${PCHAR}*)*|)`
const QUERY = `(?:${PCHAR}|[/?])*`

const SCHEME_RE = new RegExp(`^${SCHEME}$`)
const AUTHORITY_RE = new RegExp(`^${AUTHORITY}$`)
const URI_RE = new RegExp(`^${SCHEME}:${HIER_PART}(?:\\?${QUERY})?(?:#${QUERY})?$`)
// statement = *( reserved / unreserved / " " ): printable ASCII less " % < > \ ^ ` { | }.
const STATEMENT_RE = new RegExp(`^[${UNRESERVED}${SUB_DELIMS}:/?#\\[\\]@ ]*$`)
const REQUEST_ID_RE = new RegExp(`^${PCHAR}*$`)
const NONCE_RE = /^[A-Za-z0-9]{8,}$/
const DATE_TIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/i

const matches = (re: RegExp, value: unknown): value is string =>
  typeof value === 'string' && re.test(value)

/** RFC 3986 scheme, the optional `scheme://` before an EIP-4361 domain. */
export const isScheme = (value: unknown): value is string => matches(SCHEME_RE, value)
/** RFC 3986 authority (`[userinfo@]host[:port]`) with a host. */
export const isAuthority = (value: unknown): value is string => matches(AUTHORITY_RE, value)
/** RFC 3986 URI (absolute, with a scheme). */
export const isUri = (value: unknown): value is string => matches(URI_RE, value)
export const isStatement = (value: unknown): value is string => matches(STATEMENT_RE, value)
export const isRequestId = (value: unknown): value is string => matches(REQUEST_ID_RE, value)
/** EIP-4361: 8 or more letters and digits, so a nonce cannot be guessed. */
export const isNonce = (value: unknown): value is string => matches(NONCE_RE, value)

const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31

/**
 * The instant of an RFC 3339 date-time that exists: a real day of its month (leap years), hours
 * 00-23, minutes and seconds 00-59, offset hours 00-23; undefined otherwise. A leap second (:60)
 * is refused: its instant cannot be told without a table of them.
 */
export function dateTimeToMs(value: unknown): number | undefined {
  const m = typeof value === 'string' ? DATE_TIME_RE.exec(value) : null
  if (!m) return undefined
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m.slice(1, 7).map(Number)
  const sign = m[8]?.startsWith('-') ? -1 : 1
  const [offsetHour = 0, offsetMinute = 0] = [m[9], m[10]].map((v) => Number(v ?? 0))
  const exists =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHour <= 23 &&
    offsetMinute <= 59
  if (!exists) return undefined
  const fraction = m[7] ? Math.floor(Number(`0${m[7]}`) * 1000) : 0
  const local = Date.UTC(year, month - 1, day, hour, minute, second, fraction)
  // Date.UTC reads years 0-99 as 1900-1999.
  const utc = year < 100 ? new Date(local).setUTCFullYear(year) : local
  return utc - sign * (offsetHour * 60 + offsetMinute) * 60_000
}

export const isDateTime = (value: unknown): value is string => dateTimeToMs(value) !== undefined
