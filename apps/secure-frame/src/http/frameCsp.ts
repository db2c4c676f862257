/**
 * The frame page's own policy: its scripts and styles only, no inline code, requests to itself,
 * the provider's RPC gateway and the Farcaster auth relay (when configured), and embedding only
 * by the project's allowed origins (the provider's origin patterns are valid CSP sources:
 * `http://127.0.0.1:*`, `https://*.x.com`).
 */
export function frameCsp(
  allowedOrigins: readonly string[],
  providerUrl?: string,
  farcasterRelayUrl?: string,
): string {
  const ancestors = allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'"
  const connect = [
    "'self'",
    ...[providerUrl, farcasterRelayUrl].flatMap((url) => (url ? [new URL(url).origin] : [])),
  ].join(' ')
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${connect}`,
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/** For every other page: nothing may embed it. */
export const LOCKED_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
