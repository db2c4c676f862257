import * as Chain from '@latchkey/controllers/chain'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createFakeApi } from '../../test/fakes/fakeApi'
import {
  connectWallet,
  createTestCore,
  renderModal,
  settle,
  viewLoaded,
} from '../../test/fakes/testCore'

describe('the explainer views', () => {
  it('opens What is a wallet? from Connect, and Get a wallet leads to all wallets', async () => {
    const t = createTestCore()
    await renderModal(t)
    await settle()
    await userEvent.click(screen.getByRole('button', { name: 'What is a wallet?' }))
    await viewLoaded()
    expect(Router.state(t.ctx).view).toBe('WhatIsAWallet')
    const dialog = screen.getByRole('dialog', { name: 'What is a wallet?' })
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['A home for your digital assets', 'One login for many apps', 'You stay in control'])
    await userEvent.click(screen.getByRole('button', { name: 'Get a wallet' }))
    expect(Router.state(t.ctx).view).toBe('AllWallets')
  })

  it('leads Get a wallet to the wallets at hand when the host turns all wallets off', async () => {
    const t = createTestCore({ features: { allWallets: false } })
    await renderModal(t, { view: 'WhatIsAWallet' })
    await settle()
    await userEvent.click(screen.getByRole('button', { name: 'Get a wallet' }))
    expect(Router.state(t.ctx).view).toBe('ConnectWallets')
  })

  it('opens What is a network? from the network list, and leads back to choosing one', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'Networks' })
    await settle()
    await userEvent.click(screen.getByRole('button', { name: 'What is a network?' }))
    await viewLoaded()
    expect(Router.state(t.ctx).view).toBe('WhatIsANetwork')
    expect(screen.getByRole('dialog', { name: 'What is a network?' }).textContent).toContain(
      'Fees in its own token',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Choose a network' }))
    expect(Router.state(t.ctx).view).toBe('Networks')
  })
})

describe('the AccountSettings view', () => {
  it('opens from Account and holds the network, the wallet and disconnect', async () => {
    const t = createTestCore({ api: createFakeApi().api })
    await connectWallet(t)
    await renderModal(t)
    await settle()
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }))
    await viewLoaded()
    expect(Router.state(t.ctx).view).toBe('AccountSettings')
    const dialog = screen.getByRole('dialog', { name: 'Settings' })
    expect(dialog.textContent).toContain('Connected with Dev Wallet')
    await userEvent.click(within(dialog).getByRole('button', { name: /Network: Ethereum/ }))
    expect(Router.state(t.ctx).view).toBe('Networks')
    Router.goBack(t.ctx)
    await settle()
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await settle()
    expect(Chain.isConnected(t.ctx)).toBe(false)
    expect(Modal.state(t.ctx).open).toBe(false)
  })

  it('offers to connect when nothing is connected', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'AccountSettings' })
    await settle()
    expect(screen.getByText('Connect a wallet to see its settings.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }))
    expect(Router.state(t.ctx).view).toBe('Connect')
  })
})
