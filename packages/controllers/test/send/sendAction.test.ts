import type { AdapterTransferParams } from '@latchkey/adapter-kit'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Router from '@latchkey/controllers/router'
import * as Send from '@latchkey/controllers/send'
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
  type TestAdapter,
  type TestCore,
} from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { type SendParameters, send } from '../../src/send/sendAction'

const ETH = 10n ** 18n
const GWEI = '1000000000'
const REFUSED = 'Please enter a valid amount and receiver address'
// Bitcoin mainnet addresses: BIP-173's P2WPKH example and BIP-322's.
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const BTC_RECEIVER = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'

/** Every transfer the adapter is asked for: a wallet call each. */
function countTransfers(adapter: Pick<TestAdapter, 'transfer'>): AdapterTransferParams[] {
  const calls: AdapterTransferParams[] = []
  const transfer = adapter.transfer.bind(adapter)
  adapter.transfer = (params) => {
    calls.push(params)
    return transfer(params)
  }
  return calls
}

async function evm(balance = 2n * ETH) {
  const t = createTestCore()
  t.ledger.credit('eip155:1', EVM_ADDRESS, balance)
  t.ledger.creditToken('eip155:1', LUSD, EVM_ADDRESS, 5_000_000n)
  await connectEvm(t)
  await settle()
  return { t, calls: countTransfers(t.evm) }
}

async function sol() {
  const t = createTestCore()
  t.ledger.credit(solana.caipNetworkId, SOL_ADDRESS, 10n ** 9n)
  await Connection.connect(t.ctx, { connectorId: t.solWallet.id, namespace: 'solana' })
  await settle()
  return { t, calls: countTransfers(t.sol) }
}

async function btc() {
  const t = createTestCore()
  const wallet = createTestWallet({
    id: 'btc',
    namespace: 'bip122',
    accounts: [{ address: BTC_ADDRESS, type: 'payment' }],
    chainId: bitcoin.id,
    rdns: 'btc',
  })
  const adapter = createTestAdapter({ namespace: 'bip122', ledger: t.ledger, wallets: [wallet] })
  const calls = countTransfers(adapter)
  t.core.addAdapter(adapter, [bitcoin])
  t.ledger.credit(bitcoin.caipNetworkId, BTC_ADDRESS, 100_000_000n)
  await Connection.connect(t.ctx, { connectorId: 'btc', namespace: 'bip122' })
  await settle()
  return { t, calls }
}

const lusd: TokenBalance = {
  name: 'Latchkey USD',
  symbol: 'LUSD',
  chainId: 'eip155:1',
  address: `eip155:1:${LUSD}`,
  value: 5,
  price: 1,
  quantity: { decimals: '6', numeric: '5' },
  iconUrl: '',
}

const native = (sendTokenAmount: string, receiverAddress: string): SendParameters => ({
  token: undefined,
  sendTokenAmount,
  receiverAddress,
  gasPrice: GWEI,
})

async function refusal(t: TestCore, parameters: SendParameters) {
  return send(t.ctx, parameters).then(
    () => undefined,
    (error: unknown) => error,
  )
}

