import { VIEWS } from '@latchkey/controllers'
import { describe, expect, it } from 'vitest'
import { createTranslator } from '../i18n/fullTranslator'
import { viewTitle } from './viewTitles'

describe('view titles', () => {
  it('gives every view a title of its own, so no view borrows "Connect a wallet"', () => {
    const { t } = createTranslator('en')
    for (const view of VIEWS) {
      const title = viewTitle(view, undefined, t)
      expect(title, view).not.toMatch(/^title\.|\{/)
      if (view !== 'Connect' && view !== 'ConnectingExternal')
        expect(title, view).not.toBe('Connect a wallet')
    }
    expect(viewTitle('Swap', undefined, t)).toBe('Swap')
    expect(viewTitle('AccountSettings', undefined, t)).toBe('Settings')
  })

  it('asks a phone, where no QR code is drawn, to open a wallet app rather than to scan', () => {
    const { t } = createTranslator('en')
    for (const view of ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'] as const) {
      expect(viewTitle(view, undefined, t)).toBe('Scan with your phone')
      expect(viewTitle(view, undefined, t, { isMobile: true })).toBe('Open a wallet app')
    }
    const wallet = { name: 'Rainbow' } as never
    expect(viewTitle('ConnectingWalletConnect', { wallet }, t, { isMobile: true })).toBe(
      'Connect Rainbow',
    )
    expect(
      viewTitle('ConnectingWalletConnect', undefined, createTranslator('de').t, { isMobile: true }),
    ).toBe('Wallet-App öffnen')
  })
})
