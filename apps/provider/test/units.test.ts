import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { TtlCache } from '../src/cache/TtlCache'
import { historyCursorCodec } from '../src/history/historyCursor'
import { TokenBucketLimiter } from '../src/http/TokenBucketLimiter'
import { originMatches, parseOriginPattern } from '../src/projects/originPattern'
import { initials, monogramSvg } from '../src/registry/monogramSvg'

const patterns = (...texts: string[]) => texts.map((t) => parseOriginPattern(t)!)

describe('origin patterns', () => {
  it('parses exact, any-port and any-subdomain patterns, and refuses others', () => {
    expect(parseOriginPattern('https://app.example.com')).toEqual({
      scheme: 'https',
      host: 'app.example.com',
      anySubdomain: false,
      port: undefined,
    })
    expect(parseOriginPattern('http://localhost:*')).toMatchObject({ port: '*' })
    expect(parseOriginPattern('https://*.example.com')).toMatchObject({
      anySubdomain: true,
      host: 'example.com',
    })
    for (const bad of [
      '*',
      'https://*',
      'example.com',
      'https://a.com/',
      'ftp://a.com',
      'https://a.com:99999x',
      'https://a*.com',
    ]) {
      expect(parseOriginPattern(bad), bad).toBeUndefined()
    }
  })

  it('matches scheme, host and port exactly', () => {
    const p = patterns(
      'https://app.example.com',
      'http://localhost:*',
      'https://*.example.org',
      'http://127.0.0.1:3000',
    )
    expect(originMatches('https://app.example.com', p)).toBe(true)
    expect(originMatches('https://APP.example.com', p)).toBe(true)
    expect(originMatches('http://app.example.com', p)).toBe(false)
    expect(originMatches('https://app.example.com:8443', p)).toBe(false)
    expect(originMatches('http://localhost', p)).toBe(true)
    expect(originMatches('http://localhost:1', p)).toBe(true)
    expect(originMatches('https://a.b.example.org', p)).toBe(true)
    expect(originMatches('https://example.org', p)).toBe(false)
    expect(originMatches('https://evilexample.org', p)).toBe(false)
    expect(originMatches('http://127.0.0.1:3000', p)).toBe(true)
    expect(originMatches('http://127.0.0.1:3001', p)).toBe(false)
    expect(originMatches('null', p)).toBe(false)
    expect(originMatches('https://app.example.com/path', p)).toBe(false)
  })
})

describe('TokenBucketLimiter', () => {
  it('allows a burst, then one request per refill interval, with a Retry-After in seconds', () => {
    let now = 0
    const limiter = new TokenBucketLimiter(2, 0.5, 10, () => now)
    expect(limiter.take('a')).toEqual({ allowed: true })
    expect(limiter.take('a')).toEqual({ allowed: true })
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 2 })
    expect(limiter.take('b')).toEqual({ allowed: true })
    now = 1000
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    now = 2000
    expect(limiter.take('a')).toEqual({ allowed: true })
  })

  it('forgets the oldest keys beyond its size', () => {
    const limiter = new TokenBucketLimiter(1, 0.001, 2, () => 0)
    limiter.take('a')
    limiter.take('b')
    limiter.take('c')
    expect(limiter.take('a')).toEqual({ allowed: true })
    expect(limiter.take('c').allowed).toBe(false)
  })
})

describe('TtlCache', () => {
  it('expires entries and drops the oldest when full', () => {
    let now = 0
    const cache = new TtlCache<number>(100, 2, () => now)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBe(2)
    now = 100
    expect(cache.get('b')).toBeUndefined()
  })
})

describe('history cursors', () => {
  const codec = historyCursorCodec(Buffer.from('a test key of 32 bytes, no more.'))
  // What a cursor would carry if anyone could write one: the payload, signed with the codec's key.
  const signed = (fields: unknown[]) => {
    const payload = Buffer.from(JSON.stringify(fields)).toString('base64url')
    const mac = createHmac('sha256', 'a test key of 32 bytes, no more.').update(payload).digest()
    return `${payload}.${mac.subarray(0, 16).toString('base64url')}`
  }

  it('round-trips and refuses anything else', () => {
    const cursor = {
      minedAt: '2025-01-01T00:00:00.000Z',
      chainId: 'eip155:1',
      blockNumber: 10,
      txIndex: 2,
    }
    expect(codec.decode(codec.encode(cursor))).toEqual(cursor)
    expect(signed(['2025-01-01T00:00:00.000Z', 'eip155:1', 10, 2])).toBe(codec.encode(cursor))
    for (const bad of [
      '',
      'x!y',
      Buffer.from('{}').toString('base64url'),
      Buffer.from('["2025", "a", 1, 2]').toString('base64url'),
      Buffer.from('["2025-01-01T00:00:00Z","a",-1,0]').toString('base64url'),
      Buffer.from('["2025-01-01T00:00:00.000Z","eip155:1",10,2]').toString('base64url'),
    ]) {
      expect(codec.decode(bad), bad).toBeUndefined()
    }
  })

  it('refuses a cursor with its tag altered or made with another key', () => {
    const good = codec.encode({
      minedAt: '2025-01-01T00:00:00.000Z',
      chainId: 'eip155:1',
      blockNumber: 10,
      txIndex: 2,
    })
    const [payload, mac] = good.split('.') as [string, string]
    const flipped = `${payload}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`
    expect(codec.decode(flipped)).toBeUndefined()
    const other = historyCursorCodec(Buffer.from('another key, also 32 bytes long.'))
    expect(other.decode(good)).toBeUndefined()
  })

  it('refuses signed fields the database cannot hold', () => {
    for (const fields of [
      ['0000-01-01T00:00:00.000Z', 'eip155:1', 10, 2],
      ['1969-12-31T23:59:59.000Z', 'eip155:1', 10, 2],
      ['2025-01-01T00:00:00.000Z', 'eip155:1\u0000', 10, 2],
      ['2025-01-01T00:00:00.000Z', 'eip155:1', 10, 2147483648],
      ['2025-01-01T00:00:00.000Z', 'eip155:1', 10, 9007199254740991],
      ['2025-01-01T00:00:00.000Z', 'eip155:1', 9007199254740992, 2],
      ['2025-01-01T00:00:00.000Z', 'eip155:1', 1.5, 2],
    ]) {
      expect(codec.decode(signed(fields)), JSON.stringify(fields)).toBeUndefined()
    }
    expect(
      codec.decode(signed(['2025-01-01T00:00:00.000Z', 'eip155:1', 9007199254740991, 2147483647])),
    ).toEqual({
      minedAt: '2025-01-01T00:00:00.000Z',
      chainId: 'eip155:1',
      blockNumber: 9007199254740991,
      txIndex: 2147483647,
    })
  })
})

describe('monograms', () => {
  it('takes the initials of the first two words, splitting camel case', () => {
    expect(initials('MetaMask')).toBe('MM')
    expect(initials('Trust Wallet')).toBe('TW')
    expect(initials('Polkadot{.js} extension')).toBe('PJ')
    expect(initials('1inch Wallet')).toBe('1W')
    expect(initials('Rainbow')).toBe('R')
    expect(initials('!!!')).toBe('?')
  })

  it('escapes text and never references anything external', () => {
    const svg = monogramSvg({ text: '<&>', seed: 's', label: '"x" <y>', shape: 'circle' })
    expect(svg).toContain('&lt;&amp;&gt;')
    expect(svg).toContain('aria-label="&quot;x&quot; &lt;y&gt;"')
    expect(svg).not.toMatch(/href|url\(|<script|<image/)
  })
})
