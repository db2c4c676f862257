import * as Connection from '@latchkey/controllers/connection'
import * as Router from '@latchkey/controllers/router'
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registryWallet } from '../../../test/fakes/fakeRegistry'
import { createTestCore, DESKTOP, renderModal } from '../../../test/fakes/testCore'
import { AppKitModal } from '../../app/AppKitModal'

const PHONE = { ...DESKTOP, isMobile: true, os: 'ios' as const }
const TELEGRAM = { ...DESKTOP, isMobile: true, isTelegram: true, os: 'android' as const }

type TelegramWindow = { Telegram?: { WebApp: { platform: string; openLink?: unknown } } }

afterEach(() => {
  delete (window as TelegramWindow).Telegram
})

describe('on a phone', () => {
  it('the WalletConnect row leads to the wallet list, not a QR code', async () => {
    const t = createTestCore({ environment: PHONE })
    await renderModal(t, { view: 'Connect' })
    await userEvent.click(screen.getByRole('button', { name: /WalletConnect/ }))
    expect(Router.state(t.ctx).view).toBe('AllWallets')
  })

  it('a wallet opens through its own scheme and shows no QR code', async () => {
    const t = createTestCore({ environment: PHONE })
    await renderModal(t, { view: 'ConnectingWalletConnect', data: { wallet: registryWallet(3) } })
    const uri = Connection.state(t.ctx).wcUri!
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Open Wallet 003' }).getAttribute('href')).toBe(
      `wallet3://wc?uri=${encodeURIComponent(uri)}`,
    )
  })

  it('says to open the wallet on this phone, not to scan a code, in English and German', async () => {
    const t = createTestCore({ environment: PHONE })
    const { rerender } = await renderModal(t, {
      view: 'ConnectingWalletConnect',
      data: { wallet: registryWallet(3) },
    })
    expect(screen.getByText('Open Wallet 003 on this phone and approve the connection there.'))
    expect(screen.queryByText(/scan/i)).toBeNull()
    await act(async () => rerender(<AppKitModal controllers={t.ctx} root={null} locale="de" />))
    expect(screen.getByText('Öffne Wallet 003 auf diesem Handy und bestätige dort die Verbindung.'))
    expect(screen.queryByText(/scanne/i)).toBeNull()
  })

  it('without a chosen wallet, says to open the copied link in a wallet app', async () => {
    const t = createTestCore({ environment: PHONE })
    await renderModal(t, { view: 'ConnectingWalletConnect' })
    const hint = screen.getByText('Copy this link and open it in a wallet app on this phone.')
    expect(hint.closest('.lk-view-body')?.textContent).not.toMatch(/scan/i)
  })

  it('a desktop still says to scan the code', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'ConnectingWalletConnect', data: { wallet: registryWallet(3) } })
    expect(screen.getByText('Scan this code with Wallet 003 on your phone.'))
  })
})

describe('in a Telegram mini-app', () => {
  it('opens the wallet link through Telegram.WebApp.openLink, not by navigating', async () => {
    const openLink = vi.fn()
    ;(window as TelegramWindow).Telegram = { WebApp: { platform: 'android', openLink } }
    const t = createTestCore({ environment: TELEGRAM })
    await renderModal(t, { view: 'ConnectingWalletConnect', data: { wallet: registryWallet(3) } })
    const link = screen.getByRole('link', { name: 'Open Wallet 003' })
    const href = link.getAttribute('href')!
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    fireEvent(link, click)
    expect(openLink).toHaveBeenCalledExactlyOnceWith(href)
    expect(click.defaultPrevented).toBe(true)
    // The choice is still kept (SPEC §3): the wallet's link without the pairing, which
    // WalletConnect's client opens again for each request.
    expect(href.startsWith(`${Connection.state(t.ctx).wcLinking?.href}wc?uri=wc%3A`)).toBe(true)
    expect(Connection.state(t.ctx).wcLinking).toEqual({
      href: href.slice(0, href.indexOf('wc?uri=')),
      name: 'Wallet 003',
    })
  })

  it('leaves the link to the browser where Telegram has no openLink, or outside Telegram', async () => {
    ;(window as TelegramWindow).Telegram = { WebApp: { platform: 'android' } }
    const t = createTestCore({ environment: TELEGRAM })
    await renderModal(t, { view: 'ConnectingWalletConnect', data: { wallet: registryWallet(3) } })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    fireEvent(screen.getByRole('link', { name: 'Open Wallet 003' }), click)
    expect(click.defaultPrevented).toBe(false)
  })

  it('outside Telegram a stray window.Telegram is not used', async () => {
    const openLink = vi.fn()
    ;(window as TelegramWindow).Telegram = { WebApp: { platform: 'android', openLink } }
    const t = createTestCore({ environment: PHONE })
    await renderModal(t, { view: 'ConnectingWalletConnect', data: { wallet: registryWallet(3) } })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    fireEvent(screen.getByRole('link', { name: 'Open Wallet 003' }), click)
    expect(openLink).not.toHaveBeenCalled()
  })
})
