import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Send from '@latchkey/controllers/send'
import * as Snack from '@latchkey/controllers/snack'
import type { TokenBalance } from '@latchkey/core'
import {
  bitcoin,
  connectEvm,
  createTestAdapter,
  createTestCore,
  createTestWallet,
  EVM_ADDRESS,
  EVM_RECEIVER,
  LUSD,
  SOL_ADDRESS,
  SOL_RECEIVER,
  settle,
  solana,
  type TestCore,
} from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { fillMaxAmount } from '../../src/actions/fillMaxAmount'

const ETH = 10n ** 18n

const token = (overrides: Partial<TokenBalance> = {}): TokenBalance => ({
  name: 'Latchkey USD',
  symbol: 'LUSD',
  chainId: 'eip155:1',
  address: `eip155:1:${LUSD}`,
  value: 10,
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
  iconUrl: '',
  ...overrides,
})

async function fundedEvm(balance = 2n * ETH) {
  const t = createTestCore()
  t.ledger.credit('eip155:1', EVM_ADDRESS, balance)
  await connectEvm(t)
  await settle()
  return t
}

function toasts(t: TestCore) {
  return { message: Snack.state(t.ctx).message, variant: Snack.state(t.ctx).variant }
}

describe('send checks on EVM (SPEC §5)', () => {
  it('native needs receiver, amount, gas price and decimals', async () => {
    const t = await fundedEvm()
    const error = Send.validate(t.ctx)
    expect(error?.message).toBe('Please enter a valid amount and receiver address')
    expect(error?.details?.missing).toEqual(['gasPrice', 'amount', 'receiverAddress'])
    Send.setToken(t.ctx, token({ address: undefined, quantity: { decimals: '', numeric: '2' } }))
    expect(Send.validate(t.ctx)?.details?.missing).toContain('decimals')
    Send.setToken(t.ctx, undefined)
    Send.setReceiverAddress(t.ctx, EVM_RECEIVER)
    Send.setTokenAmount(t.ctx, '0.5')
    await Send.fetchGasPrice(t.ctx)
    expect(Send.validate(t.ctx)).toBeUndefined()
  })

  it('prices the fee of a transfer and the native balance in USD from the native price', async () => {
    const t = await fundedEvm()
    await Send.fetchGasPrice(t.ctx)
    // Without a native price in the balances, no USD figure rather than a wrong $0.
    expect(Send.state(t.ctx).gasPriceInUSD).toBeUndefined()
    expect(Send.state(t.ctx).networkBalanceInUSD).toBeUndefined()
    const native = token({
      name: 'Ether',
      symbol: 'ETH',
      address: undefined,
      price: 2500,
      value: 5000,
      quantity: { decimals: '18', numeric: '2' },
    })
    // Another network's native entry does not count.
    const elsewhere = { ...native, chainId: 'eip155:10', price: 1 }
    Chain.setAccount(t.ctx, 'eip155', { tokenBalance: [elsewhere, token(), native] })
    await Send.fetchGasPrice(t.ctx)
    const gasPrice = BigInt(Send.state(t.ctx).gasPrice ?? '0')
    expect(gasPrice).toBeGreaterThan(0n)
    expect(Send.state(t.ctx).gasPriceInUSD).toBeCloseTo(
      (Number(gasPrice) * 21_000 * 2500) / 1e18,
      9,
    )
    expect(Send.state(t.ctx).networkBalanceInUSD).toBe('5000.00')
    Send.reset(t.ctx)
    expect(Send.state(t.ctx).gasPriceInUSD).toBeUndefined()
  })

  it('ERC20 needs token address, amount and receiver (not gas price)', async () => {
    const t = await fundedEvm()
    Send.setToken(t.ctx, token({ address: '' }))
    expect(Send.validate(t.ctx)?.details?.missing).toEqual([
      'tokenAddress',
      'amount',
      'receiverAddress',
    ])
    Send.setToken(t.ctx, token())
    Send.setTokenAmount(t.ctx, '1')
    Send.setReceiverAddress(t.ctx, 'not-an-address')
    expect(Send.validate(t.ctx)?.details?.missing).toEqual(['receiverAddress'])
    Send.setReceiverAddress(t.ctx, EVM_RECEIVER)
    expect(Send.validate(t.ctx)).toBeUndefined()
  })

  it('refuses a send with missing fields and sends nothing', async () => {
    const t = await fundedEvm()
    await expect(Send.sendToken(t.ctx)).rejects.toThrow(
      'Please enter a valid amount and receiver address',
    )
    expect(t.ledger.transfers).toHaveLength(0)
  })
})

