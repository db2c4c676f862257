import { LOCAL_BITCOIN_NETWORK } from '@latchkey/local-bitcoin'
import { Psbt, payments } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { estimateVsize } from '../src/psbt/vsize'
import {
  adapterWith,
  type BitcoinStack,
  devWalletOn,
  satsOf,
  startBitcoinStack,
} from './support/bitcoinStack'

let stack: BitcoinStack

beforeAll(async () => {
  stack = await startBitcoinStack()
})
afterAll(async () => {
  await stack?.stop()
})

interface EsploraTx {
  fee: number
  weight: number
  vin: { txid: string; vout: number; sequence: number }[]
  vout: { scriptpubkey_address?: string; value: number }[]
}

const INVALID = 'Please enter a valid amount and receiver address'
// The chain's default estimates (stack/local-bitcoin): 3 sat/vB for 3 blocks, the adapter's target.
const RATE = 3n

async function connected(options: Parameters<typeof devWalletOn>[1] = {}) {
  const wallet = devWalletOn(stack, options)
  const { adapter, connectorId } = adapterWith(stack, wallet)
  const { address } = await adapter.connect({ connectorId, caipNetwork: stack.network })
  return { wallet, adapter, connectorId, from: address }
}

describe('send (a PSBT the wallet signs, broadcast through Esplora)', () => {
  it('pays the receiver, returns the change, and pays the estimated fee', async () => {
    const { adapter, from } = await connected()
    const to = stack.chain.devKeys[3]?.address as string
    const [before, receiverBefore] = [await satsOf(stack, from), await satsOf(stack, to)]
    const estimate = await adapter.estimateFee({ caipNetwork: stack.network })
    expect(estimate).toEqual({ feeRate: RATE, transferFee: 141n * RATE })

    const { hash, fee } = await adapter.transfer({
      caipNetwork: stack.network,
      from,
      to,
      amount: 10_000_000n,
    })
    const tx = await stack.read<EsploraTx>(`/tx/${hash}`)
    // One 50 BTC coin in; receiver and change out; the fee is the plan's, at the estimated rate.
    expect(fee).toBe(estimate.transferFee)
    expect(BigInt(tx.fee)).toBe(fee)
    expect(Math.ceil(tx.weight / 4)).toBeLessThanOrEqual(
      estimateVsize(['p2wpkh'], ['p2wpkh', 'p2wpkh']),
    )
    expect(tx.vout).toEqual([
      expect.objectContaining({ scriptpubkey_address: to, value: 10_000_000 }),
      expect.objectContaining({
        scriptpubkey_address: from,
        value: 5_000_000_000 - 10_000_000 - tx.fee,
      }),
    ])
    // RBF on (BIP-125).
    expect(tx.vin.map((input) => input.sequence)).toEqual([0xfffffffd])
    expect(await satsOf(stack, from)).toBe(before - 10_000_000n - fee)
    expect(await satsOf(stack, to)).toBe(receiverBefore + 10_000_000n)
    // The balance is read afresh after a send, not from the 30 s cache.
    expect(await adapter.getBalance({ address: from, caipNetwork: stack.network })).toEqual({
      balance: String(Number(before - 10_000_000n - fee) / 1e8),
      symbol: 'BTC',
    })
    stack.chain.mine(1)
    adapter.destroy()
  })

  it('pays bech32 (P2WPKH), bech32m (P2TR), P2SH and legacy receivers of the network', async () => {
    const { adapter, from } = await connected()
    const hash = new Uint8Array(20).fill(7)
    const receivers = [
      stack.chain.devKeys[4]?.address as string,
      stack.chain.devKeys[9]?.address as string,
      payments.p2sh({ hash, network: LOCAL_BITCOIN_NETWORK }).address as string,
      payments.p2pkh({ hash, network: LOCAL_BITCOIN_NETWORK }).address as string,
    ]
    expect(receivers.map((a) => a.slice(0, 6))).toEqual([
      'bcrt1q',
      'bcrt1p',
      expect.stringMatching(/^2/),
      expect.stringMatching(/^[mn]/),
    ])
    for (const to of receivers) {
      const { hash: txid } = await adapter.transfer({
        caipNetwork: stack.network,
        from,
        to,
        amount: 50_000n,
      })
      const tx = await stack.read<EsploraTx>(`/tx/${txid}`)
      expect(tx.vout[0]).toMatchObject({ scriptpubkey_address: to, value: 50_000 })
      stack.chain.mine(1)
    }
    adapter.destroy()
  })

  it('folds change below the dust limit into the fee: no change output', async () => {
    // Key 1 pays: it holds one 50 BTC coin; send all but 200 sats over the no-change fee.
    const wallet = devWalletOn(stack)
    wallet.selectAccount(stack.chain.devKeys[1]?.address as string)
    const { adapter, connectorId } = adapterWith(stack, wallet)
    const { address: from } = await adapter.connect({ connectorId, caipNetwork: stack.network })
    const coins = await stack.read<{ value: number }[]>(`/address/${from}/utxo`)
    const total = BigInt(coins.reduce((sum, coin) => sum + coin.value, 0))
    const noChangeFee =
      BigInt(
        estimateVsize(
          coins.map(() => 'p2wpkh'),
          ['p2wpkh'],
        ),
      ) * RATE
    const amount = total - noChangeFee - 200n
    const { hash, fee } = await adapter.transfer({
      caipNetwork: stack.network,
      from,
      to: stack.chain.devKeys[2]?.address as string,
      amount,
    })
    const tx = await stack.read<EsploraTx>(`/tx/${hash}`)
    expect(tx.vout).toHaveLength(1)
    expect(fee).toBe(noChangeFee + 200n)
    expect(await satsOf(stack, from)).toBe(0n)
    stack.chain.mine(1)
    adapter.destroy()
  })

  it("refuses bad input with §8's text and sends nothing", async () => {
    const { adapter, from } = await connected()
    const mempool = await stack.read<string[]>('/mempool/txids')
    const send = (to: string, amount: bigint) =>
      adapter.transfer({ caipNetwork: stack.network, from, to, amount })
    const receiver = stack.chain.devKeys[3]?.address as string
    // A mainnet address on regtest, a bad checksum, nothing, zero, dust, more than the coins.
    await expect(send('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', 10_000n)).rejects.toThrow(
      INVALID,
    )
    await expect(send(`${receiver.slice(0, -1)}x`, 10_000n)).rejects.toThrow(INVALID)
    await expect(send('', 10_000n)).rejects.toThrow(INVALID)
    await expect(send(receiver, 0n)).rejects.toThrow(INVALID)
    await expect(send(receiver, 293n)).rejects.toThrow(INVALID)
    await expect(send(receiver, 60n * 100_000_000n)).rejects.toThrow(INVALID)
    expect(await stack.read<string[]>('/mempool/txids')).toEqual(mempool)
    adapter.destroy()
  })

  it('a refused signature is the wallet code 4001 and leaves balances and the mempool as they were', async () => {
    const { wallet, adapter, from } = await connected()
    wallet.approvals.setMode('manual')
    const to = stack.chain.devKeys[3]?.address as string
    const before = [await satsOf(stack, from), await satsOf(stack, to)]
    const mempool = await stack.read<string[]>('/mempool/txids')
    const sending = adapter.transfer({ caipNetwork: stack.network, from, to, amount: 20_000n })
    const request = await wallet.approvals.nextPending()
    expect(request).toMatchObject({ kind: 'sign-transaction', chain: 'bitcoin:regtest' })
    expect(request.summary).toMatch(/^Send 0\.0002 BTC to bcrt1q.+ \(fee 423 sats\)$/)
    wallet.approvals.reject(request.id)
    await expect(sending).rejects.toMatchObject({ code: 4001 })
    expect([await satsOf(stack, from), await satsOf(stack, to)]).toEqual(before)
    expect(await stack.read<string[]>('/mempool/txids')).toEqual(mempool)
    adapter.destroy()
  })

  it('a double spend is refused by the chain: the §8 send failure', async () => {
    const { adapter, from } = await connected()
    const [coin] = await stack.read<{ txid: string; vout: number; value: number }[]>(
      `/address/${from}/utxo`,
    )
    if (!coin) throw new Error('no coin')
    await adapter.transfer({
      caipNetwork: stack.network,
      from,
      to: stack.chain.devKeys[3]?.address as string,
      amount: 30_000n,
    })
    // Another transaction spending the same coin, signed by the wallet, broadcast by the adapter.
    const script = payments.p2wpkh({ address: from, network: LOCAL_BITCOIN_NETWORK })
      .output as Uint8Array
    const psbt = new Psbt({ network: LOCAL_BITCOIN_NETWORK })
      .addInput({
        hash: coin.txid,
        index: coin.vout,
        sequence: 0xfffffffd,
        witnessUtxo: { script, value: BigInt(coin.value) },
      })
      .addOutput({
        address: stack.chain.devKeys[4]?.address as string,
        value: BigInt(coin.value) - 10_000n,
      })
    const failure = await adapter.bitcoin
      .signPsbt({ psbt: psbt.toBase64(), signInputs: { [from]: [0] }, broadcast: true })
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({ message: 'Failed to send transaction. Please try again.' })
    expect(String((failure as { cause?: unknown }).cause)).toMatch(/txn-mempool-conflict/)
    stack.chain.mine(1)
    // Once the first spend is in a block, the chain calls the coin spent.
    const again = await adapter.bitcoin
      .signPsbt({ psbt: psbt.toBase64(), signInputs: { [from]: [0] }, broadcast: true })
      .catch((error: unknown) => error)
    expect(String((again as { cause?: unknown }).cause)).toMatch(/missingorspent/)
    adapter.destroy()
  })

  it('signs a PSBT without broadcasting it when not asked to', async () => {
    const { adapter, from } = await connected()
    const [coin] = await stack.read<{ txid: string; vout: number; value: number }[]>(
      `/address/${from}/utxo`,
    )
    if (!coin) throw new Error('no coin')
    const script = payments.p2wpkh({ address: from, network: LOCAL_BITCOIN_NETWORK })
      .output as Uint8Array
    const psbt = new Psbt({ network: LOCAL_BITCOIN_NETWORK })
      .addInput({
        hash: coin.txid,
        index: coin.vout,
        witnessUtxo: { script, value: BigInt(coin.value) },
      })
      .addOutput({ address: from, value: BigInt(coin.value) - 1_000n })
    const mempool = await stack.read<string[]>('/mempool/txids')
    const signed = await adapter.bitcoin.signPsbt({
      psbt: psbt.toBase64(),
      signInputs: { [from]: [0] },
    })
    expect(signed.txid).toBeUndefined()
    expect(Psbt.fromBase64(signed.psbt).data.inputs[0]?.partialSig).toHaveLength(1)
    expect(await stack.read<string[]>('/mempool/txids')).toEqual(mempool)
    adapter.destroy()
  })
})

// Last: it spends the dev wallet's coin, which the tests above count on.
describe('the balance cache (SPEC §9)', () => {
  it('a balance kept 30 s is read again when asked fresh (funds arrived from outside)', async () => {
    const reader = await connected()
    const sender = await connected()
    const to = stack.chain.devKeys[4]?.address as string
    const kept = await reader.adapter.getBalance({ address: to, caipNetwork: stack.network })
    await sender.adapter.transfer({
      caipNetwork: stack.network,
      from: sender.from,
      to,
      amount: 20_000_000n,
    })
    // Another adapter's send: this one's cache still has the balance from before.
    expect(await reader.adapter.getBalance({ address: to, caipNetwork: stack.network })).toEqual(
      kept,
    )
    const fresh = await reader.adapter.getBalance({
      address: to,
      caipNetwork: stack.network,
      fresh: true,
    })
    expect(fresh.balance).toBe(String(Number(await satsOf(stack, to)) / 1e8))
    expect(Number(fresh.balance) - Number(kept.balance)).toBeCloseTo(0.2, 8)
    stack.chain.mine(1)
    reader.adapter.destroy()
    sender.adapter.destroy()
  })
})
