import { connectEvm, createTestCore, EVM_ADDRESS, LUSD, sepolia } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { getConnectorGroups, isSwapSupported } from '../../src/index'
import { swapControllerOf } from '../../src/swap/index'
import { useProvider } from '../helpers/provider'

const provider = useProvider()

async function connected() {
  const t = createTestCore({ provider })
  t.ledger.credit('eip155:1', EVM_ADDRESS, 10n ** 18n)
  await connectEvm(t)
  await provider.idle()
  return t
}

describe('swaps (SPEC §7, §9)', () => {
  it('loads the tokens, prices and gas price of a swap network, the native currency first picked', async () => {
    const t = await connected()
    expect(isSwapSupported(t.ctx)).toBe(true)
    const swap = swapControllerOf(t.ctx)
    await swap.initialize()
    expect(swap.state.tokens.map((x) => x.symbol)).toEqual(['ETH', 'LUSD'])
    expect(swap.state.sourceToken?.symbol).toBe('ETH')
    expect(swap.state.gasPrice).toBe('1000')
    expect(swap.state.slippage).toBe(1)
    expect(swap.usd(swap.state.tokens[0], '2')).toBe(6000)
  })

  it("refuses networks outside the swap list: 'Network not supported for Swaps'", async () => {
    const t = createTestCore({ provider, defaultNetwork: sepolia })
    t.evmWallet.chainId = sepolia.id
    await connectEvm(t)
    expect(isSwapSupported(t.ctx)).toBe(false)
    await expect(swapControllerOf(t.ctx).initialize()).rejects.toThrow(
      'Network not supported for Swaps',
    )
    expect(provider.requestsTo('/convert')).toEqual([])
  })

  it('offers a network the provider lists as a swap chain, and hides swaps when the feature is off', async () => {
    const t = createTestCore({ provider, defaultNetwork: sepolia })
    t.evmWallet.chainId = sepolia.id
    await connectEvm(t)
    expect(isSwapSupported(t.ctx, [sepolia.caipNetworkId])).toBe(true)
    const off = createTestCore({ provider, features: { swaps: false } })
    await connectEvm(off)
    expect(isSwapSupported(off.ctx)).toBe(false)
  })

  it('quotes, then swaps with no approval for the native currency, and toasts the step', async () => {
    const t = await connected()
    const swap = swapControllerOf(t.ctx)
    await swap.initialize()
    const [eth, lusd] = swap.state.tokens
    swap.selectFor('to')
    swap.pick(lusd!)
    swap.setSourceTokenAmount('0,5')
    await swap.fetchQuote()
    expect(swap.state.sourceToken).toEqual(eth)
    expect(swap.state.toTokenAmount).toBe('1500')
    expect(swap.networkFeeUsd()).toBeCloseTo(150_000 * 1000 * 1e-18 * 3000, 12)
    await swap.swap()
    expect(t.ledger.transfers.at(-1)).toMatchObject({ to: provider.swapRouter, data: '0x12aa3caf' })
    expect(provider.requestsTo('build-approve')).toEqual([])
    expect(t.ctx.snack.state.message).toEqual({ code: 'TRANSACTION_STARTED' })
    expect(swap.state.sourceTokenAmount).toBe('')
    expect(t.ctx.router.state.view).toBe('Account')
  })

  it('approves first when the allowance is short, waits for it, then swaps', async () => {
    const t = await connected()
    const swap = swapControllerOf(t.ctx)
    await swap.initialize()
    const [eth, lusd] = swap.state.tokens
    swap.selectFor('source')
    swap.pick(lusd!)
    swap.selectFor('to')
    swap.pick(eth!)
    swap.setSourceTokenAmount('25')
    await swap.swap()
    const sent = t.ledger.transfers.slice(-2)
    expect(sent.map((x) => x.data?.slice(0, 10))).toEqual(['0x095ea7b3', '0x12aa3caf'])
    expect(sent[0]).toMatchObject({ to: LUSD })
  })

  it("toasts 'Something went wrong' when the wallet refuses the swap", async () => {
    const t = await connected()
    const swap = swapControllerOf(t.ctx)
    await swap.initialize()
    swap.selectFor('to')
    swap.pick(swap.state.tokens[1]!)
    swap.setSourceTokenAmount('0.1')
    t.evmWallet.refuseNext('send')
    await expect(swap.swap()).rejects.toThrow()
    expect(t.ctx.snack.state).toMatchObject({
      message: { code: 'SOMETHING_WENT_WRONG' },
      variant: 'error',
    })
    expect(swap.state.step).toBeUndefined()
  })

  it('SPEC §5: flags more than the balance, and a native balance the fee does not fit in', async () => {
    const t = await connected()
    const swap = swapControllerOf(t.ctx)
    await swap.initialize()
    swap.setSourceTokenAmount('0.5')
    expect(swap.hasInsufficientBalance()).toBe(false)
    expect(swap.hasInsufficientGas()).toBe(false)
    swap.setSourceTokenAmount('2')
    expect(swap.hasInsufficientBalance()).toBe(true)
    expect(swap.hasInsufficientGas()).toBe(true)
  })

  it('switching tokens swaps sides and drops the quote', async () => {
    const t = await connected()
    const swap = swapControllerOf(t.ctx)
    await swap.initialize()
    swap.selectFor('to')
    swap.pick(swap.state.tokens[1]!)
    swap.setSourceTokenAmount('1')
    await swap.fetchQuote()
    swap.switchTokens()
    expect(swap.state.sourceToken?.symbol).toBe('LUSD')
    expect(swap.state.sourceTokenAmount).toBe('3000')
    expect(swap.state.quote).toBeUndefined()
  })

  it('belongs to its (network, account): a network switch resets the form', async () => {
    const t = await connected()
    const swap = swapControllerOf(t.ctx)
    await swap.initialize()
    swap.setSourceTokenAmount('0.1')
    await t.ctx.network.switchNetwork(sepolia)
    expect(swap.state.sourceTokenAmount).toBe('')
    expect(swap.state.tokens).toEqual([])
  })
})

