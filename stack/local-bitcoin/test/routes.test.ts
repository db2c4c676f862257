import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BITCOIN_DEV_KEYS, type LocalBitcoin, startLocalBitcoin } from '../src/index'
import { get, post, spend, type Utxo } from './esplora'

let chain: LocalBitcoin
beforeAll(async () => {
  chain = await startLocalBitcoin({ automineMs: 50 })
})
afterAll(() => chain?.close())

const alice = BITCOIN_DEV_KEYS[0] as (typeof BITCOIN_DEV_KEYS)[number]
const txidOf = async (address: string) =>
  ((await get(chain.url, `/address/${address}/utxo`)).body as Utxo[])[0] as Utxo

describe('Esplora routes', () => {
  test('GET /fee-estimates answers sat/vB for targets 1 to 25, 144, 504 and 1008, never under 1', async () => {
    const { status, body } = await get(chain.url, '/fee-estimates')
    expect(status).toBe(200)
    const targets = [...Array.from({ length: 25 }, (_, i) => String(i + 1)), '144', '504', '1008']
    expect(Object.keys(body).sort()).toEqual(targets.sort())
    for (const rate of Object.values(body)) expect(rate).toBeGreaterThanOrEqual(1)
    expect(body['1']).toBeGreaterThanOrEqual(body['6'])
  })

  test('tip and blocks agree', async () => {
    const height = Number((await get(chain.url, '/blocks/tip/height')).body)
    const hash = (await get(chain.url, '/blocks/tip/hash')).body
    expect((await get(chain.url, `/block-height/${height}`)).body).toBe(hash)
    const block = (await get(chain.url, `/block/${hash}`)).body
    expect(block).toMatchObject({ id: hash, height, tx_count: 1 })
    expect((await get(chain.url, `/block/${hash}/status`)).body).toEqual({
      in_best_chain: true,
      height,
      next_best: null,
    })
    expect((await get(chain.url, `/block/${hash}/header`)).body).toHaveLength(160)
    const blocks = (await get(chain.url, '/blocks')).body
    expect(blocks.map((b: { height: number }) => b.height)).toEqual(
      Array.from({ length: 10 }, (_, i) => height - i),
    )
  })

  test('automine confirms a broadcast on its own; outspends name the spender', async () => {
    const coin = await txidOf(alice.address)
    const hex = spend(
      alice,
      [coin],
      [{ address: BITCOIN_DEV_KEYS[1]?.address as string, value: 50_000n }],
      300n,
    )
    const txid = (await post(chain.url, '/tx', hex)).body
    let status = (await get(chain.url, `/tx/${txid}/status`)).body
    for (let i = 0; i < 50 && !status.confirmed; i++) {
      await new Promise((r) => setTimeout(r, 20))
      status = (await get(chain.url, `/tx/${txid}/status`)).body
    }
    expect(status.confirmed).toBe(true)
    const outspends = (await get(chain.url, `/tx/${coin.txid}/outspends`)).body
    expect(outspends[0]).toMatchObject({ spent: true, txid, vin: 0, status: { confirmed: true } })
    expect((await get(chain.url, `/tx/${txid}/outspend/0`)).body).toEqual({ spent: false })
  })

  test('/address/:address/txs/chain pages 25 at a time after the last seen txid', async () => {
    const miner = chain.minerAddress
    const first = (await get(chain.url, `/address/${miner}/txs/chain`)).body
    expect(first).toHaveLength(25)
    const heights = first.map((t: { status: { block_height: number } }) => t.status.block_height)
    expect(heights).toEqual([...heights].sort((a: number, b: number) => b - a))
    const next = (await get(chain.url, `/address/${miner}/txs/chain/${first[24].txid}`)).body
    expect(next[0].status.block_height).toBe(heights[24] - 1)
  })

  test('bad input answers 400 with a reason, never 500', async () => {
    const bad = [
      '/address/notanaddress',
      '/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // mainnet
      '/address/tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx/utxo', // testnet
      '/address/%zz/txs',
      '/tx/xyz',
      `/tx/${'g'.repeat(64)}/hex`,
      `/tx/${'A'.repeat(64)}/status`,
      '/block-height/-1',
      '/block-height/1e3',
      '/block/nothex',
      `/address/${alice.address}/txs/chain/nothex`,
      '/blocks/abc',
    ]
    for (const path of bad) {
      const { status, body } = await get(chain.url, path)
      expect([path, status]).toEqual([path, 400])
      expect(body.length).toBeGreaterThan(0)
    }
    for (const body of ['', 'zz', '00', '0200000000', '02000000000100'.repeat(3), `{"hex":"00"}`]) {
      expect((await post(chain.url, '/tx', body)).status).toBe(400)
    }
    for (const body of [
      '{',
      '[]',
      '{"blocks":0}',
      '{"blocks":1.5}',
      '{"blocks":1001}',
      '{"address":"x"}',
      '{"blocks":"2"}',
    ]) {
      expect([body, (await post(chain.url, '/mine', body)).status]).toEqual([body, 400])
    }
  })

  test('unknown things answer 404', async () => {
    expect((await get(chain.url, `/tx/${'0'.repeat(64)}`)).status).toBe(404)
    expect((await get(chain.url, `/block/${'0'.repeat(64)}`)).status).toBe(404)
    expect((await get(chain.url, '/block-height/999999')).status).toBe(404)
    expect((await get(chain.url, '/nothing')).status).toBe(404)
  })

  test('random bytes to POST /tx are refused with 400', async () => {
    for (let i = 0; i < 200; i++) {
      const bytes = Buffer.alloc(4 + (i % 120))
      for (let j = 0; j < bytes.length; j++) bytes[j] = (i * 31 + j * 17) & 0xff
      bytes.writeUInt32LE(2, 0)
      expect((await post(chain.url, '/tx', bytes.toString('hex'))).status).toBe(400)
    }
  })
})
