import { cookieStorage, createCookieStorage, readCookieValues } from '@latchkey/core'
import { afterEach, describe, expect, it, vi } from 'vitest'

// happy-dom's document.cookie is a browser cookie jar (expiry, paths, Max-Age=0 deletes).
function clearCookies() {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    const name = pair.slice(0, pair.indexOf('='))
    document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`
  }
}

afterEach(clearCookies)

describe('cookieStorage', () => {
  it('stores JSON values in cookies named latchkey.<key>, readable by the page and the server', () => {
    cookieStorage.set('connection-status', 'connected')
    cookieStorage.set('active-connector-ids', { eip155: 'io.metamask' })
    expect(document.cookie).toContain('latchkey.connection-status=%22connected%22')
    expect(document.cookie).toContain(
      'latchkey.active-connector-ids=%7B%22eip155%22%3A%22io.metamask%22%7D',
    )
    expect(cookieStorage.get('connection-status')).toBe('connected')
    expect(cookieStorage.get('active-connector-ids')).toEqual({ eip155: 'io.metamask' })
    // The request's Cookie header is what document.cookie shows.
    expect(readCookieValues(document.cookie).get('active-connector-ids')).toEqual({
      eip155: 'io.metamask',
    })
  })

  it('removes a cookie, also when set to undefined', () => {
    cookieStorage.set('a', 1)
    cookieStorage.set('b', 2)
    cookieStorage.remove('a')
    cookieStorage.set('b', undefined)
    expect(document.cookie).not.toContain('latchkey.a=')
    expect(document.cookie).not.toContain('latchkey.b=')
    expect(cookieStorage.get('a')).toBeUndefined()
  })

  it('keeps to its prefix and ignores foreign or malformed cookies', () => {
    document.cookie = 'session=abc; Path=/'
    document.cookie = 'latchkey.broken=%7Bnot-json; Path=/'
    document.cookie = 'latchkey.bad-escape=%E0%A4%A; Path=/'
    const other = createCookieStorage({ prefix: 'app.' })
    other.set('k', [1, 2])
    expect(document.cookie).toContain('app.k=%5B1%2C2%5D')
    expect(cookieStorage.get('k')).toBeUndefined()
    expect(cookieStorage.get('broken')).toBeUndefined()
    expect(cookieStorage.get('bad-escape')).toBeUndefined()
    expect(other.get('k')).toEqual([1, 2])
  })
})

describe('cookie attributes', () => {
  /** A document that records each cookie the storage writes, attributes and all. */
  function recordingDocument() {
    const written: string[] = []
    return {
      written,
      document: {
        get cookie() {
          return ''
        },
        set cookie(value: string) {
          written.push(value)
        },
      },
    }
  }

  afterEach(() => vi.unstubAllGlobals())

  it('writes Path=/, SameSite=Lax and a year; Secure only on https or with SameSite=None', () => {
    const page = recordingDocument()
    vi.stubGlobal('document', page.document)
    vi.stubGlobal('location', { protocol: 'http:' })
    createCookieStorage().set('connection-status', 'connected')
    vi.stubGlobal('location', { protocol: 'https:' })
    createCookieStorage({ maxAge: 60 }).set('connection-status', 'connected')
    vi.stubGlobal('location', { protocol: 'http:' })
    createCookieStorage({ sameSite: 'None', path: '/app' }).set('n', 1)
    expect(page.written).toEqual([
      'latchkey.connection-status=%22connected%22; Path=/; SameSite=Lax; Max-Age=31536000',
      'latchkey.connection-status=%22connected%22; Path=/; SameSite=Lax; Secure; Max-Age=60',
      'latchkey.n=1; Path=/app; SameSite=None; Secure; Max-Age=31536000',
    ])
  })
})

describe('readCookieValues', () => {
  it('reads a Cookie header: first of a repeated name, spaces trimmed, other prefixes left out', () => {
    const header =
      'theme=dark; latchkey.connection-status=%22connected%22;latchkey.connection-status=%22disconnected%22; latchkey.n=3; =x; junk'
    const values = readCookieValues(header)
    expect([...values]).toEqual([
      ['connection-status', 'connected'],
      ['n', 3],
    ])
    expect(readCookieValues(undefined).size).toBe(0)
    expect(readCookieValues(null).size).toBe(0)
  })
})