// Bitcoin mainnet addresses: BIP-173's P2WPKH example and BIP-322's.
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const BTC_RECEIVER = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'

describe('send checks on Solana and elsewhere (SPEC §5)', () => {
  it("Solana needs amount and receiver, else 'Please enter a valid amount and receiver address'", async () => {
    const t = createTestCore()
    // Funded: an amount above the balance is refused too (tested in sendAction.test.ts).
    t.ledger.credit(solana.caipNetworkId, SOL_ADDRESS, 10n ** 9n)
    await Connection.connect(t.ctx, { connectorId: t.solWallet.id, namespace: 'solana' })
    Send.setReceiverAddress(t.ctx, SOL_RECEIVER)
    expect(Send.validate(t.ctx)?.message).toBe('Please enter a valid amount and receiver address')
    Send.setTokenAmount(t.ctx, '0.1')
    expect(Send.validate(t.ctx)).toBeUndefined()
  })

  it('Solana refuses a missing or an invalid receiver, and sends nothing', async () => {
    const t = createTestCore()
    t.ledger.credit(solana.caipNetworkId, SOL_ADDRESS, 10n ** 9n)
    await Connection.connect(t.ctx, { connectorId: t.solWallet.id, namespace: 'solana' })
    Send.setTokenAmount(t.ctx, '0.1')
    const missing = () => Send.validate(t.ctx)?.details?.missing
    expect(Send.validate(t.ctx)?.message).toBe('Please enter a valid amount and receiver address')
    expect(missing()).toEqual(['receiverAddress'])
    for (const invalid of [
      EVM_RECEIVER, // an EVM address is no Solana address
      'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWr0', // 0 is not base58
      'HN7cABqLq46Es1jh92dQQisAq662S', // 29 characters, under 32
      `${SOL_RECEIVER}xyz`, // 47 characters, over 44
    ]) {
      Send.setReceiverAddress(t.ctx, invalid)
      expect(missing(), invalid).toEqual(['receiverAddress'])
    }
    await expect(Send.sendToken(t.ctx)).rejects.toThrow(
      'Please enter a valid amount and receiver address',
    )
    expect(t.ledger.transfers).toHaveLength(0)
    Send.setReceiverAddress(t.ctx, SOL_RECEIVER)
    expect(Send.validate(t.ctx)).toBeUndefined()
  })

  it('Bitcoin needs amount and receiver too, and sends through its adapter', async () => {
    const t = createTestCore()
    const btcWallet = createTestWallet({
      id: 'btc',
      namespace: 'bip122',
      accounts: [{ address: BTC_ADDRESS, type: 'payment' }],
      chainId: bitcoin.id,
      rdns: 'btc',
    })
    t.core.addAdapter(
      createTestAdapter({ namespace: 'bip122', ledger: t.ledger, wallets: [btcWallet] }),
      [bitcoin],
    )
    t.ledger.credit(bitcoin.caipNetworkId, BTC_ADDRESS, 100_000_000n)
    await Connection.connect(t.ctx, { connectorId: 'btc', namespace: 'bip122' })
    Send.setTokenAmount(t.ctx, '0.1')
    Send.setReceiverAddress(t.ctx, EVM_RECEIVER)
    expect(Send.validate(t.ctx)?.message).toBe('Please enter a valid amount and receiver address')
    Send.setReceiverAddress(t.ctx, BTC_RECEIVER)
    await Send.sendToken(t.ctx)
    expect(t.ledger.transfers).toEqual([
      expect.objectContaining({ from: BTC_ADDRESS, to: BTC_RECEIVER, amount: 10_000_000n }),
    ])
  })
})

