import * as Connectors from '@latchkey/controllers/connectors'
import * as Router from '@latchkey/controllers/router'
import * as WalletList from '@latchkey/controllers/wallet-list'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestCore, renderModal, settle } from '../../../test/fakes/testCore'

// Plain selectors over the rows: role queries recompute every row's style, slow at 95 rows.
const rowNames = () =>
  Array.from(
    screen.getByRole('list', { name: 'All wallets' }).querySelectorAll('button'),
    (b) => b.querySelector('.lk-list-item-name')?.textContent,
  )
/** A wallet's row by its name (text, not a role query: those name every row). */
const row = (name: string) =>
  screen.getByText(name, { selector: '.lk-list-item-name' }).closest('button') as HTMLElement
/** The pointer-events check reads the style of every ancestor on each click: slow, and these
 * buttons are plainly clickable. */
const quickUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
/** The "Show more wallets" button, by its text: a role query names every one of the rows. */
const showMore = () => screen.queryByText('Show more wallets')?.closest('button') ?? null

describe('AllWallets view', () => {
  it('shows the 4 recommended first, then pages of 40 on request', async () => {
    const user = quickUser()
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
    await user.click(showMore() as HTMLElement)
    await settle()
    expect(t.registry.requests.at(-1)).toMatchObject({ page: 2, entries: 40 })
    expect(rowNames()).toHaveLength(80)
    await user.click(showMore() as HTMLElement)
    await settle()
    expect(rowNames()).toHaveLength(95)
    expect(showMore()).toBeNull()
  })

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
    const user = quickUser()
    const t = createTestCore()
    await act(async () => {
      Connectors.setConnectors(t.ctx, 'eip155', [
        ...Connectors.state(t.ctx).connectors,
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
    const five = row('Wallet 005')
    expect(five.textContent).toContain('Installed')
    await user.click(five)
    expect(Router.state(t.ctx).view).toBe('ConnectingExternal')
    expect(Router.state(t.ctx).data?.connector?.id).toBe('ext-5')
    await act(async () => Router.goBack(t.ctx))
    await settle()
    await user.click(row('Wallet 006'))
    expect(Router.state(t.ctx).view).toBe('ConnectingWalletConnect')
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
    expect(WalletList.state(t.ctx).loading).toBe(false)
  })
})
