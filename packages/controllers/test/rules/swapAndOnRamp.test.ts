import { describe, expect, it } from 'vitest'
import { connectEvm, createTestCore, EVM_ADDRESS, LUSD, sepolia } from '../../src/testing'
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
  it('loads the tokens and gas price of a swap network', async () => {
    const t = await connected()
    expect(t.ctx.swap.isSupported()).toBe(true)
    await t.ctx.swap.initialize()
    expect(t.ctx.swap.state.tokens.map((x) => x.symbol)).toEqual(['ETH', 'LUSD'])
    expect(t.ctx.swap.state.gasPrice).toBe('1000')
    expect(t.ctx.swap.state.slippage).toBe(1)
  })

  it("refuses networks outside the swap list: 'Network not supported for Swaps'", async () => {
    const t = createTestCore({ provider, defaultNetwork: sepolia })
    t.evmWallet.chainId = sepolia.id
    await connectEvm(t)
    expect(t.ctx.swap.isSupported()).toBe(false)
    await expect(t.ctx.swap.initialize()).rejects.toThrow('Network not supported for Swaps')
    expect(provider.requestsTo('/convert')).toEqual([])
  })

  it('quotes and prepares the swap when no approval is needed', async () => {
    const t = await connected()
    await t.ctx.swap.initialize()
    const [eth, lusd] = t.ctx.swap.state.tokens
    t.ctx.swap.setSourceToken(eth)
    t.ctx.swap.setToToken(lusd)
    t.ctx.swap.setSourceTokenAmount('0.5')
    await t.ctx.swap.fetchQuote()
    expect(t.ctx.swap.state.toTokenAmount).toBe('1500')
    expect(t.ctx.swap.state.transaction).toMatchObject({ kind: 'swap', to: provider.swapRouter })
    await t.ctx.swap.sendPrepared()
    expect(t.ledger.transfers.at(-1)).toMatchObject({ to: provider.swapRouter, data: '0x12aa3caf' })
    expect(t.ctx.snack.state.message).toBe('Transaction started')
    expect(t.ctx.swap.state.transaction).toBeUndefined()
  })

  it('approves first when the allowance is short, then prepares the swap', async () => {
    const t = await connected()
    await t.ctx.swap.initialize()
    const [eth, lusd] = t.ctx.swap.state.tokens
    t.ctx.swap.setSourceToken(lusd)
    t.ctx.swap.setToToken(eth)
    t.ctx.swap.setSourceTokenAmount('25')
    await t.ctx.swap.fetchQuote()
    expect(t.ctx.swap.state.transaction).toMatchObject({ kind: 'approve', to: LUSD })
    await t.ctx.swap.sendPrepared()
    expect(t.ctx.swap.state.transaction?.kind).toBe('swap')
  })

  it('switching tokens swaps sides and drops the quote', async () => {
    const t = await connected()
    await t.ctx.swap.initialize()
    const [eth, lusd] = t.ctx.swap.state.tokens
    t.ctx.swap.setSourceToken(eth)
    t.ctx.swap.setToToken(lusd)
    t.ctx.swap.setSourceTokenAmount('1')
    await t.ctx.swap.fetchQuote()
    t.ctx.swap.switchTokens()
    expect(t.ctx.swap.state.sourceToken?.symbol).toBe('LUSD')
    expect(t.ctx.swap.state.sourceTokenAmount).toBe('3000')
    expect(t.ctx.swap.state.transaction).toBeUndefined()
  })
})

describe('on-ramp (SPEC §7, §9)', () => {
  it('offers Coinbase and Meld on eip155 and solana only', async () => {
    const t = await connected()
    expect(t.ctx.onramp.isSupported()).toBe(true)
    expect(t.ctx.onramp.providers().map((p) => p.name)).toEqual(['coinbase', 'meld'])
  })

  it('loads the provider options, or the built-in USD/EUR ones when it fails', async () => {
    const t = await connected()
    await t.ctx.onramp.loadOptions()
    expect(t.ctx.onramp.state.paymentCurrencies.map((c) => c.id)).toEqual(['CHF'])
    provider.fail('onrampOptions', 500)
    const other = await connected()
    await other.ctx.onramp.loadOptions()
    expect(other.ctx.onramp.state.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(other.ctx.onramp.state.purchaseCurrency?.symbol).toBe('USDC')
  })

  it('quotes, and falls back to a marked estimate when the provider fails', async () => {
    const t = await connected()
    await t.ctx.onramp.loadOptions()
    t.ctx.onramp.setPaymentAmount('100')
    expect((await t.ctx.onramp.fetchQuote())?.quoteId).toBe('q-1')
    provider.fail('onrampQuote', 500)
    t.ctx.onramp.setPaymentAmount('100')
    expect(await t.ctx.onramp.fetchQuote()).toMatchObject({ mocked: true })
  })

  it('builds the buy URL for the connected account', async () => {
    const t = await connected()
    await expect(t.ctx.onramp.generateUrl()).resolves.toBe(
      `http://127.0.0.1:4899/buy?user=${EVM_ADDRESS}`,
    )
    const [request] = provider.requestsTo('onrampurl')
    expect(request?.body).toMatchObject({ defaultNetwork: 'ethereum', defaultExperience: 'buy' })
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
    const recommended = t.ctx.connectors.getConnectorGroups().find((g) => g.group === 'recommended')
    expect(
      recommended && 'wallets' in recommended ? recommended.wallets.map((w) => w.id) : [],
    ).toEqual(['other'])
  })
})