describe('insufficient gas (SPEC §5)', () => {
  it('a zero native balance is insufficient', async () => {
    const t = await fundedEvm(0n)
    expect(Send.hasInsufficientGas(t.ctx)).toBe(true)
  })

  it('a gas price above the balance is insufficient; equal to it is enough', async () => {
    const t = await fundedEvm(1000n)
    Send.setGasPrice(t.ctx, 999n)
    expect(Send.hasInsufficientGas(t.ctx)).toBe(false)
    // SPEC §5 says "above": the boundary itself still counts as sufficient.
    Send.setGasPrice(t.ctx, 1000n)
    expect(Send.hasInsufficientGas(t.ctx)).toBe(false)
    Send.setGasPrice(t.ctx, 1001n)
    expect(Send.hasInsufficientGas(t.ctx)).toBe(true)
  })

  it('a smart account is never flagged', async () => {
    const t = createTestCore()
    await connectEvm(t, 'auth')
    await settle()
    expect(Chain.getAccount(t.ctx, 'eip155')?.preferredAccountType).toBe('smartAccount')
    expect(Chain.getAccount(t.ctx, 'eip155')?.balance).toBe('0')
    expect(Send.hasInsufficientGas(t.ctx)).toBe(false)
  })
})

describe('tokens and amounts (SPEC §5)', () => {
  it('filters tokens with zero decimals', () => {
    const t = createTestCore()
    Send.setTokenBalances(t.ctx, [
      token(),
      token({ symbol: 'NFT', quantity: { decimals: '0', numeric: '3' } }),
    ])
    expect(Send.state(t.ctx).tokenBalances.map((b) => b.symbol)).toEqual(['LUSD'])
  })

  it('Max leaves the fee of a plain transfer for a native send, and takes a whole token', async () => {
    const t = await fundedEvm()
    t.ledger.setGasPrice('eip155:1', 2_000_000_000n)
    await Send.fetchGasPrice(t.ctx)
    // 2 ETH less 21 000 gas at 2 gwei.
    fillMaxAmount(t.ctx)
    expect(Send.state(t.ctx).sendTokenAmount).toBe('1.999958')
    Send.setToken(t.ctx, token())
    fillMaxAmount(t.ctx)
    expect(Send.state(t.ctx).sendTokenAmount).toBe('10')
  })

  it('Max is 0, never negative, when the fee is above the native balance', async () => {
    const t = await fundedEvm(10_000n)
    await Send.fetchGasPrice(t.ctx)
    fillMaxAmount(t.ctx)
    expect(Send.state(t.ctx).sendTokenAmount).toBe('0')
  })

  it('drops a fee estimate that arrives for a network no longer active', async () => {
    const t = await fundedEvm()
    const estimateFee = t.evm.estimateFee?.bind(t.evm)
    if (!estimateFee) throw new Error('the test adapter estimates fees')
    let answer = () => {}
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    t.evm.estimateFee = async (params) => {
      await held
      return estimateFee(params)
    }
    const estimate = Send.fetchGasPrice(t.ctx)
    await t.core.switchNetwork('eip155:10')
    answer()
    await estimate
    expect(Send.state(t.ctx).networkFee).toBeUndefined()
  })

  it('shows amounts cut to 3 decimals', () => {
    const t = createTestCore()
    expect(Send.displayAmount(t.ctx, '1.23999')).toBe('1.239')
    expect(Send.displayAmount(t.ctx, '0.0004')).toBe('0')
  })
})

