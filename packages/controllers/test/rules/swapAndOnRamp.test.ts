import * as Network from '@latchkey/controllers/network'
import * as Router from '@latchkey/controllers/router'
import * as Snack from '@latchkey/controllers/snack'
import * as WalletList from '@latchkey/controllers/wallet-list'
import { connectEvm, createTestCore, EVM_ADDRESS, LUSD, sepolia } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { getConnectorGroups, isSwapSupported } from '../../src/index'
import * as Swap from '../../src/swap/index'
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
    await Swap.initialize(t.ctx)
    expect(Swap.state(t.ctx).tokens.map((x) => x.symbol)).toEqual(['ETH', 'LUSD'])
    expect(Swap.state(t.ctx).sourceToken?.symbol).toBe('ETH')
    expect(Swap.state(t.ctx).gasPrice).toBe('1000')
    expect(Swap.state(t.ctx).slippage).toBe(1)
    expect(Swap.usd(t.ctx, Swap.state(t.ctx).tokens[0], '2')).toBe(6000)
  })

  it("keeps the form in the core's one store, a form per core (issue 34)", async () => {
    const t = await connected()
    const other = createTestCore({ provider })
    await Swap.initialize(t.ctx)
    Swap.setSourceTokenAmount(t.ctx, '0.5')
    expect(t.ctx.store.swap?.tokens.map((x) => x.symbol)).toEqual(['ETH', 'LUSD'])
    expect(t.ctx.store.swap?.sourceTokenAmount).toBe('0.5')
    expect(Swap.state(other.ctx)).toMatchObject({
      tokens: [],
      sourceTokenAmount: '',
      owner: undefined,
    })
  })

  it("refuses networks outside the swap list: 'Network not supported for Swaps'", async () => {
    const t = createTestCore({ provider, defaultNetwork: sepolia })
    t.evmWallet.chainId = sepolia.id
    await connectEvm(t)
    expect(isSwapSupported(t.ctx)).toBe(false)
    await expect(Swap.initialize(t.ctx)).rejects.toThrow('Network not supported for Swaps')
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
    await Swap.initialize(t.ctx)
    const [eth, lusd] = Swap.state(t.ctx).tokens
    Swap.selectFor(t.ctx, 'to')
    Swap.pick(t.ctx, lusd!)
    Swap.setSourceTokenAmount(t.ctx, '0,5')
    await Swap.fetchQuote(t.ctx)
    expect(Swap.state(t.ctx).sourceToken).toEqual(eth)
    expect(Swap.state(t.ctx).toTokenAmount).toBe('1500')
    expect(Swap.networkFeeUsd(t.ctx)).toBeCloseTo(150_000 * 1000 * 1e-18 * 3000, 12)
    await Swap.swap(t.ctx)
    expect(t.ledger.transfers.at(-1)).toMatchObject({ to: provider.swapRouter, data: '0x12aa3caf' })
    expect(provider.requestsTo('build-approve')).toEqual([])
    expect(Snack.state(t.ctx).message).toEqual({ code: 'TRANSACTION_STARTED' })
    expect(Swap.state(t.ctx).sourceTokenAmount).toBe('')
    expect(Router.state(t.ctx).view).toBe('Account')
  })

  it('approves first when the allowance is short, waits for it, then swaps', async () => {
    const t = await connected()
    await Swap.initialize(t.ctx)
    const [eth, lusd] = Swap.state(t.ctx).tokens
    Swap.selectFor(t.ctx, 'source')
    Swap.pick(t.ctx, lusd!)
    Swap.selectFor(t.ctx, 'to')
    Swap.pick(t.ctx, eth!)
    Swap.setSourceTokenAmount(t.ctx, '25')
    await Swap.swap(t.ctx)
    const sent = t.ledger.transfers.slice(-2)
    expect(sent.map((x) => x.data?.slice(0, 10))).toEqual(['0x095ea7b3', '0x12aa3caf'])
    expect(sent[0]).toMatchObject({ to: LUSD })
  })

  it("toasts 'Something went wrong' when the wallet refuses the swap", async () => {
    const t = await connected()
    await Swap.initialize(t.ctx)
    Swap.selectFor(t.ctx, 'to')
    Swap.pick(t.ctx, Swap.state(t.ctx).tokens[1]!)
    Swap.setSourceTokenAmount(t.ctx, '0.1')
    t.evmWallet.refuseNext('send')
    await expect(Swap.swap(t.ctx)).rejects.toThrow()
    expect(Snack.state(t.ctx)).toMatchObject({
      message: { code: 'SOMETHING_WENT_WRONG' },
      variant: 'error',
    })
    expect(Swap.state(t.ctx).step).toBeUndefined()
  })

  it('SPEC §5: flags more than the balance, and a native balance the fee does not fit in', async () => {
    const t = await connected()
    await Swap.initialize(t.ctx)
    Swap.setSourceTokenAmount(t.ctx, '0.5')
    expect(Swap.hasInsufficientBalance(t.ctx)).toBe(false)
    expect(Swap.hasInsufficientGas(t.ctx)).toBe(false)
    Swap.setSourceTokenAmount(t.ctx, '2')
    expect(Swap.hasInsufficientBalance(t.ctx)).toBe(true)
    expect(Swap.hasInsufficientGas(t.ctx)).toBe(true)
  })

  it('switching tokens swaps sides and drops the quote', async () => {
    const t = await connected()
    await Swap.initialize(t.ctx)
    Swap.selectFor(t.ctx, 'to')
    Swap.pick(t.ctx, Swap.state(t.ctx).tokens[1]!)
    Swap.setSourceTokenAmount(t.ctx, '1')
    await Swap.fetchQuote(t.ctx)
    Swap.switchTokens(t.ctx)
    expect(Swap.state(t.ctx).sourceToken?.symbol).toBe('LUSD')
    expect(Swap.state(t.ctx).sourceTokenAmount).toBe('3000')
    expect(Swap.state(t.ctx).quote).toBeUndefined()
  })

  it('belongs to its (network, account): a network switch resets the form', async () => {
    const t = await connected()
    await Swap.initialize(t.ctx)
    Swap.setSourceTokenAmount(t.ctx, '0.1')
    await Network.switchNetwork(t.ctx, sepolia)
    expect(Swap.state(t.ctx).sourceTokenAmount).toBe('')
    expect(Swap.state(t.ctx).tokens).toEqual([])
  })
})

