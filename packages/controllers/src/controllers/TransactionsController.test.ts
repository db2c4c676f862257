import type { Transaction, TransactionsResponse } from '@latchkey/core'
import { describe, expect, it, vi } from 'vitest'
import type { CoreContext } from '../core/CoreContext'
import { createStore } from '../core/store'
import * as Transactions from './TransactionsController'

const ADDRESS = '0xAbC0000000000000000000000000000000000001'

const tx = (id: string, chain = 'eip155:1', spam = false): Transaction => ({
  id,
  metadata: {
    minedAt: '2026-11-01T10:00:00Z',
    chain,
    operationType: 'send',
    status: 'confirmed',
    sentFrom: ADDRESS,
    sentTo: '0x2',
    hash: id,
  },
  transfers: spam ? [{ nft_info: { flags: { is_spam: true } }, quantity: { numeric: '1' } }] : [],
})

/** A config whose history API answers each call with the next promise it is given. */
function historyConfig() {
  const answers: Array<(page: TransactionsResponse) => void> = []
  const fetchTransactions = vi.fn(
    () => new Promise<TransactionsResponse>((resolve) => answers.push(resolve)),
  )
  const config = {
    store: createStore(),
    chain: {
      state: { activeCaipNetwork: { caipNetworkId: 'eip155:1', chainNamespace: 'eip155' } },
      getAccount: () => ({ address: ADDRESS }),
    } as unknown as CoreContext['chain'],
    services: { api: () => ({ fetchTransactions }) } as unknown as CoreContext['services'],
    options: { isFeatureOn: () => true } as unknown as CoreContext['options'],
    snack: { showError: vi.fn() } as unknown as CoreContext['snack'],
    events: { send: vi.fn() } as unknown as CoreContext['events'],
    clock: { now: () => Date.parse('2026-11-29T12:00:00Z') } as CoreContext['clock'],
  }
  return { config, answers, fetchTransactions }
}

describe('the activity list as free functions over a store (issue 34)', () => {
  it("lists the connected chain's entries without spam-only ones, and pages with the cursor (SPEC §5)", async () => {
    const { config, answers, fetchTransactions } = historyConfig()
    const first = Transactions.fetchTransactions(config)
    answers[0]?.({ data: [tx('a'), tx('b', 'eip155:10'), tx('c', 'eip155:1', true)], next: 'n2' })
    await first
    expect(config.store.transactions).toBe(Transactions.state(config))
    expect(Transactions.state(config).transactions.map((t) => t.id)).toEqual(['a'])
    const second = Transactions.fetchTransactions(config)
    answers[1]?.({ data: [tx('d')], next: null })
    await second
    expect(fetchTransactions.mock.calls[1]).toEqual([
      { account: ADDRESS, chainId: 'eip155:1', cursor: 'n2' },
    ])
    expect(Transactions.state(config).transactions.map((t) => t.id)).toEqual(['a', 'd'])
    expect(Transactions.state(config).next).toBeUndefined()
  })

  it("drops a page in flight when its own store is reset, not another store's", async () => {
    const one = historyConfig()
    const two = historyConfig()
    const pageOne = Transactions.fetchTransactions(one.config)
    const pageTwo = Transactions.fetchTransactions(two.config)
    Transactions.reset(one.config)
    one.answers[0]?.({ data: [tx('a')] })
    two.answers[0]?.({ data: [tx('b')] })
    await Promise.all([pageOne, pageTwo])
    expect(Transactions.state(one.config).transactions).toEqual([])
    expect(Transactions.state(two.config).transactions.map((t) => t.id)).toEqual(['b'])
  })

  it('shows a pending send first until a refresh finds it listed', async () => {
    const { config, answers } = historyConfig()
    Transactions.addPending(config, tx('0xSENT'))
    expect(Transactions.getGroups(config)[0]?.transactions.map((t) => t.id)).toEqual(['0xSENT'])
    const refreshed = Transactions.refresh(config)
    answers[0]?.({ data: [tx('0xsent')] })
    await refreshed
    expect(Transactions.state(config).pending).toEqual([])
    expect(Transactions.getGroups(config)[0]?.label).toBe('November')
  })
})
