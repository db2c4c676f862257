import * as Connectors from '@latchkey/controllers/connectors'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestCore, renderModal, settle } from '../../../test/fakes/testCore'
import { walletRows } from './walletRows'

describe('Connect view', () => {
  it('is a dialog titled "Connect a wallet" with a close button and no back button', async () => {
    const t = createTestCore()
    await renderModal(t)
    const dialog = screen.getByRole('dialog', { name: 'Connect a wallet' })
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('lists WalletConnect, the installed wallet, recommended wallets and All wallets', async () => {
    const t = createTestCore()
    await renderModal(t)
    await settle()
    const list = screen.getByRole('list', { name: 'Wallets' })
    const names = within(list)
      .getAllByRole('button')
      .map((b) => b.querySelector('.lk-list-item-name')?.textContent)
    expect(names).toEqual([
      'WalletConnect',
      'Dev Wallet',
      'Wallet 001',
      'Wallet 002',
      'Wallet 003',
      'Wallet 004',
      'All wallets',
    ])
    expect(within(list).getByRole('button', { name: /Dev Wallet/ }).textContent).toContain(
      'Installed',
    )
  })

  it('opens ConnectingExternal for an installed wallet and goes back', async () => {
    const t = createTestCore()
    await renderModal(t)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /Dev Wallet/ }))
    expect(screen.getByRole('dialog', { name: 'Dev Wallet' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Dev Wallet' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('dialog', { name: 'Connect a wallet' })).toBeTruthy()
  })

  it('opens the QR view for WalletConnect and for a registry wallet', async () => {
    const t = createTestCore()
    await renderModal(t)
    await settle()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /Wallet 002/ }))
    expect(Router.state(t.ctx).view).toBe('ConnectingWalletConnect')
    expect(Router.state(t.ctx).data?.wallet?.id).toBe('wallet-2')
    expect(screen.getByRole('heading', { name: 'Connect Wallet 002' })).toBeTruthy()
  })

  it('shows "No wallets" when nothing can connect', async () => {
    const t = createTestCore({ walletRegistry: undefined, enableWalletConnect: false })
    Connectors.setConnectors(t.ctx, 'eip155', [])
    await renderModal(t)
    expect(screen.getByText('No wallets are available right now.')).toBeTruthy()
  })

  it('links the host terms and privacy policy, and drops unsafe links', async () => {
    const t = createTestCore({
      termsConditionsUrl: 'https://app.test/terms',
      privacyPolicyUrl: 'javascript:alert(1)',
    })
    await renderModal(t)
    const link = screen.getByRole('link', { name: /terms of service/ })
    expect(link.getAttribute('href')).toBe('https://app.test/terms')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.queryByRole('link', { name: /privacy/ })).toBeNull()
  })

  it('with legalCheckbox, lets no wallet be chosen until the terms are ticked (SPEC §9)', async () => {
    const t = createTestCore({
      termsConditionsUrl: 'https://app.test/terms',
      privacyPolicyUrl: 'https://app.test/privacy',
      features: { legalCheckbox: true },
    })
    await renderModal(t)
    await settle()
    const consent = screen.getByRole('checkbox', {
      name: /I agree to the terms of service .* and the privacy policy/,
    })
    const wallet = screen.getByRole('button', { name: /Dev Wallet/ })
    expect(wallet.closest('fieldset')?.disabled).toBe(true)
    await userEvent.click(wallet)
    expect(Router.state(t.ctx).view).toBe('Connect')
    await userEvent.click(consent)
    expect(wallet.closest('fieldset')?.disabled).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: /Dev Wallet/ }))
    expect(Router.state(t.ctx).view).toBe('ConnectingExternal')
  })

  it('with legalCheckbox but no safe terms to agree to, blocks nothing', async () => {
    const t = createTestCore({
      features: { legalCheckbox: true },
      termsConditionsUrl: 'javascript:alert(1)',
    })
    await renderModal(t)
    await settle()
    expect(screen.queryByRole('checkbox')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: /Dev Wallet/ }))
    expect(Router.state(t.ctx).view).toBe('ConnectingExternal')
  })

  it("shows the host's own wallets after the installed one and opens them like registry wallets", async () => {
    const t = createTestCore({
      customWallets: [{ id: 'acme', name: 'Acme Wallet', homepage: 'https://acme.test' }],
    })
    await renderModal(t)
    await settle()
    const names = within(screen.getByRole('list', { name: 'Wallets' }))
      .getAllByRole('button')
      .map((b) => b.querySelector('.lk-list-item-name')?.textContent)
    expect(names.slice(0, 3)).toEqual(['WalletConnect', 'Dev Wallet', 'Acme Wallet'])
    await userEvent.click(screen.getByRole('button', { name: /Acme Wallet/ }))
    expect(Router.state(t.ctx).view).toBe('ConnectingWalletConnect')
    expect(Router.state(t.ctx).data?.wallet?.id).toBe('acme')
  })

  it('closes on Escape through the modal controller', async () => {
    const t = createTestCore()
    await renderModal(t)
    await userEvent.keyboard('{Escape}')
    expect(Modal.state(t.ctx).open).toBe(false)
  })

  it('renders in the chosen locale', async () => {
    const t = createTestCore()
    const { rerender } = await renderModal(t)
    const { AppKitModal } = await import('../../app/AppKitModal')
    await act(async () => rerender(<AppKitModal controllers={t.ctx} root={null} locale="de" />))
    expect(screen.getByRole('dialog', { name: 'Wallet verbinden' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy()
  })
})

describe('walletRows', () => {
  it('keeps each wallet once, where it first appears', () => {
    const wallet = { id: 'w1', name: 'W1', rdns: 'w1.test' }
    const rows = walletRows([
      { group: 'recent', wallets: [wallet] },
      {
        group: 'injected',
        connectors: [
          {
            id: 'x',
            name: 'W1 ext',
            type: 'ANNOUNCED',
            chain: 'eip155',
            info: { rdns: 'w1.test' },
          },
        ],
      },
      { group: 'recommended', wallets: [wallet, { id: 'w2', name: 'W2' }] },
    ])
    expect(rows.map((r) => r.key)).toEqual(['w:w1', 'w:w2'])
    expect(rows[0]).toMatchObject({ kind: 'wallet', recent: true })
  })
})
