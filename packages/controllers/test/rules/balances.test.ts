import { servicesOf } from '@latchkey/controllers'
import * as Balance from '@latchkey/controllers/balance'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Send from '@latchkey/controllers/send'
import * as Snack from '@latchkey/controllers/snack'
import * as Transactions from '@latchkey/controllers/transactions'
import type { Transaction } from '@latchkey/core'
import {
  connectEvm,
  createTestAdapter,
  createTestCore,
  createTestWallet,
  EVM_ADDRESS,
  EVM_OTHER,
  LUSD,
  optimism,
  polkadot,
  sepolia,
  solana,
} from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { useProvider } from '../helpers/provider'

const provider = useProvider()

async function connected() {
  const t = createTestCore({ provider })
  t.ledger.creditToken('eip155:1', LUSD, EVM_ADDRESS, 12_345_000n)
  await connectEvm(t)
  await provider.idle()
  return t
}

const balanceRequests = () => provider.requestsTo('/balance').length

describe('token balances (SPEC §5, §8)', () => {
  it('loads token balances from the provider into the account and the send list', async () => {
    const t = await connected()
    const balances = await Balance.fetchTokenBalances(t.ctx)
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'LUSD', quantity: { decimals: '6', numeric: '12.345' } }),
    ])
    expect(Chain.getAccount(t.ctx, 'eip155')?.tokenBalance).toHaveLength(1)
    expect(Send.state(t.ctx).tokenBalances).toHaveLength(1)
  })

  it('shows the USD total in dollars and two-digit pennies', async () => {
    const t = await connected()
    await Balance.fetchTokenBalances(t.ctx)
    expect(Balance.totalUsd(t.ctx)).toEqual({ dollars: '12', pennies: '34' })
  })

  it('shows 0.00 on a testnet', async () => {
    const t = createTestCore({ provider, defaultNetwork: sepolia })
    t.evmWallet.chainId = sepolia.id
    await connectEvm(t)
    Chain.setAccount(t.ctx, 'eip155', {
      tokenBalance: [
        {
          name: 'T',
          symbol: 'T',
          chainId: sepolia.caipNetworkId,
          value: 99.5,
          price: 1,
          quantity: { decimals: '6', numeric: '99.5' },
          iconUrl: '',
        },
      ],
    })
    expect(Balance.totalUsd(t.ctx)).toEqual({ dollars: '0', pennies: '00' })
  })

  it("retries only 30 s after a failure, showing 'Token Balance Unavailable'", async () => {
    const t = await connected()
    provider.fail('balance', 500)
    await Balance.fetchTokenBalances(t.ctx)
    expect(balanceRequests()).toBe(1)
    expect(Snack.state(t.ctx)).toMatchObject({
      message: { code: 'TOKEN_BALANCE_UNAVAILABLE' },
      variant: 'error',
      open: true,
    })

    provider.heal('balance')
    t.clock.advance(29_999)
    await Balance.fetchTokenBalances(t.ctx)
    expect(balanceRequests()).toBe(1)
    t.clock.advance(1)
    const balances = await Balance.fetchTokenBalances(t.ctx)
    expect(balanceRequests()).toBe(2)
    expect(balances).toHaveLength(1)
  })

  it('a disconnect forgets cached balances: the next account asks the provider again', async () => {
    const t = await connected()
    await Balance.fetchTokenBalances(t.ctx)
    expect(balanceRequests()).toBe(1)
    await t.core.disconnect()
    await connectEvm(t)
    await Balance.fetchTokenBalances(t.ctx)
    expect(balanceRequests()).toBe(2)
  })

  it("one namespace's failure does not hold back another's fetch", async () => {
    const t = await connected()
    await Connection.connect(t.ctx, { connectorId: t.solWallet.id, namespace: 'solana' })
    provider.fail('balance', 500)
    await Balance.fetchTokenBalances(t.ctx, 'eip155')
    expect(balanceRequests()).toBe(1)
    provider.heal('balance')
    await Balance.fetchTokenBalances(t.ctx, 'solana')
    expect(balanceRequests()).toBe(2)
    expect(provider.requestsTo('/balance')[1]?.url.searchParams.get('chainId')).toBe(
      solana.caipNetworkId,
    )
    // eip155 itself still waits out its 30 s.
    await Balance.fetchTokenBalances(t.ctx, 'eip155')
    expect(balanceRequests()).toBe(2)
  })

  it('after a send, fetches the token list again past the caches so the Tokens tab shows it', async () => {
    const t = await connected()
    await Balance.fetchTokenBalances(t.ctx)
    expect(balanceRequests()).toBe(1)
    Send.setToken(t.ctx, Chain.getAccount(t.ctx, 'eip155')!.tokenBalance[0])
    Send.setReceiverAddress(t.ctx, EVM_OTHER)
    Send.setTokenAmount(t.ctx, '2.345')
    await Send.sendToken(t.ctx)
    await provider.idle()
    const requests = provider.requestsTo('/balance')
    expect(requests).toHaveLength(2)
    expect(requests[1]?.url.searchParams.get('forceUpdate')).toBe('true')
    expect(Chain.getAccount(t.ctx, 'eip155')?.tokenBalance).toEqual([
      expect.objectContaining({ symbol: 'LUSD', quantity: { decimals: '6', numeric: '10' } }),
    ])
  })

  it("shows 'Token Balance Unavailable' on a network the provider does not serve, without asking", async () => {
    provider.supportedChains = ['eip155:1']
    const t = await connected()
    await t.core.switchNetwork(optimism)
    await Balance.fetchTokenBalances(t.ctx)
    expect(balanceRequests()).toBe(0)
    expect(Snack.state(t.ctx).message).toEqual({ code: 'TOKEN_BALANCE_UNAVAILABLE' })
  })
})

