import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestCore, renderModal, settle } from '../../../test/fakes/testCore'

const rowNames = () =>
  within(screen.getByRole('list', { name: 'All wallets' }))
    .getAllByRole('button')
    .map((b) => b.querySelector('.lk-list-item-name')?.textContent)

describe('AllWallets view', () => {
  it('shows the 4 recommended first, then pages of 40 on request', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'AllWallets' })
    await settle()
    expect(t.registry.requests.map((r) => [r.page, r.entries])).toEqual([
      [1, 4],
      [1, 40],
    ])
    // 4 recommended + the first page without them.
    expect(rowNames()).toHaveLength(40)
    expect(rowNames().slice(0, 5)).toEqual([
      'Wallet 001',
      'Wallet 002',
      'Wallet 003',
      'Wallet 004',
      'Wallet 005',
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Show more wallets' }))
    await settle()
    expect(t.registry.requests.at(-1)).toMatchObject({ page: 2, entries: 40 })
    expect(rowNames()).toHaveLength(80)
    await userEvent.click(screen.getByRole('button', { name: 'Show more wallets' }))
    await settle()
    expect(rowNames()).toHaveLength(95)
    expect(screen.queryByRole('button', { name: 'Show more wallets' })).toBeNull()
    // Drawing 95 rows three times is slow on a loaded machine.
  }, 20_000)

  it('focuses search and searches the registry (up to 100) after typing stops', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'AllWallets' })
    await settle()
    const search = screen.getByRole('searchbox', { name: 'Search wallets' })
    expect(document.activeElement).toBe(search)
    await userEvent.type(search, 'Wallet 07')
    await waitFor(() => expect(t.registry.requests.at(-1)?.search).toBe('Wallet 07'))
    expect(t.registry.requests.at(-1)?.entries).toBe(100)
    await settle()
    expect(rowNames()).toEqual(Array.from({ length: 10 }, (_, i) => `Wallet 07${i}`))
    expect(screen.getByRole('status').textContent).toBe('10 wallets found')
  })

  it('says when nothing matches', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'AllWallets' })
    await userEvent.type(screen.getByRole('searchbox'), 'zzz')
    await waitFor(() => expect(screen.getByText('No wallet matches “zzz”.')).toBeTruthy())
  })

  it('routes an installed wallet to ConnectingExternal and others to the QR view', async () => {
    const t = createTestCore()
    await act(async () => {
      t.ctx.connectors.setConnectors('eip155', [
        ...t.ctx.connectors.state.connectors,
        {
          id: 'ext-5',
          name: 'Wallet Five',
          type: 'ANNOUNCED',
          chain: 'eip155',
          explorerId: 'wallet-5',
        },
      ])
    })
    await renderModal(t, { view: 'AllWallets' })
    await settle()
    const five = screen.getByRole('button', { name: /Wallet 005/ })
    expect(five.textContent).toContain('Installed')
    await userEvent.click(five)
    expect(t.ctx.router.state.view).toBe('ConnectingExternal')
    expect(t.ctx.router.state.data?.connector?.id).toBe('ext-5')
    await act(async () => t.ctx.router.goBack())
    await settle()
    await userEvent.click(screen.getByRole('button', { name: /Wallet 006/ }))
    expect(t.ctx.router.state.view).toBe('ConnectingWalletConnect')
  })
})

describe('AllWallets: the host wallet ids (SPEC §9 featuredWalletIds, includeWalletIds, excludeWalletIds)', () => {
  it('shows the featured wallets first in the host order, then the recommended, each once', async () => {
    const t = createTestCore({ featuredWalletIds: ['wallet-9', 'wallet-2'] })
    await renderModal(t, { view: 'AllWallets' })
    await settle()
    expect(rowNames().slice(0, 6)).toEqual([
      'Wallet 009',
      'Wallet 002',
      'Wallet 001',
      'Wallet 003',
      'Wallet 004',
      'Wallet 005',
    ])
    expect(rowNames().filter((name) => name === 'Wallet 009')).toHaveLength(1)
  })

  it('lists only the included wallets, minus the excluded, in pages and search', async () => {
    const t = createTestCore({
      includeWalletIds: ['wallet-1', 'wallet-7', 'wallet-70', 'wallet-71'],
      excludeWalletIds: ['wallet-7', 'wallet-71'],
      featuredWalletIds: ['wallet-71'],
    })
    await renderModal(t, { view: 'AllWallets' })
    await settle()
    expect(rowNames()).toEqual(['Wallet 001', 'Wallet 070'])
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'Wallet 07')
    await waitFor(() => expect(t.registry.requests.at(-1)?.search).toBe('Wallet 07'))
    await settle()
    expect(rowNames()).toEqual(['Wallet 070'])
  })

  it('keeps the newest search when an older one answers after it', async () => {
    const t = createTestCore()
    const { getWallets } = t.registry.client
    let releaseOld: () => void = () => {}
    t.registry.client.getWallets = async (params) => {
      const answer = await getWallets(params)
      if (params.search === 'Wallet 01') await new Promise<void>((r) => (releaseOld = r))
      return answer
    }
    await renderModal(t, { view: 'AllWallets' })
    await settle()
    const search = screen.getByRole('searchbox', { name: 'Search wallets' })
    await userEvent.type(search, 'Wallet 01')
    await waitFor(() => expect(t.registry.requests.at(-1)?.search).toBe('Wallet 01'))
    await userEvent.clear(search)
    await userEvent.type(search, 'Wallet 02')
    await waitFor(() => expect(rowNames()[0]).toBe('Wallet 020'))
    await act(async () => releaseOld())
    await settle()
    expect(rowNames()).toEqual(Array.from({ length: 10 }, (_, i) => `Wallet 02${i}`))
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(t.ctx.walletList.state.loading).toBe(false)
  })
})
