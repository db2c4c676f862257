/** An allowed-origin pattern: exact, any port (`http://localhost:*`) or any subdomain (`https://*.example.com`). */
export interface OriginPattern {
  scheme: 'http' | 'https'
  host: string
  /** The host is a suffix: `*.example.com` matches `a.example.com`, not `example.com`. */
  anySubdomain: boolean
  /** undefined = default port only; '*' = any port. */
  port: string | undefined
}

const patternRegex =
  /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/
const originRegex = /^(https?):\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/

/** Parses a pattern from configuration; returns undefined when it is not one. */
export function parseOriginPattern(text: string): OriginPattern | undefined {
  const m = patternRegex.exec(text.toLowerCase())
  if (!m) return undefined
  return {
    scheme: m[1] as 'http' | 'https',
    anySubdomain: m[2] !== undefined,
    host: m[3] as string,
    port: m[4],
  }
}

/** Whether a browser Origin header value is matched by one of the patterns. */
export function originMatches(origin: string, patterns: readonly OriginPattern[]): boolean {
  const m = originRegex.exec(origin.toLowerCase())
  if (!m) return false
  const [, scheme, host, port] = m as unknown as [string, string, string, string | undefined]
  return patterns.some((p) => {
    if (p.scheme !== scheme) return false
    if (p.anySubdomain ? !host.endsWith(`.${p.host}`) : host !== p.host) return false
    if (p.port === '*') return true
    return p.port === port
  })
}
