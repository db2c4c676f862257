import {
  createManualClock,
  createMemoryStorage,
  type ManualClock,
  type TokenBalance,
} from '@latchkey/core'
import { DESKTOP, ethereum, sepolia } from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { buildContext } from '../core/buildContext'
import type { BlockchainApi } from '../core/Services'
import { createStore } from '../core/store'
import * as Balance from './BalanceController'
import * as Chain from './ChainController'
import * as Send from './SendController'
import * as Snack from './SnackController'

const usdc = {
  symbol: 'USDC',
  value: 1234.567,
  quantity: { decimals: '6', numeric: '1234.567' },
} as TokenBalance
const eth = {
  symbol: 'ETH',
  value: 0.019,
  quantity: { decimals: '18', numeric: '0.000005' },
} as TokenBalance

function config({ testnet = false, failing = false } = {}) {
  const getBalance = vi.fn(async (_params: { forceUpdate?: boolean }) => {
    if (failing) throw new Error('down')
    return { balances: [usdc, eth] }
  })
  const network = testnet ? sepolia : ethereum
  const ctx = buildContext({
    networks: [network],
    clock: createManualClock(1_000),
    storage: createMemoryStorage(),
    environment: DESKTOP,
    blockchainApi: {
      isActiveNetworkSupported: async () => true,
      getBalance,
    } as unknown as BlockchainApi,
  })
  Chain.initChain(ctx, { namespace: 'eip155', caipNetworks: [network], defaultAccountType: 'eoa' })
  Chain.setAddress(ctx, 'eip155', '0xabc')
  return { ctx, clock: ctx.clock as ManualClock, getBalance }
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
    expect(Send.state(ctx).tokenBalances).toEqual([usdc, eth])
    expect(Chain.getAccount(ctx, 'eip155')?.tokenBalance).toEqual([usdc, eth])
    expect(Balance.totalUsd(ctx)).toEqual({ dollars: '1,234', pennies: '58' })
    expect(Balance.state(ctx).loading).toBe(false)
  })

  it('shows 0.00 on a testnet', async () => {
    const { ctx } = config({ testnet: true })
    await Balance.fetchTokenBalances(ctx)
    expect(Balance.totalUsd(ctx)).toEqual({ dollars: '0', pennies: '00' })
  })

  it('after a failure: the toast, and no request for 30 s (SPEC §5)', async () => {
    const { ctx, clock, getBalance } = config({ failing: true })
    await expect(Balance.fetchTokenBalances(ctx)).resolves.toEqual([])
    expect(Snack.state(ctx)).toMatchObject({
      open: true,
      variant: 'error',
      message: { code: 'TOKEN_BALANCE_UNAVAILABLE' },
    })
    expect(Balance.state(ctx).lastFailureAt).toEqual({ 'eip155:1:0xabc': 1_000 })
    clock.advance(29_999)
    await Balance.fetchTokenBalances(ctx)
    expect(getBalance).toHaveBeenCalledTimes(1)
    clock.advance(1)
    await Balance.fetchTokenBalances(ctx)
    expect(getBalance).toHaveBeenCalledTimes(2)
  })

  it('a fetch for a namespace writes the slice state() reads', async () => {
    const { ctx, getBalance } = config({ failing: true })
    await Balance.fetchTokenBalances(ctx, 'eip155', { force: true })
    expect(getBalance).toHaveBeenCalledWith(expect.objectContaining({ forceUpdate: true }))
    expect(Balance.state(ctx).lastFailureAt).toEqual({ 'eip155:1:0xabc': 1_000 })
    expect(Balance.state(ctx)).toBe(ctx.store.balance)
  })
})
