import * as Chain from '@latchkey/controllers/chain'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { connectWallet, createTestCore, renderModal, settle } from '../../../test/fakes/testCore'

describe('Networks view', () => {
  it('marks the current network and switches through the wallet, then goes back', async () => {
    const t = createTestCore()
    await connectWallet(t)
    await renderModal(t)
    await userEvent.click(screen.getByRole('button', { name: /Network: Ethereum/ }))
    const list = screen.getByRole('list', { name: 'Choose network' })
    const current = within(list).getByRole('button', { name: /Ethereum/ })
    expect(current.getAttribute('aria-current')).toBe('true')
    expect(within(list).getByRole('button', { name: /Sepolia/ }).textContent).toContain('Testnet')
    await userEvent.click(within(list).getByRole('button', { name: /OP Mainnet/ }))
    await settle()
    expect(t.evm.calls.switchNetwork).toEqual(['eip155:10'])
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(Router.state(t.ctx).view).toBe('Account')
  })

  it('labels every testnet as one, the current network too (issue 23)', async () => {
    const t = createTestCore()
    await connectWallet(t)
    await t.core.switchNetwork('eip155:11155111')
    await renderModal(t, { view: 'Networks' })
    const list = screen.getByRole('list', { name: 'Choose network' })
    const sepolia = within(list).getByRole('button', { name: /Sepolia/ })
    expect(sepolia.getAttribute('aria-current')).toBe('true')
    expect(sepolia.textContent).toContain('Testnet')
    expect(within(list).getByRole('button', { name: /OP Mainnet/ }).textContent).not.toContain(
      'Testnet',
    )
  })

  it('shows a failed switch as a toast and stays', async () => {
    const t = createTestCore()
    await connectWallet(t)
    t.evm.switchNetwork = async () => {
      throw new Error('Chain is not supported')
    }
    await renderModal(t, { view: 'Networks' })
    await userEvent.click(screen.getByRole('button', { name: /OP Mainnet/ }))
    await settle()
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toBe(
      'Chain is not supported',
    )
    expect(Router.state(t.ctx).view).toBe('Networks')
  })
})

describe('UnsupportedChain view', () => {
  it('opens when the wallet moves to an unrequested network and closes after a switch', async () => {
    const t = createTestCore()
    await connectWallet(t)
    renderModalOnly(t)
    t.evm.emit('chainChanged', { caipNetworkId: 'eip155:137' })
    await settle()
    expect(Router.state(t.ctx).view).toBe('UnsupportedChain')
    expect(screen.getByRole('dialog', { name: 'Switch network' })).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Supported networks' })
    expect(within(list).queryByRole('button', { current: true })).toBeNull()
    await userEvent.click(within(list).getByRole('button', { name: /Ethereum/ }))
    await settle()
    expect(Modal.state(t.ctx).open).toBe(false)
  })

  it('can disconnect instead', async () => {
    const t = createTestCore()
    await connectWallet(t)
    await renderModal(t, { view: 'UnsupportedChain' })
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await settle()
    expect(Chain.isConnected(t.ctx)).toBe(false)
  })
})

import { render } from '@testing-library/react'
import type { TestCore } from '../../../test/fakes/testCore'
import { AppKitModal } from '../../app/AppKitModal'

function renderModalOnly(t: TestCore) {
  render(<AppKitModal controllers={t.ctx} root={null} />)
}
