import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BITCOIN_DEV_KEYS, type LocalBitcoin, startLocalBitcoin } from '../src/index'
import { get, post, spend, tamperSignature, type Utxo } from './esplora'

let chain: LocalBitcoin
beforeAll(async () => {
  chain = await startLocalBitcoin()
})
afterAll(() => chain?.close())

const [alice, bob] = BITCOIN_DEV_KEYS as [
  (typeof BITCOIN_DEV_KEYS)[number],
  (typeof BITCOIN_DEV_KEYS)[number],
]
const taproot = BITCOIN_DEV_KEYS[5] as (typeof BITCOIN_DEV_KEYS)[number]
const utxos = async (address: string): Promise<Utxo[]> =>
  (await get(chain.url, `/address/${address}/utxo`)).body

describe('start', () => {
  test('is the real regtest genesis, then 110 blocks: each dev address holds one mature 50 BTC coinbase', async () => {
    expect(chain.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    expect((await get(chain.url, '/block-height/0')).body).toBe(
      '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
    )
    expect((await get(chain.url, '/blocks/tip/height')).body).toBe('110')
    expect(alice.address).toMatch(/^bcrt1q/)
    expect(taproot.address).toMatch(/^bcrt1p/)
    for (const key of BITCOIN_DEV_KEYS) {
      const { body } = await get(chain.url, `/address/${key.address}`)
      expect(body.chain_stats).toEqual({
        funded_txo_count: 1,
        funded_txo_sum: 5_000_000_000,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 1,
      })
      const [coin] = await utxos(key.address)
      expect(coin?.value).toBe(5_000_000_000)
    }
  })
})

describe('POST /tx', () => {
  test('accepts a P2WPKH spend into the mempool; mining confirms it and moves the balances', async () => {
    const [coin] = await utxos(alice.address)
    const hex = spend(
      alice,
      [coin as Utxo],
      [{ address: bob.address, value: 100_000_000n }],
      1_000n,
    )
    const broadcast = await post(chain.url, '/tx', hex)
    expect(broadcast.status).toBe(200)
    const txid = broadcast.body
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect((await get(chain.url, `/tx/${txid}/status`)).body).toEqual({ confirmed: false })
    expect((await get(chain.url, `/address/${bob.address}`)).body.mempool_stats).toEqual({
      funded_txo_count: 1,
      funded_txo_sum: 100_000_000,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 1,
    })
    expect((await get(chain.url, `/tx/${txid}/hex`)).body).toBe(hex)

    const mined = await post(chain.url, '/mine', JSON.stringify({ blocks: 1 }))
    expect(mined.status).toBe(200)
    const { hashes, height } = JSON.parse(mined.body)
    expect(height).toBe(111)
    const status = (await get(chain.url, `/tx/${txid}/status`)).body
    expect(status).toMatchObject({ confirmed: true, block_height: 111, block_hash: hashes[0] })
    expect(typeof status.block_time).toBe('number')

    const tx = (await get(chain.url, `/tx/${txid}`)).body
    expect(tx.fee).toBe(1000)
    expect(tx.vin[0].prevout).toMatchObject({
      scriptpubkey_address: alice.address,
      scriptpubkey_type: 'v0_p2wpkh',
      value: 5_000_000_000,
    })
    expect(tx.vin[0].witness).toHaveLength(2)
    expect(tx.vout.map((o: { value: number }) => o.value)).toEqual([100_000_000, 4_899_999_000])
    expect(tx.vout[0].scriptpubkey_asm).toMatch(/^OP_0 OP_PUSHBYTES_20 [0-9a-f]{40}$/)

    const aliceStats = (await get(chain.url, `/address/${alice.address}`)).body
    const balance = aliceStats.chain_stats.funded_txo_sum - aliceStats.chain_stats.spent_txo_sum
    expect(balance).toBe(4_899_999_000)
    expect(await utxos(alice.address)).toEqual([
      {
        txid,
        vout: 1,
        value: 4_899_999_000,
        status: {
          confirmed: true,
          block_height: 111,
          block_hash: hashes[0],
          block_time: status.block_time,
        },
      },
    ])
    const history = (await get(chain.url, `/address/${alice.address}/txs`)).body
    expect(history.map((t: { txid: string }) => t.txid)).toEqual([txid, expect.any(String)])
    expect(history[1].vin[0].is_coinbase).toBe(true)
  })

  test('accepts a P2TR key-path spend (BIP-340 over the BIP-341 sighash)', async () => {
    const [coin] = await utxos(taproot.address)
    const hex = spend(taproot, [coin as Utxo], [{ address: alice.address, value: 25_000n }], 500n)
    const broadcast = await post(chain.url, '/tx', hex)
    expect(broadcast).toMatchObject({ status: 200 })
    const tx = (await get(chain.url, `/tx/${broadcast.body}`)).body
    expect(tx.vin[0].prevout.scriptpubkey_type).toBe('v1_p2tr')
    expect(tx.vin[0].witness[0]).toHaveLength(128) // a 64-byte Schnorr signature, default sighash
  })

  test('refuses a bad ECDSA or Schnorr signature and changes nothing', async () => {
    for (const key of [BITCOIN_DEV_KEYS[2], BITCOIN_DEV_KEYS[7]]) {
      if (!key) throw new Error('missing key')
      const [coin] = await utxos(key.address)
      const hex = spend(key, [coin as Utxo], [{ address: alice.address, value: 10_000n }], 500n)
      const refused = await post(chain.url, '/tx', tamperSignature(hex))
      expect(refused.status).toBe(400)
      expect(refused.body).toMatch(
        /^sendrawtransaction RPC error: \{"code":-26,"message":"mandatory-script-verify-flag-failed \(input 0: .+\)"\}$/,
      )
      expect(await utxos(key.address)).toEqual([coin])
    }
  })

  test('refuses a signature made over another amount (BIP-143 and BIP-341 commit to it)', async () => {
    for (const key of [BITCOIN_DEV_KEYS[3], BITCOIN_DEV_KEYS[8]]) {
      if (!key) throw new Error('missing key')
      const [coin] = (await utxos(key.address)) as [Utxo]
      const hex = spend(
        key,
        [{ ...coin, value: coin.value - 1 }],
        [{ address: alice.address, value: 10_000n }],
        500n,
      )
      const refused = await post(chain.url, '/tx', hex)
      expect(refused.status).toBe(400)
      expect(refused.body).toContain('mandatory-script-verify-flag-failed')
    }
  })

  test('refuses a double spend in the mempool, and in a block once mined', async () => {
    const key = BITCOIN_DEV_KEYS[4] as (typeof BITCOIN_DEV_KEYS)[number]
    const [coin] = (await utxos(key.address)) as [Utxo]
    const first = spend(key, [coin], [{ address: alice.address, value: 10_000n }], 500n)
    const second = spend(key, [coin], [{ address: bob.address, value: 10_000n }], 600n)
    expect((await post(chain.url, '/tx', first)).status).toBe(200)
    expect(await post(chain.url, '/tx', second)).toEqual({
      status: 400,
      body: 'sendrawtransaction RPC error: {"code":-26,"message":"txn-mempool-conflict"}',
    })
    expect(await post(chain.url, '/tx', first)).toEqual({
      status: 400,
      body: 'sendrawtransaction RPC error: {"code":-26,"message":"txn-already-known"}',
    })
    chain.mine(1)
    expect(await post(chain.url, '/tx', second)).toEqual({
      status: 400,
      body: 'sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent"}',
    })
  })

  test('refuses made money, a fee under 1 sat/vB, dust and an immature coinbase', async () => {
    const key = BITCOIN_DEV_KEYS[9] as (typeof BITCOIN_DEV_KEYS)[number]
    const [coin] = (await utxos(key.address)) as [Utxo]
    const refusal = async (hex: string) =>
      JSON.parse((await post(chain.url, '/tx', hex)).body.replace(/^[^{]+/, '')).message
    // Claiming the input is worth more does not help: the chain knows its value.
    expect(
      await refusal(
        spend(
          key,
          [{ ...coin, value: coin.value + 1_000_000 }],
          [{ address: alice.address, value: BigInt(coin.value) + 500_000n }],
          0n,
        ),
      ),
    ).toBe('bad-txns-in-belowout')
    expect(
      await refusal(spend(key, [coin], [{ address: alice.address, value: 10_000n }], 50n)),
    ).toMatch(/^min relay fee not met, 50 < \d+$/)
    expect(await refusal(spend(key, [coin], [{ address: alice.address, value: 293n }], 500n))).toBe(
      'dust',
    )
    const [fresh] = chain.mine(1, key.address)
    const block = (await get(chain.url, `/block/${fresh}/txids`)).body
    const immature = spend(
      key,
      [{ txid: block[0], vout: 0, value: 5_000_000_000 }],
      [{ address: alice.address, value: 10_000n }],
      500n,
    )
    expect(await refusal(immature)).toBe('bad-txns-premature-spend-of-coinbase')
    expect((await post(chain.url, '/tx', 'zz')).body).toBe(
      'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed"}',
    )
  })
})
