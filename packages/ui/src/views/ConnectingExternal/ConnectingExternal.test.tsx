import * as Chain from '@latchkey/controllers/chain'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { WalletRpcError } from '@latchkey/core'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ADDRESS, INJECTED } from '../../../test/fakes/devWallets'
import { createTestCore, renderModal, settle } from '../../../test/fakes/testCore'

describe('ConnectingExternal view', () => {
  it('asks the wallet, waits, and closes the modal once connected', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'ConnectingExternal', data: { connector: INJECTED } })
    expect(t.evm.calls.connect).toEqual([INJECTED.id])
    expect(screen.getByText('Approve the connection in your wallet to continue.')).toBeTruthy()
    expect(screen.getByRole('status', { name: '' })).toBeTruthy()
    await act(async () => t.evm.approve())
    await settle()
    expect(Chain.getAccount(t.ctx)?.address).toBe(ADDRESS)
    expect(Modal.state(t.ctx).open).toBe(false)
  })

  it('says the request was declined and retries on demand', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'ConnectingExternal', data: { connector: INJECTED } })
    await act(async () => t.evm.reject(new WalletRpcError(4001)))
    await settle()
    expect(screen.getByText('Connection declined')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(t.evm.calls.connect).toHaveLength(2)
    expect(screen.getByText('Continue in Dev Wallet')).toBeTruthy()
  })

  it('shows the reason of another failure', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'ConnectingExternal', data: { connector: INJECTED } })
    await act(async () => t.evm.reject(new WalletRpcError(4100)))
    await settle()
    expect(screen.getByText('The connection did not go through.')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).not.toBe('')
  })

  it('in embedded mode shows Account instead of closing', async () => {
    const t = createTestCore({ enableEmbedded: true })
    await renderModal(t, { view: 'ConnectingExternal', data: { connector: INJECTED } })
    await act(async () => t.evm.approve())
    await settle()
    expect(Router.state(t.ctx).view).toBe('Account')
  })
})
