import { describe, expect, it } from 'vitest'
import { normaliseScheme, safeDeepLink } from './safeDeepLink'
import { safeImageUrl } from './safeImageUrl'
import { safeLinkUrl } from './safeLinkUrl'

const svg = (markup: string) => `data:image/svg+xml;base64,${btoa(markup)}`
const svgText = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup)}`

// Inputs that try to smuggle a dangerous scheme past a naive prefix check.
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u001fjavascript:alert(1)',
  'javascript%3Aalert(1)',
  'javascript&#58;alert(1)',
  '&#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'FILE:///C:/Windows/win.ini',
  'blob:https://evil.test/uuid',
  'about:blank',
  'http://example.test/logo.png',
  '//evil.test/x',
  '/relative/path',
  'https:',
  'https://user:pass@evil.test/',
  'https://wallet.test@evil.test/',
  'https://exa\u200bmple.test\u2028/x',
  '',
  '   ',
  42,
  null,
  undefined,
  { toString: () => 'https://ok.test' },
]

describe('safeLinkUrl', () => {
  it('accepts https and returns the normalised href', () => {
    expect(safeLinkUrl('https://wallet.test/get')).toBe('https://wallet.test/get')
    expect(safeLinkUrl('  HTTPS://Wallet.Test/a b'.trim().replace(' ', '%20'))).toBe(
      'https://wallet.test/a%20b',
    )
    expect(safeLinkUrl('https://wallet.test')).toBe('https://wallet.test/')
  })

  it.each(HOSTILE)('refuses %j', (input) => {
    expect(safeLinkUrl(input)).toBeUndefined()
  })

  it('links plain http to loopback only from a page that is itself on loopback', () => {
    expect(safeLinkUrl('http://127.0.0.1:5173/terms.html', '127.0.0.1')).toBe(
      'http://127.0.0.1:5173/terms.html',
    )
    expect(safeLinkUrl('http://localhost/terms', 'localhost')).toBe('http://localhost/terms')
    expect(safeLinkUrl('http://127.0.0.1:5173/terms.html', 'app.example')).toBeUndefined()
    expect(safeLinkUrl('http://app.example/terms', '127.0.0.1')).toBeUndefined()
    expect(safeLinkUrl('http://user:pw@127.0.0.1/terms', '127.0.0.1')).toBeUndefined()
  })
})

describe('safeImageUrl', () => {
  it('accepts https and base64 raster data URIs', () => {
    expect(safeImageUrl('https://img.test/w.png')).toBe('https://img.test/w.png')
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    )
    expect(safeImageUrl('data:image/webp;base64,UklGRg==')).toBeDefined()
    expect(safeImageUrl('data:IMAGE/JPEG;base64,/9j/4A==')).toBeDefined()
  })

  it('accepts an SVG data URI without script or external references', () => {
    const icon = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/><use href="#a"/></svg>'
    expect(safeImageUrl(svg(icon))).toBe(svg(icon))
    expect(safeImageUrl(svgText(icon))).toBe(svgText(icon))
  })

  it.each([
    '<svg><script>alert(1)</script></svg>',
    '<svg><SCRIPT>alert(1)</SCRIPT></svg>',
    '<svg onload="alert(1)"></svg>',
    '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg><foreignObject><iframe src="https://evil.test"/></foreignObject></svg>',
    '<svg><image href="https://tracker.test/pixel"/></svg>',
    "<svg><image xlink:href='https://tracker.test/pixel'/></svg>",
    '<svg><image href=https://tracker.test/pixel /></svg>',
  ])('refuses SVG data carrying %s', (markup) => {
    expect(safeImageUrl(svg(markup))).toBeUndefined()
    expect(safeImageUrl(svgText(markup))).toBeUndefined()
  })

  it.each([
    ...HOSTILE,
    'data:image/png,notbase64',
    'data:image/png;base64,<script>',
    'data:image/svg+xml;base64,%%%',
    'data:image/svg+xml,%E0%A4%A',
    'data:text/javascript;base64,YWxlcnQoMSk=',
    'data:application/octet-stream;base64,AAAA',
    `data:image/png;base64,${'A'.repeat(300_000)}`,
  ])('refuses %j', (input) => {
    expect(safeImageUrl(input)).toBeUndefined()
  })

  it('accepts http from loopback only on a page that is itself on loopback', () => {
    const local = 'http://127.0.0.1:4400/v1/images/wallet.png'
    expect(safeImageUrl(local, '127.0.0.1')).toBe(local)
    expect(safeImageUrl('http://localhost:4400/w.png', 'localhost')).toBe(
      'http://localhost:4400/w.png',
    )
    expect(safeImageUrl('http://[::1]:4400/w.png', '::1')).toBe('http://[::1]:4400/w.png')
    // A real site never loads from the visitor's machine, nor plain http from elsewhere.
    expect(safeImageUrl(local, 'app.example')).toBeUndefined()
    expect(safeImageUrl(local, '')).toBeUndefined()
    expect(safeImageUrl('http://img.test/w.png', '127.0.0.1')).toBeUndefined()
    expect(safeImageUrl('http://127.0.0.1.evil.test/w.png', '127.0.0.1')).toBeUndefined()
    expect(safeImageUrl('http://user:pw@127.0.0.1/w.png', '127.0.0.1')).toBeUndefined()
  })
})

describe('safeDeepLink', () => {
  it("accepts the wallet's own scheme and https universal links", () => {
    const link = 'metamask://wc?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn'
    expect(safeDeepLink(link, 'metamask:')).toBe(link)
    expect(safeDeepLink(link, 'metamask://')).toBe(link)
    expect(safeDeepLink(link, 'MetaMask')).toBe(link)
    expect(safeDeepLink('METAMASK://wc?uri=x', 'metamask')).toBe('metamask://wc?uri=x')
    expect(safeDeepLink('https://metamask.app.link/wc?uri=x', 'metamask')).toBe(
      'https://metamask.app.link/wc?uri=x',
    )
    expect(safeDeepLink('https://wallet.test/wc', undefined)).toBe('https://wallet.test/wc')
  })

  it("refuses another wallet's scheme", () => {
    expect(safeDeepLink('trust://wc?uri=x', 'metamask')).toBeUndefined()
    expect(safeDeepLink('metamask://wc', undefined)).toBeUndefined()
  })

  it.each(HOSTILE)('refuses %j', (input) => {
    expect(safeDeepLink(input, 'metamask')).toBeUndefined()
  })

  it.each(['javascript', 'JavaScript:', 'data:', 'vbscript', 'file://', 'http', 'blob:', ' '])(
    'never lets a wallet claim the scheme %j',
    (scheme) => {
      expect(normaliseScheme(scheme)).toBeUndefined()
      expect(safeDeepLink(`${scheme.replace(/:.*$/, '')}:alert(1)`, scheme)).toBeUndefined()
    },
  )
})
