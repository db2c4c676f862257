import { type LocalBitcoin, startLocalBitcoin } from '@latchkey/local-bitcoin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localBitcoinConfig } from '../src/chains/bip122/localBitcoinConfig'
import type { RunningProvider } from '../src/server/startProvider'
import { devKey, freshBitcoinAddress, sendBtc } from './bitcoinHelpers'
import {
  APP_ORIGIN,
  call,
  EVIL_ORIGIN,
  localChainConfig,
  PROJECT_ID,
  startLocalChain,
  startTestProvider,
} from './helpers'

let chain: LocalBitcoin
let evm: Awaited<ReturnType<typeof startLocalChain>>
let provider: RunningProvider
const chainId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
let base: string

beforeAll(async () => {
  chain = await startLocalBitcoin()
  evm = await startLocalChain()
  provider = await startTestProvider({
    chains: [localBitcoinConfig(chain), localChainConfig(evm)],
    indexer: { enabled: false },
    rateLimit: { enabled: false },
  })
  base = `${provider.url}/v1/esplora/${PROJECT_ID}/${chainId}`
})
afterAll(async () => {
  await provider?.stop()
  await chain?.close()
  await evm?.stop()
})

describe('GET/POST /v1/esplora/{projectId}/{chainId}/…', () => {
  it('forwards the allowlisted reads with the chain’s own answers', async () => {
    const address = devKey(3).address
    const direct = await (await fetch(`${chain.url}/address/${address}/utxo`)).json()
    const proxied = await call(base, `/address/${address}/utxo`, {
      headers: { origin: APP_ORIGIN },
    })
    expect(proxied.status).toBe(200)
    expect(proxied.body).toEqual(direct)
    expect(proxied.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    for (const path of [
      `/address/${address}`,
      `/address/${address}/txs`,
      `/address/${address}/txs/chain`,
      `/address/${address}/txs/mempool`,
      '/fee-estimates',
      '/blocks/tip/height',
      '/blocks/tip/hash',
    ]) {
      const r = await call(base, path)
      expect([path, r.status]).toEqual([path, 200])
    }
    const tip = await call(base, '/blocks/tip/height')
    expect(tip.body).toBe(chain.height())
    const txid = (direct as { txid: string }[])[0]?.txid
    for (const sub of ['', '/hex', '/status', '/outspends'])
      expect((await call(base, `/tx/${txid}${sub}`)).status).toBe(200)
    expect((await call(base, `/address/${address}/txs/chain/${txid}`)).status).toBe(200)
  })

  it('broadcasts through POST /tx, passing the chain’s refusal (400 and reason) on', async () => {
    const holder = freshBitcoinAddress()
    const { txid } = await sendBtc(chain, devKey(4), holder, 20_000n, base)
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(
      (await (await fetch(`${chain.url}/address/${holder}`)).json()).mempool_stats.funded_txo_sum,
    ).toBe(20_000)
    const again = await fetch(`${base}/tx`, {
      method: 'POST',
      body: await (await fetch(`${chain.url}/tx/${txid}/hex`)).text(),
    })
    expect(again.status).toBe(400)
    expect(await again.text()).toBe(
      'sendrawtransaction RPC error: {"code":-26,"message":"txn-already-known"}',
    )
  })

  it('refuses bad input before forwarding', async () => {
    const cases: [string, RequestInit, number][] = [
      ['/address/notanaddress', {}, 400],
      ['/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4/utxo', {}, 400], // mainnet, on regtest
      [`/tx/${'Z'.repeat(64)}`, {}, 400],
      [`/address/${devKey(0).address}/txs/chain/nothex`, {}, 400],
      ['/tx', { method: 'POST', body: 'not hex' }, 400],
      ['/tx', { method: 'POST', body: '0' }, 400],
      ['/tx', { method: 'POST', body: 'ab'.repeat(400_001) }, 413],
      ['/mine', { method: 'POST', body: '{}' }, 405],
      ['/mempool', {}, 404],
      [`/address/${devKey(0).address}/utxo/extra`, {}, 404],
      ['/blocks', {}, 404],
      ['/%zz', {}, 400],
    ]
    for (const [path, init, status] of cases) {
      const r = await call(base, path, init)
      expect([path, r.status]).toEqual([path, status])
      expect(r.body.error.message.length).toBeGreaterThan(0)
    }
    const notBitcoin = await call(
      provider.url,
      `/v1/esplora/${PROJECT_ID}/eip155:${evm.chainId}/fee-estimates`,
    )
    expect(notBitcoin.status).toBe(400)
    const unknown = await call(
      provider.url,
      `/v1/esplora/${PROJECT_ID}/bip122:000000000019d6689c085ae165831e93/fee-estimates`,
    )
    expect(unknown.status).toBe(400)
  })

  it('checks the project and the origin like every SDK route', async () => {
    expect((await call(provider.url, `/v1/esplora/nope/${chainId}/fee-estimates`)).status).toBe(403)
    expect((await call(provider.url, `/v1/esplora//${chainId}/fee-estimates`)).status).toBe(403)
    const evil = await call(base, '/fee-estimates', { headers: { origin: EVIL_ORIGIN } })
    expect(evil.status).toBe(403)
    expect(evil.body.error.code).toBe('ORIGIN_NOT_ALLOWED')
  })

  it('answers 502 when the chain’s API is down, and the history and balance routes too', async () => {
    const gone = await startLocalBitcoin()
    const down = await startTestProvider({
      chains: [localBitcoinConfig(gone)],
      gateway: { timeoutMs: 1000 },
    })
    await gone.close()
    try {
      const r = await call(`${down.url}/v1/esplora/${PROJECT_ID}/${chainId}`, '/fee-estimates')
      expect(r.status).toBe(502)
      const h = await call(
        down.url,
        `/v1/account/${devKey(0).address}/history?projectId=${PROJECT_ID}`,
      )
      expect(h.status).toBe(502)
      expect(h.body.error.code).toBe('UPSTREAM_ERROR')
      const b = await call(
        down.url,
        `/v1/account/${devKey(0).address}/balance?projectId=${PROJECT_ID}`,
      )
      expect([b.status, b.body.error.code]).toEqual([502, 'UPSTREAM_ERROR'])
    } finally {
      await down.stop()
    }
  })
})
