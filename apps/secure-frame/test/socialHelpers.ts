import { createHash, randomBytes } from 'node:crypto'

/** A PKCE pair and a state, as the frame makes them. */
export function pkce() {
  const codeVerifier = randomBytes(32).toString('base64url')
  return {
    state: randomBytes(32).toString('base64url'),
    codeVerifier,
    codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
  }
}

/**
 * A person at the local OpenID provider: follows the authorization URL, types `username` on its
 * login page, and returns where the provider sends the browser back (the redirect URI + code).
 */
export async function loginAtProvider(authorizationUrl: string, username: string): Promise<URL> {
  const jar = new Map<string, string>()
  const go = async (url: URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers ?? {}),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, value] = (pair as string).split('=')
      jar.set(name as string, value ?? '')
    }
    return response
  }
  let url = new URL(authorizationUrl)
  let response = await go(url)
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('location')
    if (response.status === 200 && url.pathname.startsWith('/interaction/')) {
      response = await go(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username }),
      })
      continue
    }
    if (!location) throw new Error(`provider answered ${response.status}: ${await response.text()}`)
    const next = new URL(location, url)
    if (next.origin !== new URL(authorizationUrl).origin) return next
    url = next
    response = await go(url)
  }
  throw new Error('too many redirects at the provider')
}