describe('wallet list (SPEC §9)', () => {
  it('pages by 40 and searches up to 100', async () => {
    provider.wallets = Array.from({ length: 90 }, (_, i) => ({ id: `w${i}`, name: `Wallet ${i}` }))
    const t = createTestCore({ provider })
    await t.ctx.walletList.fetchNextPage()
    expect(t.ctx.walletList.state.wallets).toHaveLength(40)
    await t.ctx.walletList.fetchNextPage()
    await t.ctx.walletList.fetchNextPage()
    expect(t.ctx.walletList.state.wallets).toHaveLength(90)
    await t.ctx.walletList.fetchNextPage()
    expect(provider.requestsTo('v1/wallets')).toHaveLength(3)
    expect(provider.requestsTo('v1/wallets').map((r) => r.url.searchParams.get('entries'))).toEqual(
      ['40', '40', '40'],
    )
    await t.ctx.walletList.searchWallets('Wallet 1')
    expect(provider.requestsTo('v1/wallets').at(-1)?.url.searchParams.get('entries')).toBe('100')
    expect(t.ctx.walletList.state.search.map((w) => w.id)).toContain('w1')
  })

  it('lists registry wallets not already shown as installed connectors', async () => {
    provider.wallets = [
      { id: 'registry-test', name: 'Test Wallet', rdns: 'io.latchkey.testwallet' },
      { id: 'other', name: 'Other' },
    ]
    const t = createTestCore({ provider })
    await t.ctx.walletList.prefetch()
    const recommended = getConnectorGroups(t.ctx).find((g) => g.group === 'recommended')
    expect(
      recommended && 'wallets' in recommended ? recommended.wallets.map((w) => w.id) : [],
    ).toEqual(['other'])
  })
})