describe('send(core, parameters): one check, before any wallet call (SPEC §5, §8)', () => {
  it('refuses bad EVM receivers and asks the wallet nothing', async () => {
    const { t, calls } = await evm()
    for (const receiver of [
      '0x12', // too short
      '0x33333333333333333333333333333333333333333', // 41 hex digits
      '0xg333333333333333333333333333333333333333', // not hex
      'not-an-address',
      SOL_RECEIVER, // a Solana address is no EVM address
      // EIP-55's own example with one letter's case changed: mixed case must be the checksum.
      '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    ]) {
      expect(await refusal(t, native('0.1', receiver)), receiver).toMatchObject({
        code: 'INVALID_AMOUNT_AND_RECEIVER',
        message: REFUSED,
        details: { missing: ['receiverAddress'] },
      })
    }
    expect(calls).toHaveLength(0)
    expect(t.ledger.transfers).toHaveLength(0)
  })

  it("accepts EIP-55's example and a receiver without 0x (SPEC §5), one wallet call each", async () => {
    const { t, calls } = await evm()
    await send(t.ctx, native('0.1', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'))
    await send(t.ctx, native('0.1', '3333333333333333333333333333333333333333'))
    expect(calls.map((call) => call.to)).toEqual([
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      EVM_RECEIVER,
    ])
    expect(t.ledger.balanceOf('eip155:1', EVM_RECEIVER)).toBe(ETH / 10n)
  })

  it('refuses amount 0 and an amount above the balance, native or token', async () => {
    const { t, calls } = await evm()
    expect(Chain.getAccount(t.ctx, 'eip155')?.balance).toBe('2')
    for (const amount of ['0', '0.0', '2.000000000000000001', '3']) {
      expect(await refusal(t, native(amount, EVM_RECEIVER)), amount).toMatchObject({
        message: REFUSED,
        details: { missing: ['amount'] },
      })
    }
    const token = (sendTokenAmount: string) => ({
      token: lusd,
      sendTokenAmount,
      receiverAddress: EVM_RECEIVER,
      gasPrice: undefined,
    })
    for (const amount of ['0', '5.000001']) {
      expect(await refusal(t, token(amount)), amount).toMatchObject({
        message: REFUSED,
        details: { missing: ['amount'] },
      })
    }
    expect(calls).toHaveLength(0)
    // The whole balance is not above it.
    await send(t.ctx, token('5'))
    expect(calls).toHaveLength(1)
    expect(t.ledger.tokenBalanceOf('eip155:1', LUSD, EVM_RECEIVER)).toBe(5_000_000n)
  })

  it('refuses bad Solana receivers, amount 0 and more than the balance', async () => {
    const { t, calls } = await sol()
    const draft = (sendTokenAmount: string, receiverAddress: string): SendParameters => ({
      token: undefined,
      sendTokenAmount,
      receiverAddress,
      gasPrice: undefined,
    })
    for (const receiver of [
      EVM_RECEIVER,
      'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWr0', // 0 is not base58
      'HN7cABqLq46Es1jh92dQQisAq662S', // 29 characters
    ]) {
      expect(await refusal(t, draft('0.1', receiver)), receiver).toMatchObject({
        message: REFUSED,
        details: { missing: ['receiverAddress'] },
      })
    }
    for (const amount of ['0', '1.000000001']) {
      expect(await refusal(t, draft(amount, SOL_RECEIVER)), amount).toMatchObject({
        message: REFUSED,
        details: { missing: ['amount'] },
      })
    }
    expect(calls).toHaveLength(0)
    await send(t.ctx, draft('0.25', SOL_RECEIVER))
    expect(calls).toHaveLength(1)
    expect(t.ledger.balanceOf(solana.caipNetworkId, SOL_RECEIVER)).toBe(250_000_000n)
  })

  it('refuses bad Bitcoin receivers, amount 0 and more than the balance', async () => {
    const { t, calls } = await btc()
    const draft = (sendTokenAmount: string, receiverAddress: string): SendParameters => ({
      token: undefined,
      sendTokenAmount,
      receiverAddress,
      gasPrice: undefined,
    })
    for (const receiver of [
      EVM_RECEIVER,
      SOL_RECEIVER,
      // BIP-173's example with its last character changed: the checksum fails.
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
      // BIP-173's testnet P2WPKH example: no receiver on mainnet.
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    ]) {
      expect(await refusal(t, draft('0.1', receiver)), receiver).toMatchObject({
        message: REFUSED,
        details: { missing: ['receiverAddress'] },
      })
    }
    for (const amount of ['0', '1.00000001']) {
      expect(await refusal(t, draft(amount, BTC_RECEIVER)), amount).toMatchObject({
        message: REFUSED,
        details: { missing: ['amount'] },
      })
    }
    expect(calls).toHaveLength(0)
    await send(t.ctx, draft('0.1', BTC_RECEIVER))
    expect(calls).toEqual([expect.objectContaining({ to: BTC_RECEIVER, amount: 10_000_000n })])
  })

  it('the controller delegates: a double submit is one wallet call, and success goes to Account', async () => {
    const { t, calls } = await evm()
    Send.setReceiverAddress(t.ctx, EVM_RECEIVER)
    Send.setTokenAmount(t.ctx, '0.5')
    await Send.fetchGasPrice(t.ctx)
    const first = Send.sendToken(t.ctx)
    expect(send(t.ctx, native('0.5', EVM_RECEIVER))).toBe(first)
    await first
    expect(calls).toHaveLength(1)
    expect(Router.state(t.ctx).view).toBe('Account')
  })
})
