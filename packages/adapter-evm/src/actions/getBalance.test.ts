import { type CaipNetwork, createManualClock, createTtlCache } from '@latchkey/core'
import { describe, expect, it } from 'vitest'
import type { AdapterContext } from './AdapterContext'
import { forgetBalances } from './forgetBalances'
import { getBalance } from './getBalance'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
} as unknown as CaipNetwork

/** A node whose eth_getBalance answers only when the test says, in any order. */
function context() {
  const reads: { answer: (wei: bigint) => void }[] = []
  const client = {
    getBalance: () =>
      new Promise<bigint>((resolve) => {
        reads.push({ answer: resolve })
      }),
  }
  const clock = createManualClock(0)
  const ctx = {
    publicClients: { get: async () => client },
    nativeBalances: createTtlCache<bigint>(clock, 30_000),
    pendingBalances: new Map(),
    clock,
  } as unknown as AdapterContext
  return { ctx, reads }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('getBalance around a send (SPEC §9 cache, issue 36’s flaky send)', () => {
  it('parallel reads share one request, and its answer is kept 30 s', async () => {
    const { ctx, reads } = context()
    const a = getBalance(ctx, { address: ALICE, caipNetwork: network })
    const b = getBalance(ctx, { address: ALICE, caipNetwork: network })
    await flush()
    expect(reads).toHaveLength(1)
    reads[0]?.answer(10n ** 18n)
    expect((await a).balance).toBe('1')
    expect((await b).balance).toBe('1')
    expect((await getBalance(ctx, { address: ALICE, caipNetwork: network })).balance).toBe('1')
    expect(reads).toHaveLength(1)
  })

  it('a fresh read after a send asks the node again, never joining the read that began before', async () => {
    const { ctx, reads } = context()
    const before = getBalance(ctx, { address: ALICE, caipNetwork: network })
    await flush()
    // The send lands while that read is still out.
    forgetBalances(ctx, 31337, [ALICE])
    const after = getBalance(ctx, { address: ALICE, caipNetwork: network, fresh: true })
    await flush()
    expect(reads).toHaveLength(2)
    reads[1]?.answer(5n * 10n ** 17n)
    expect((await after).balance).toBe('0.5')
    // The older read answers last, with the balance before the send: it keeps nothing.
    reads[0]?.answer(10n ** 18n)
    expect((await before).balance).toBe('1')
    expect((await getBalance(ctx, { address: ALICE, caipNetwork: network })).balance).toBe('0.5')
    expect(reads).toHaveLength(2)
  })
})
