import { CONSTANTS } from '@latchkey/core'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { registryWallet } from '../../../test/fakes/fakeRegistry'
import { createTestCore, renderModal, settle } from '../../../test/fakes/testCore'
import { pairingLink, walletLinks } from './walletLinks'

describe('ConnectingWalletConnect view', () => {
  it('draws the pairing URI as a QR code with a copy button', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'ConnectingWalletConnect' })
    const uri = t.ctx.connection.state.wcUri
    expect(uri).toMatch(/^wc:fake1@2/)
    expect(screen.getByRole('img', { name: 'QR code to connect a phone wallet' })).toBeTruthy()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(uri)
  })

  it('offers a deep link into the chosen wallet with its own scheme', async () => {
    const t = createTestCore()
    const wallet = registryWallet(2)
    await renderModal(t, { view: 'ConnectingWalletConnect', data: { wallet } })
    const uri = t.ctx.connection.state.wcUri!
    const link = screen.getByRole('link', { name: 'Open Wallet 002' })
    expect(link.getAttribute('href')).toBe(
      `https://wallet2.test/app/wc?uri=${encodeURIComponent(uri)}`,
    )
    await userEvent.click(link)
    expect(t.ctx.connection.state.wcLinking?.name).toBe('Wallet 002')
  })

  it('replaces an expired code with a new one', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'ConnectingWalletConnect' })
    await act(async () =>
      t.clock.advance(CONSTANTS.PAIRING_LIFETIME_MS - CONSTANTS.PAIRING_EXPIRY_MARGIN_MS),
    )
    expect(screen.getByRole('alert').textContent).toBe('This code has expired.')
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Get a new code' }))
    await settle()
    expect(t.ctx.connection.state.wcUri).toMatch(/^wc:fake2@2/)
    expect(screen.getByRole('img', { name: /QR code/ })).toBeTruthy()
  })

  it('closes once the phone wallet approves', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'ConnectingWalletConnect' })
    await act(async () => t.evm.approve())
    await settle()
    expect(t.ctx.modal.state.open).toBe(false)
  })
})

describe('walletLinks', () => {
  const uri = 'wc:abc@2?relay-protocol=irn'

  it('joins bases and the encoded URI', () => {
    expect(pairingLink('metamask://', uri)).toBe(`metamask://wc?uri=${encodeURIComponent(uri)}`)
    expect(pairingLink('metamask:', uri)).toBe(`metamask://wc?uri=${encodeURIComponent(uri)}`)
    expect(pairingLink('https://link.test', uri)).toBe(
      `https://link.test/wc?uri=${encodeURIComponent(uri)}`,
    )
  })

  it('uses the mobile link on phones and refuses hostile registry links', () => {
    const wallet = { ...registryWallet(1), mobile_link: 'wallet1://' }
    expect(walletLinks(wallet, uri, true).app).toMatch(/^wallet1:\/\/wc\?uri=/)
    expect(
      walletLinks({ ...wallet, mobile_link: 'javascript:alert(1)//' }, uri, true).app,
    ).toBeUndefined()
    expect(
      walletLinks({ ...wallet, mobile_link: 'data:text/html,x' }, uri, true).app,
    ).toBeUndefined()
    expect(
      walletLinks({ ...wallet, webapp_link: 'http://web.test' }, uri, false).web,
    ).toBeUndefined()
    expect(walletLinks(wallet, undefined, true)).toEqual({})
  })
})