describe('sending (SPEC §5, §8)', () => {
  it("moves native value and shows 'Transaction started'", async () => {
    const t = await fundedEvm()
    const events: string[] = []
    t.core.subscribeEvents((e) => events.push(e.event))
    Send.setReceiverAddress(t.ctx, EVM_RECEIVER)
    Send.setTokenAmount(t.ctx, '0.5')
    await Send.fetchGasPrice(t.ctx)
    const { hash } = await Send.sendToken(t.ctx)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(t.ledger.balanceOf('eip155:1', EVM_RECEIVER)).toBe(ETH / 2n)
    expect(toasts(t)).toEqual({ message: { code: 'TRANSACTION_STARTED' }, variant: 'success' })
    expect(events).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(Send.state(t.ctx).receiverAddress).toBeUndefined()
  })

  it('accepts an EVM receiver typed without 0x (SPEC §5) and sends to it with its 0x', async () => {
    const t = await fundedEvm()
    Send.setReceiverAddress(t.ctx, '3333333333333333333333333333333333333333')
    Send.setTokenAmount(t.ctx, '0.25')
    await Send.fetchGasPrice(t.ctx)
    await Send.sendToken(t.ctx)
    expect(t.ledger.balanceOf('eip155:1', EVM_RECEIVER)).toBe(ETH / 4n)
    expect(t.ledger.transfers.at(-1)?.to).toBe('0x3333333333333333333333333333333333333333')
  })

  it('refuses an amount with more decimals than the token has, and sends nothing', async () => {
    const t = await fundedEvm()
    t.ledger.creditToken('eip155:1', LUSD, EVM_ADDRESS, 5_000_000n)
    Send.setToken(t.ctx, token())
    Send.setReceiverAddress(t.ctx, EVM_RECEIVER)
    // LUSD has 6 decimals: a 7th would be cut off silently.
    Send.setTokenAmount(t.ctx, '1.1234567')
    const error = await Send.sendToken(t.ctx).catch((e: unknown) => e)
    expect(error).toMatchObject({
      message: 'Please enter a valid amount and receiver address',
      details: { missing: ['amount'] },
    })
    Send.setTokenAmount(t.ctx, '1.123456000')
    await Send.sendToken(t.ctx)
    expect(t.ledger.tokenBalanceOf('eip155:1', LUSD, EVM_RECEIVER)).toBe(1_123_456n)
  })

  it('moves ERC20 tokens through writeContract', async () => {
    const t = await fundedEvm()
    t.ledger.creditToken('eip155:1', LUSD, EVM_ADDRESS, 5_000_000n)
    Send.setToken(t.ctx, token())
    Send.setReceiverAddress(t.ctx, EVM_RECEIVER)
    Send.setTokenAmount(t.ctx, '1.5')
    await Send.sendToken(t.ctx)
    expect(t.ledger.tokenBalanceOf('eip155:1', LUSD, EVM_RECEIVER)).toBe(1_500_000n)
    expect(t.ledger.tokenBalanceOf('eip155:1', LUSD, EVM_ADDRESS)).toBe(3_500_000n)
  })

  it("an EVM failure shows 'Something went wrong' and sends SEND_ERROR", async () => {
    const t = await fundedEvm()
    const events: string[] = []
    t.core.subscribeEvents((e) => events.push(e.event))
    Send.setReceiverAddress(t.ctx, EVM_RECEIVER)
    Send.setTokenAmount(t.ctx, '0.5')
    await Send.fetchGasPrice(t.ctx)
    // The node fails the transaction (an amount above the balance is refused before the wallet).
    t.evmWallet.refuseNext('send', new Error('execution reverted'))
    await expect(Send.sendToken(t.ctx)).rejects.toThrow('execution reverted')
    expect(toasts(t)).toEqual({ message: { code: 'SOMETHING_WENT_WRONG' }, variant: 'error' })
    expect(events).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(Send.state(t.ctx).receiverAddress).toBe(EVM_RECEIVER)
  })

  it("a Solana failure shows 'Failed to send transaction. Please try again.'", async () => {
    const t = createTestCore()
    t.ledger.credit(solana.caipNetworkId, SOL_ADDRESS, 10n ** 9n)
    await Connection.connect(t.ctx, { connectorId: t.solWallet.id, namespace: 'solana' })
    Send.setReceiverAddress(t.ctx, SOL_RECEIVER)
    Send.setTokenAmount(t.ctx, '0.25')
    t.solWallet.refuseNext('send')
    await expect(Send.sendToken(t.ctx)).rejects.toMatchObject({ code: 4001 })
    expect(toasts(t)).toEqual({
      message: { code: 'FAILED_TO_SEND_TRANSACTION' },
      variant: 'error',
    })
    await Send.sendToken(t.ctx)
    expect(t.ledger.balanceOf(solana.caipNetworkId, SOL_RECEIVER)).toBe(250_000_000n)
  })

  it('a double submit sends once', async () => {
    const t = await fundedEvm()
    Send.setReceiverAddress(t.ctx, EVM_RECEIVER)
    Send.setTokenAmount(t.ctx, '0.1')
    await Send.fetchGasPrice(t.ctx)
    const first = Send.sendToken(t.ctx)
    const second = Send.sendToken(t.ctx)
    expect(second).toBe(first)
    expect(Send.state(t.ctx).loading).toBe(true)
    await Promise.all([first, second])
    expect(t.ledger.transfers).toHaveLength(1)
    expect(Send.state(t.ctx).loading).toBe(false)
  })
})
