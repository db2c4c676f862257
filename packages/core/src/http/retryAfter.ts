/**
 * Milliseconds to wait from a Retry-After header: delta seconds ('12') or an HTTP-date.
 * Undefined when absent or unreadable; a date in the past means no wait.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  now: number,
): number | undefined {
  if (header == null) return undefined
  const text = header.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  if (!/[a-z]/i.test(text)) return undefined
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
