const INVISIBLE = new Set([0x00a0, 0x2028, 0x2029, 0xfeff, 0x200b])

// C0/C1 controls, DEL, spaces and invisible marks: browsers silently drop some ("java\tscript:").
function hasControlOrSpace(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || INVISIBLE.has(code)) return true
  }
  return false
}

/**
 * Parses an absolute URL the way a browser would, refusing any text with control characters
 * or inner whitespace, so the scheme checked is the scheme that will be followed.
 */
export function parseAbsoluteUrl(input: unknown): URL | undefined {
  if (typeof input !== 'string') return undefined
  const text = input.trim()
  if (text.length === 0 || text.length > 8192 || hasControlOrSpace(text)) return undefined
  // No base URL: a relative or scheme-less text ("javascript%3A…", "//evil.test") fails here.
  if (!URL.canParse(text)) return undefined
  return new URL(text)
}

/** https with a host and no user:password@ part (which hides the real host from readers). */
export function isPlainHttps(url: URL): boolean {
  return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOSTS.has(host === '::1' ? '[::1]' : host)
}

/** Plain http to this machine, without credentials: the local stack's way. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && isLoopbackHost(url.hostname) && !url.username && !url.password
}
