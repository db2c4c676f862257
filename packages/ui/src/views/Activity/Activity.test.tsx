import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createFakeApi, transaction } from '../../../test/fakes/fakeApi'
import { connectWallet, createTestCore, renderModal, settle } from '../../../test/fakes/testCore'
import { monthLabel } from './monthLabel'

describe('Transactions view (on demand)', () => {
  it('groups by month, newest first, year only for past years, and pages on request', async () => {
    const api = createFakeApi({
      pages: [
        [
          transaction('a', '2025-05-03T10:00:00Z'),
          transaction('b', '2025-06-10T10:00:00Z', {
            metadata: {
              ...transaction('x', '').metadata,
              minedAt: '2025-06-10T10:00:00Z',
              operationType: 'receive',
            },
            transfers: [
              { direction: 'in', quantity: { numeric: '20' }, fungible_info: { symbol: 'LUSD' } },
            ],
          }),
        ],
        [
          transaction('c', '2024-11-20T10:00:00Z', {
            metadata: {
              ...transaction('x', '').metadata,
              minedAt: '2024-11-20T10:00:00Z',
              status: 'failed',
            },
          }),
        ],
      ],
    })
    const t = createTestCore({ api: api.api })
    await connectWallet(t)
    await renderModal(t, { view: 'Transactions' })
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2))
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'June',
      'May',
    ])
    const june = screen.getByRole('region', { name: 'June' })
    expect(within(june).getByText('Received')).toBeTruthy()
    expect(within(june).getByText('+20 LUSD')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'May' })).getByText('-0.5 ETH')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Show older activity' }))
    await settle()
    expect(screen.getByRole('heading', { name: 'November 2024' })).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: 'November 2024' })).getByText('Failed'),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Show older activity' })).toBeNull()
  })

  it('says so when there is no activity', async () => {
    const t = createTestCore({ api: createFakeApi().api })
    await connectWallet(t)
    await renderModal(t, { view: 'Transactions' })
    await waitFor(() => expect(screen.getByText('No activity yet.')).toBeTruthy())
  })

  it('offers a retry after a failed fetch, which loads the list (SPEC §8)', async () => {
    const api = createFakeApi({ pages: [[transaction('a', '2025-05-03T10:00:00Z')]] })
    const fetchPage = api.api.fetchTransactions
    if (!fetchPage) throw new Error('the fake API lists transactions')
    let failing = true
    api.api.fetchTransactions = async (params) => {
      if (failing) throw new Error('HTTP status code: 502')
      return fetchPage(params)
    }
    const t = createTestCore({ api: api.api })
    await connectWallet(t)
    await renderModal(t, { view: 'Transactions' })
    await waitFor(() => expect(screen.getByText('Activity could not be loaded.')).toBeTruthy())
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toBe(
      'Failed to fetch transactions',
    )
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'May' })).toBeTruthy())
    expect(screen.queryByText('Activity could not be loaded.')).toBeNull()
  })

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observed: { callback: IntersectionObserverCallback; target?: Element }[] = []
    class FakeObserver {
      constructor(public callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.push({ callback: this.callback, target })
      }
      disconnect() {}
    }
    const original = globalThis.IntersectionObserver
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
    try {
      const api = createFakeApi({
        pages: [
          [transaction('a', '2025-06-03T10:00:00Z')],
          [transaction('b', '2024-11-20T10:00:00Z')],
        ],
      })
      const t = createTestCore({ api: api.api })
      await connectWallet(t)
      await renderModal(t, { view: 'Transactions' })
      await waitFor(() => expect(observed.length).toBeGreaterThan(0))
      const last = observed.at(-1)
      await act(async () => {
        last?.callback(
          [{ isIntersecting: true, target: last.target } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        )
      })
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: 'November 2024' })).toBeTruthy(),
      )
      expect(api.calls).toContain('fetchTransactions:1')
    } finally {
      globalThis.IntersectionObserver = original
    }
  })
})

describe('monthLabel', () => {
  const now = Date.UTC(2025, 5, 15)
  it('names the month in the locale, adding the year for other years', () => {
    expect(monthLabel(2025, 0, 'en', now)).toBe('January')
    expect(monthLabel(2024, 11, 'en', now)).toBe('December 2024')
    expect(monthLabel(2025, 2, 'de', now)).toBe('März')
  })
})
