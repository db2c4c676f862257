import { describe, expect, it } from 'vitest'
import { appLinkBase, deepLinkChoiceHref, pairingLink, pairingLinks } from './pairingLinks'

// A pairing URI as the WalletConnect sign client makes it.
const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const ENCODED = encodeURIComponent(URI)

describe('pairingLink: a registry entry’s link with the pairing URI (SPEC §2 deep links)', () => {
  it('puts the URI after the wallet’s own scheme', () => {
    expect(pairingLink('metamask://', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(pairingLink('metamask:', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(pairingLink('Trust:', URI)).toBe(`trust://wc?uri=${ENCODED}`)
    expect(pairingLink('rainbow://app/', URI)).toBe(`rainbow://app/wc?uri=${ENCODED}`)
  })

  it('puts it under an https universal link’s path', () => {
    expect(pairingLink('https://metamask.app.link/', URI)).toBe(
      `https://metamask.app.link/wc?uri=${ENCODED}`,
    )
    expect(pairingLink('https://link.trustwallet.com', URI)).toBe(
      `https://link.trustwallet.com/wc?uri=${ENCODED}`,
    )
    expect(pairingLink('https://link.test/app//', URI)).toBe(
      `https://link.test/app/wc?uri=${ENCODED}`,
    )
  })

  it('never makes a link that runs code, reads files, hides its host or is malformed', () => {
    for (const bad of [
      'javascript:alert(1)//',
      'JavaScript://x',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\u0000script:x',
      'data:text/html,<script>',
      'vbscript:x',
      'http://wallet.example/',
      'ws://wallet.example/',
      'file:///etc/',
      'blob:https://evil.test/x',
      'about:blank',
      'intent://x#Intent;end',
      'chrome://settings',
      'https://user:pw@wallet.example/',
      'https://wallet.test@evil.test/',
      '//wallet.example',
      'not a link',
      'evil://"><script>',
      'evil://a b',
      '',
      null,
      undefined,
      42,
    ])
      expect(pairingLink(bad, URI), String(bad)).toBeUndefined()
    // Only a WalletConnect URI is handed on.
    expect(pairingLink('metamask://', 'javascript:alert(1)')).toBeUndefined()
  })
})

describe('appLinkBase: where a wallet’s link goes without a pairing (the deep-link choice)', () => {
  it('is the link a pairing or a request is added to, ending in /', () => {
    expect(appLinkBase('metamask:')).toBe('metamask://')
    expect(appLinkBase('metamask://')).toBe('metamask://')
    expect(appLinkBase('rainbow://app')).toBe('rainbow://app/')
    expect(appLinkBase('https://link.test/app//')).toBe('https://link.test/app/')
    // What WalletConnect's own client opens with it for a request
    // (`metamask://wc?requestId=…&sessionTopic=…`) is checked against the real sign client in
    // tests/browser/walletconnect.browser.test.ts.
  })

  it('refuses what pairingLink refuses', () => {
    for (const bad of ['javascript:alert(1)//', 'data:text/html,x', 'http://x.test', 'evil://"><'])
      expect(appLinkBase(bad), bad).toBeUndefined()
  })
})

describe('pairingLinks: the links a connect screen offers for one registry wallet', () => {
  const wallet = {
    mobile_link: 'metamask:',
    desktop_link: 'https://metamask.app.link',
    webapp_link: 'https://web.test',
  }

  it('uses the mobile link on a phone, the desktop link elsewhere, and the web app', () => {
    expect(pairingLinks(wallet, URI, true, 'app.test')).toEqual({
      app: `metamask://wc?uri=${ENCODED}`,
      appBase: 'metamask://',
      web: `https://web.test/wc?uri=${ENCODED}`,
      webBase: 'https://web.test/',
    })
    expect(pairingLinks(wallet, URI, false, 'app.test')).toEqual({
      app: `https://metamask.app.link/wc?uri=${ENCODED}`,
      appBase: 'https://metamask.app.link/',
      web: `https://web.test/wc?uri=${ENCODED}`,
      webBase: 'https://web.test/',
    })
  })

  it('offers nothing without a wallet or a URI, and refuses hostile links', () => {
    expect(pairingLinks(wallet, undefined, true)).toEqual({})
    expect(pairingLinks(undefined, URI, true)).toEqual({})
    for (const link of [
      'javascript:alert(1)//',
      'data:text/html,x',
      'http://x.test',
      'https://u:p@x.test',
      'java\tscript:x',
    ])
      expect(
        pairingLinks({ mobile_link: link, desktop_link: link, webapp_link: link }, URI, true),
        link,
      ).toEqual({})
  })

  it('allows a plain http web app only on the local stack (a loopback page and host)', () => {
    const local = { webapp_link: 'http://127.0.0.1:5000/app' }
    expect(pairingLinks(local, URI, false, '127.0.0.1')).toEqual({
      web: `http://127.0.0.1:5000/app/wc?uri=${ENCODED}`,
      webBase: 'http://127.0.0.1:5000/app/',
    })
    expect(pairingLinks(local, URI, false, 'app.test')).toEqual({})
  })
})

describe('deepLinkChoiceHref: a kept deep-link choice read back', () => {
  it('keeps a wallet’s link and cuts the pairing off one kept with it', () => {
    expect(deepLinkChoiceHref('metamask://', 'app.test')).toBe('metamask://')
    expect(deepLinkChoiceHref(`metamask://wc?uri=${ENCODED}`, 'app.test')).toBe('metamask://')
    expect(deepLinkChoiceHref(`https://web.test/app/wc?uri=${ENCODED}`, 'app.test')).toBe(
      'https://web.test/app/',
    )
    expect(deepLinkChoiceHref('http://127.0.0.1:5000/app/', '127.0.0.1')).toBe(
      'http://127.0.0.1:5000/app/',
    )
  })

  it('drops any other link', () => {
    for (const bad of [
      'javascript:alert(1)//',
      'data:text/html,x',
      'http://web.test/',
      'https://u:p@web.test/',
      '',
    ])
      expect(deepLinkChoiceHref(bad, 'app.test'), bad).toBeUndefined()
  })
})
