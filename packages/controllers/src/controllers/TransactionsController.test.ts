import {
  createManualClock,
  createMemoryStorage,
  type Transaction,
  type TransactionsResponse,
} from '@latchkey/core'
import { DESKTOP, ethereum } from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { buildContext } from '../core/buildContext'
import type { BlockchainApi } from '../core/Services'
import * as Chain from './ChainController'
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
  const config = buildContext({
    networks: [ethereum],
    features: { history: true },
    storage: createMemoryStorage(),
    environment: DESKTOP,
    clock: createManualClock(Date.parse('2026-11-29T12:00:00Z')),
    blockchainApi: { fetchTransactions } as unknown as BlockchainApi,
  })
  Chain.initChain(config, {
    namespace: 'eip155',
    caipNetworks: [ethereum],
    defaultAccountType: 'eoa',
  })
  Chain.setAddress(config, 'eip155', ADDRESS)
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
