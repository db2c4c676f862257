import { createManualClock, type TokenBalance } from '@latchkey/core'
import { describe, expect, it, vi } from 'vitest'
import type { CoreContext } from '../core/CoreContext'
import { createStore } from '../core/store'
import * as Balance from './BalanceController'

const usdc = { symbol: 'USDC', value: 1234.567 } as TokenBalance
const eth = { symbol: 'ETH', value: 0.019 } as TokenBalance

function config({ testnet = false, failing = false } = {}) {
  const getBalance = vi.fn(async () => {
    if (failing) throw new Error('down')
    return { balances: [usdc, eth] }
  })
  const account = {
    address: '0xabc',
    caipAddress: 'eip155:1:0xabc',
    tokenBalance: [] as TokenBalance[],
  }
  const ctx = {
    store: createStore(),
    clock: createManualClock(1_000),
    options: { state: { hasProvider: true } },
    services: { api: () => ({ isActiveNetworkSupported: async () => true, getBalance }) },
    snack: { showError: vi.fn() },
    send: { setTokenBalances: vi.fn() },
    network: { isRequested: (id: string) => id === 'eip155:1' },
    chain: {
      state: { activeNamespace: 'eip155' },
      getAccount: () => account,
      getChain: () => ({ caipNetwork: { caipNetworkId: 'eip155:1', testnet } }),
      setAccount: vi.fn((_ns: string, patch: { tokenBalance?: TokenBalance[] }) => {
        if (patch.tokenBalance) account.tokenBalance = patch.tokenBalance
      }),
    },
  }
  return { ctx: ctx as unknown as CoreContext & typeof ctx, getBalance }
}

describe('balance as free functions over a store (issue 34)', () => {
  it('starts idle, with no failure remembered, in the store’s own slice', () => {
    const config = { store: createStore() }
    expect(Balance.state(config)).toEqual({ loading: false, lastFailureAt: {} })
    expect(config.store.balance).toBe(Balance.state(config))
  })

  it('stores the fetched tokens and totals them in dollars and two-digit pennies (SPEC §5)', async () => {
    const { ctx } = config()
    await expect(Balance.fetchTokenBalances(ctx)).resolves.toEqual([usdc, eth])
    expect(ctx.send.setTokenBalances).toHaveBeenCalledWith([usdc, eth])
    expect(Balance.totalUsd(ctx)).toEqual({ dollars: '1,234', pennies: '58' })
    expect(Balance.state(ctx).loading).toBe(false)
  })

  it('shows 0.00 on a testnet', async () => {
    const { ctx } = config({ testnet: true })
    await Balance.fetchTokenBalances(ctx)
    expect(Balance.totalUsd(ctx)).toEqual({ dollars: '0', pennies: '00' })
  })

  it('after a failure: the toast, and no request for 30 s (SPEC §5)', async () => {
    const { ctx, getBalance } = config({ failing: true })
    await expect(Balance.fetchTokenBalances(ctx)).resolves.toEqual([])
    expect(ctx.snack.showError).toHaveBeenCalledWith({ code: 'TOKEN_BALANCE_UNAVAILABLE' })
    expect(Balance.state(ctx).lastFailureAt).toEqual({ 'eip155:1:0xabc': 1_000 })
    ctx.clock.advance(29_999)
    await Balance.fetchTokenBalances(ctx)
    expect(getBalance).toHaveBeenCalledTimes(1)
    ctx.clock.advance(1)
    await Balance.fetchTokenBalances(ctx)
    expect(getBalance).toHaveBeenCalledTimes(2)
  })

  it('the facade reads the same slice', async () => {
    const { ctx } = config({ failing: true })
    const facade = Balance.createBalanceController(ctx)
    await facade.fetchTokenBalances('eip155', { force: true })
    expect(facade.state.lastFailureAt).toEqual({ 'eip155:1:0xabc': 1_000 })
    expect(facade.state).toBe(Balance.state(ctx))
  })
})