const transfer = (spam: boolean) => ({
  nft_info: { name: 'Free NFT', flags: { is_spam: spam } },
  quantity: { numeric: '1' },
})

function tx(id: string, chain: string, transfers: Transaction['transfers']): Transaction {
  return {
    id,
    metadata: {
      minedAt: '2025-06-01T10:00:00Z',
      chain,
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: '0x9',
      sentTo: EVM_ADDRESS,
    },
    transfers,
  }
}

describe('activity (SPEC §5, §8)', () => {
  it('hides spam-only transactions and those of other chains', async () => {
    const t = await connected()
    provider.history.set(EVM_ADDRESS, [
      tx('spam', 'eip155:1', [transfer(true), transfer(true)]),
      tx('mixed', 'eip155:1', [
        transfer(true),
        { fungible_info: { symbol: 'ETH' }, quantity: { numeric: '1' } },
      ]),
      tx('nft', 'eip155:1', [transfer(false)]),
      tx('other-chain', 'eip155:10', [
        { fungible_info: { symbol: 'ETH' }, quantity: { numeric: '2' } },
      ]),
    ])
    await Transactions.fetchTransactions(t.ctx)
    expect(Transactions.state(t.ctx).transactions.map((x) => x.id)).toEqual(['mixed', 'nft'])
    expect(Transactions.state(t.ctx).empty).toBe(false)
    expect(provider.requestsTo('/history')[0]?.url.searchParams.get('chainId')).toBe('eip155:1')
  })

  it('pages with the next cursor', async () => {
    const t = await connected()
    provider.historyPageSize = 2
    provider.history.set(
      EVM_ADDRESS,
      ['a', 'b', 'c'].map((id) => tx(id, 'eip155:1', [transfer(false)])),
    )
    await Transactions.fetchTransactions(t.ctx)
    expect(Transactions.state(t.ctx).next).toBe('2')
    await Transactions.fetchTransactions(t.ctx)
    expect(Transactions.state(t.ctx).transactions.map((x) => x.id)).toEqual(['a', 'b', 'c'])
    expect(Transactions.state(t.ctx).next).toBeUndefined()
  })

  it('starts over after a network switch: no old entries, no old cursor', async () => {
    const t = await connected()
    provider.historyPageSize = 2
    provider.history.set(EVM_ADDRESS, [
      tx('a', 'eip155:1', [transfer(false)]),
      tx('b', 'eip155:1', [transfer(false)]),
      tx('c', 'eip155:10', [transfer(false)]),
    ])
    await Transactions.fetchTransactions(t.ctx)
    expect(Transactions.state(t.ctx).next).toBe('2')
    await t.core.switchNetwork(optimism)
    expect(Transactions.state(t.ctx).transactions).toEqual([])
    expect(Transactions.state(t.ctx).next).toBeUndefined()
    await Transactions.fetchTransactions(t.ctx)
    const last = provider.requestsTo('/history').at(-1)?.url.searchParams
    expect(last?.get('chainId')).toBe('eip155:10')
    expect(last?.has('cursor')).toBe(false)
    const chains = Transactions.state(t.ctx).transactions.map((x) => x.metadata.chain)
    expect(chains.every((chain) => chain === 'eip155:10')).toBe(true)
  })

  it('starts over when the wallet reports another account', async () => {
    const t = await connected()
    provider.historyPageSize = 1
    provider.history.set(EVM_ADDRESS, [
      tx('a', 'eip155:1', [transfer(false)]),
      tx('b', 'eip155:1', [transfer(false)]),
    ])
    await Transactions.fetchTransactions(t.ctx)
    expect(Transactions.state(t.ctx).transactions.map((x) => x.id)).toEqual(['a'])
    t.evm.emit('accountsChanged', { address: EVM_OTHER, connectorId: t.evmWallet.id })
    expect(Transactions.state(t.ctx).transactions).toEqual([])
    expect(Transactions.state(t.ctx).next).toBeUndefined()
  })

  it('has no activity on polkadot (SPEC §9 eip155 and solana): empty, no history call, no toast', async () => {
    const t = createTestCore({ provider, without: ['eip155', 'solana', 'auth'] })
    const dotWallet = createTestWallet({
      id: 'dot',
      namespace: 'polkadot',
      accounts: [{ address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', type: 'eoa' }],
      chainId: '91b171bb158e2d3848fa23a9f1c25182',
    })
    t.core.addAdapter(createTestAdapter({ namespace: 'polkadot', wallets: [dotWallet] }), [
      polkadot,
    ])
    await Connection.connect(t.ctx, { connectorId: 'dot', namespace: 'polkadot' })
    await Transactions.fetchTransactions(t.ctx)
    expect(Transactions.state(t.ctx).empty).toBe(true)
    expect(Transactions.state(t.ctx).failed).toBe(false)
    expect(provider.requestsTo('/history')).toEqual([])
    expect(Snack.state(t.ctx).message).toBeUndefined()
  })

  it("'Failed to fetch transactions' marks the list empty and sends ERROR_FETCH_TRANSACTIONS", async () => {
    const t = await connected()
    const events: string[] = []
    t.core.subscribeEvents((e) => events.push(e.event))
    provider.fail('history', 502)
    await Transactions.fetchTransactions(t.ctx)
    expect(Snack.state(t.ctx).message).toEqual({ code: 'FAILED_TO_FETCH_TRANSACTIONS' })
    expect(Transactions.state(t.ctx).empty).toBe(true)
    expect(events).toContain('ERROR_FETCH_TRANSACTIONS')
  })

  it('retries the page that failed and keeps what is already listed', async () => {
    const t = await connected()
    provider.historyPageSize = 1
    provider.history.set(EVM_ADDRESS, [
      tx('a', 'eip155:1', [transfer(false)]),
      tx('b', 'eip155:1', [transfer(false)]),
    ])
    await Transactions.fetchTransactions(t.ctx)
    provider.fail('history', 502)
    await Transactions.fetchTransactions(t.ctx)
    expect(Transactions.state(t.ctx).failed).toBe(true)
    expect(Transactions.state(t.ctx).empty).toBe(false)
    expect(Transactions.state(t.ctx).transactions.map((x) => x.id)).toEqual(['a'])
    provider.heal('history')
    await Transactions.retry(t.ctx)
    expect(provider.requestsTo('/history').at(-1)?.url.searchParams.get('cursor')).toBe('1')
    expect(Transactions.state(t.ctx).transactions.map((x) => x.id)).toEqual(['a', 'b'])
    expect(Transactions.state(t.ctx).failed).toBe(false)
  })

  it('a failed first page can be retried after the list was marked empty', async () => {
    const t = await connected()
    provider.history.set(EVM_ADDRESS, [tx('a', 'eip155:1', [transfer(false)])])
    provider.fail('history', 500)
    await Transactions.fetchTransactions(t.ctx)
    expect(Transactions.state(t.ctx).empty).toBe(true)
    provider.heal('history')
    await Transactions.retry(t.ctx)
    expect(Transactions.state(t.ctx).empty).toBe(false)
    expect(Transactions.state(t.ctx).transactions.map((x) => x.id)).toEqual(['a'])
  })

  it('asks nothing of the history route with the history feature off (SPEC §9)', async () => {
    const t = createTestCore({ provider, features: { history: false } })
    await connectEvm(t)
    await provider.idle()
    await Transactions.fetchTransactions(t.ctx)
    expect(provider.requestsTo('/history')).toEqual([])
  })
})

describe('lists belong to their (account, network) pair (issue 23)', () => {
  it('empties the Tokens tab and the send list when the network changes, by the app or the wallet', async () => {
    const t = await connected()
    await Balance.fetchTokenBalances(t.ctx)
    Send.setToken(t.ctx, Send.state(t.ctx).tokenBalances[0])
    expect(Send.state(t.ctx).tokenBalances).toHaveLength(1)
    await t.core.switchNetwork(optimism)
    expect(Chain.getAccount(t.ctx, 'eip155')?.tokenBalance).toEqual([])
    expect(Send.state(t.ctx).tokenBalances).toEqual([])
    expect(Send.state(t.ctx).token).toBeUndefined()
    await Balance.fetchTokenBalances(t.ctx)
    t.evm.emit('chainChanged', { caipNetworkId: 'eip155:1', connectorId: t.evmWallet.id })
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(Send.state(t.ctx).tokenBalances).toEqual([])
  })

  it('drops a token list that arrives after the network changed, instead of showing it on the new one', async () => {
    const t = await connected()
    const api = servicesOf(t.ctx).api()!
    const original = api.getBalance.bind(api)
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    api.getBalance = async (params) => {
      const answer = await original(params)
      await held
      return answer
    }
    const late = Balance.fetchTokenBalances(t.ctx)
    await provider.idle()
    await t.core.switchNetwork(optimism)
    release()
    // The answer for Ethereum comes back while Optimism is active: it is not shown there.
    expect(await late).toHaveLength(1)
    expect(Chain.getAccount(t.ctx, 'eip155')?.tokenBalance).toEqual([])
    expect(Send.state(t.ctx).tokenBalances).toEqual([])
  })

  it("shows the new account's tokens when the wallet switches account", async () => {
    const t = await connected()
    t.ledger.creditToken('eip155:1', LUSD, EVM_OTHER, 7_000_000n)
    await Balance.fetchTokenBalances(t.ctx)
    expect(Chain.getAccount(t.ctx, 'eip155')?.tokenBalance[0]?.quantity.numeric).toBe('12.345')
    t.evm.emit('accountsChanged', { address: EVM_OTHER, connectorId: t.evmWallet.id })
    expect(Chain.getAccount(t.ctx, 'eip155')?.tokenBalance).toEqual([])
    await provider.idle()
    expect(Chain.getAccount(t.ctx, 'eip155')?.tokenBalance[0]?.quantity.numeric).toBe('7')
    expect(Send.state(t.ctx).tokenBalances[0]?.quantity.numeric).toBe('7')
  })

  it('never sends a token of another network on this one', async () => {
    const t = await connected()
    await Balance.fetchTokenBalances(t.ctx)
    const ethereumToken = Send.state(t.ctx).tokenBalances[0]
    await t.core.switchNetwork(optimism)
    Send.setToken(t.ctx, ethereumToken)
    Send.setReceiverAddress(t.ctx, EVM_OTHER)
    Send.setTokenAmount(t.ctx, '1')
    await expect(Send.sendToken(t.ctx)).rejects.toMatchObject({
      message: 'Please enter a valid amount and receiver address',
      details: { missing: ['token'] },
    })
    expect(t.ledger.transfers).toHaveLength(0)
  })

  it("shows the visitor's own send in Activity at once as pending, then as the history lists it", async () => {
    const t = await connected()
    t.ledger.credit('eip155:1', EVM_ADDRESS, 10n ** 18n)
    // The balance the form shows is the one a send may spend (SPEC §5): read it after the credit.
    await Balance.fetchNativeBalance(t.ctx, 'eip155', { fresh: true })
    await Transactions.fetchTransactions(t.ctx)
    expect(Transactions.getGroups(t.ctx)).toEqual([])
    Send.setReceiverAddress(t.ctx, EVM_OTHER)
    Send.setTokenAmount(t.ctx, '0.1')
    await Send.fetchGasPrice(t.ctx)
    const { hash } = await Send.sendToken(t.ctx)
    await vi.waitFor(() => expect(Transactions.state(t.ctx).pending).toHaveLength(1))
    const shown = () => Transactions.getGroups(t.ctx).flatMap((g) => g.transactions)
    expect(shown().map((x) => [x.id, x.metadata.status, x.transfers[0]?.quantity.numeric])).toEqual(
      [[hash, 'pending', '0.1']],
    )
    await provider.idle()
    // The indexer has not seen it yet: still pending after the first read.
    expect(shown().map((x) => x.metadata.status)).toEqual(['pending'])
    provider.history.set(EVM_ADDRESS, [tx(hash, 'eip155:1', [transfer(false)])])
    // Asked again 1 s later (then 2, 4, 8, 16 s) until the history lists it.
    t.clock.advance(1_000)
    await provider.idle()
    await vi.waitFor(() =>
      expect(shown().map((x) => [x.id, x.metadata.status])).toEqual([[hash, 'confirmed']]),
    )
    expect(Transactions.state(t.ctx).pending).toEqual([])
  })

  it('keeps a pending send to its own (account, network) pair', async () => {
    const t = await connected()
    t.ledger.credit('eip155:1', EVM_ADDRESS, 10n ** 18n)
    await Balance.fetchNativeBalance(t.ctx, 'eip155', { fresh: true })
    Send.setReceiverAddress(t.ctx, EVM_OTHER)
    Send.setTokenAmount(t.ctx, '0.1')
    await Send.fetchGasPrice(t.ctx)
    await Send.sendToken(t.ctx)
    await vi.waitFor(() => expect(Transactions.state(t.ctx).pending).toHaveLength(1))
    await t.core.switchNetwork(optimism)
    expect(Transactions.getGroups(t.ctx)).toEqual([])
  })
})
