import * as Chain from '@latchkey/controllers/chain'
import * as Network from '@latchkey/controllers/network'
import { ethereum, solana } from '@latchkey/test-fakes'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestCore, renderModal, settle } from '../../../test/fakes/testCore'

/**
 * SPEC §2 filters the Connect view's wallets by visibility only (desktop 'Browser Wallet',
 * injected without rdns or install, excluded, Telegram socials), never by the active namespace;
 * §3 gives each connector its own chain. So on a Solana network every namespace's wallets are
 * listed, and each connects in its own namespace.
 */
describe('Connect on a non-EVM active network', () => {
  // The visitor switched to Solana before connecting.
  const solanaFirst = async () => {
    const t = createTestCore({ without: ['auth'], networks: [ethereum, solana], approval: 'auto' })
    await act(() => Network.switchNetwork(t.ctx, solana))
    return t
  }

  it('lists the wallets of every namespace, not only the active one', async () => {
    const t = await solanaFirst()
    await renderModal(t)
    await settle()
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    const list = within(screen.getByRole('list', { name: 'Wallets' }))
    expect(list.getByRole('button', { name: /^Dev Wallet/ })).toBeTruthy()
    expect(list.getByRole('button', { name: /^Sol Wallet/ })).toBeTruthy()
  })

  it.each([
    ['Dev Wallet', 'eip155'],
    ['Sol Wallet', 'solana'],
  ])('connects %s in its own namespace (%s)', async (wallet, namespace) => {
    const t = await solanaFirst()
    await renderModal(t)
    await settle()
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${wallet}`) }))
    await waitFor(() => expect(Chain.connectedNamespaces(t.ctx)).toEqual([namespace]))
  })
})