describe('wallet list (SPEC §9)', () => {
  it('pages by 40 and searches up to 100', async () => {
    provider.wallets = Array.from({ length: 90 }, (_, i) => ({ id: `w${i}`, name: `Wallet ${i}` }))
    const t = createTestCore({ provider })
    await WalletList.fetchNextPage(t.ctx)
    expect(WalletList.state(t.ctx).wallets).toHaveLength(40)
    await WalletList.fetchNextPage(t.ctx)
    await WalletList.fetchNextPage(t.ctx)
    expect(WalletList.state(t.ctx).wallets).toHaveLength(90)
    await WalletList.fetchNextPage(t.ctx)
    expect(provider.requestsTo('v1/wallets')).toHaveLength(3)
    expect(provider.requestsTo('v1/wallets').map((r) => r.url.searchParams.get('entries'))).toEqual(
      ['40', '40', '40'],
    )
    await WalletList.searchWallets(t.ctx, 'Wallet 1')
    expect(provider.requestsTo('v1/wallets').at(-1)?.url.searchParams.get('entries')).toBe('100')
    expect(WalletList.state(t.ctx).search.map((w) => w.id)).toContain('w1')
  })

  it('lists registry wallets not already shown as installed connectors', async () => {
    provider.wallets = [
      { id: 'registry-test', name: 'Test Wallet', rdns: 'io.latchkey.testwallet' },
      { id: 'other', name: 'Other' },
    ]
    const t = createTestCore({ provider })
    await WalletList.prefetch(t.ctx)
    const recommended = getConnectorGroups(t.ctx).find((g) => g.group === 'recommended')
    expect(
      recommended && 'wallets' in recommended ? recommended.wallets.map((w) => w.id) : [],
    ).toEqual(['other'])
  })
})
