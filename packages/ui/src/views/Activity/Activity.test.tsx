import { screen, waitFor, within } from '@testing-library/react'
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
})

describe('monthLabel', () => {
  const now = Date.UTC(2025, 5, 15)
  it('names the month in the locale, adding the year for other years', () => {
    expect(monthLabel(2025, 0, 'en', now)).toBe('January')
    expect(monthLabel(2024, 11, 'en', now)).toBe('December 2024')
    expect(monthLabel(2025, 2, 'de', now)).toBe('März')
  })
})
