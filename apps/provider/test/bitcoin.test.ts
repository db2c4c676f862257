import { type LocalBitcoin, startLocalBitcoin } from '@latchkey/local-bitcoin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localBitcoinConfig } from '../src/chains/bip122/localBitcoinConfig'
import { ConfigError, resolveConfig } from '../src/config/resolveConfig'
import type { RunningProvider } from '../src/server/startProvider'
import { devKey, freshBitcoinAddress, sendBtc } from './bitcoinHelpers'
import { call, PROJECT_ID, startTestProvider } from './helpers'

let chain: LocalBitcoin
let provider: RunningProvider
const chainId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

beforeAll(async () => {
  chain = await startLocalBitcoin()
  provider = await startTestProvider({
    chains: [localBitcoinConfig(chain)],
    rateLimit: { enabled: false },
  })
})
afterAll(async () => {
  await provider?.stop()
  await chain?.close()
})

const q = `projectId=${PROJECT_ID}&st=appkit&sv=t`
const history = (address: string, extra = '') =>
  call(provider.url, `/v1/account/${address}/history?${q}&chainId=${chainId}${extra}`)

describe('a Bitcoin regtest chain in the provider', () => {
  it('is listed by supported-chains under the regtest genesis CAIP-2 id', async () => {
    const r = await call(provider.url, `/v1/supported-chains?projectId=${PROJECT_ID}`)
    expect(r.body).toEqual({ http: [chainId], ws: [], swap: [], onramp: [] })
  })

  it('answers the BTC balance (8 decimals, unpriced on a test network), mempool included', async () => {
    const r = await call(
      provider.url,
      `/v1/account/${devKey(5).address}/balance?${q}&chainId=${chainId}`,
    )
    expect(r.status).toBe(200)
    expect(r.body.balances).toEqual([
      {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId,
        value: 0,
        price: 0,
        priceSource: 'config',
        quantity: { decimals: '8', numeric: '50' },
        iconUrl: `${provider.url}/v1/images/tokens/btc?projectId=${PROJECT_ID}`,
      },
    ])
    const holder = freshBitcoinAddress()
    await sendBtc(chain, devKey(5), holder, 123_456n)
    const fresh = await call(
      provider.url,
      `/v1/account/${holder}/balance?${q}&chainId=${chainId}&forceUpdate=true`,
    )
    expect(fresh.body.balances[0].quantity).toEqual({ decimals: '8', numeric: '0.00123456' })
    const none = await call(provider.url, `/v1/account/${freshBitcoinAddress()}/balance?${q}`)
    expect(none.body).toEqual({ balances: [] })
  })

  it('answers history in the §3 Transaction shape: pending, then confirmed, send and receive', async () => {
    const holder = freshBitcoinAddress()
    const sender = devKey(1)
    const { txid } = await sendBtc(chain, sender, holder, 100_000n)
    const pending = await history(holder)
    expect(pending.status).toBe(200)
    expect(pending.body.data).toEqual([
      {
        id: txid,
        metadata: {
          minedAt: expect.any(String),
          chain: chainId,
          operationType: 'receive',
          status: 'pending',
          sentFrom: sender.address,
          sentTo: holder,
          hash: txid,
        },
        transfers: [
          {
            fungible_info: {
              name: 'Bitcoin',
              symbol: 'BTC',
              icon: { url: expect.stringContaining('/v1/images/tokens/btc') },
            },
            quantity: { numeric: '0.001' },
            direction: 'in',
          },
        ],
      },
    ])
    chain.mine(1)
    const mined = await history(holder)
    const block = (await (await fetch(`${chain.url}/tx/${txid}/status`)).json()) as {
      block_time: number
    }
    expect(mined.body.data[0].metadata).toMatchObject({
      status: 'confirmed',
      minedAt: new Date(block.block_time * 1000).toISOString(),
    })

    const sent = await history(sender.address)
    expect(sent.body.data[0]).toMatchObject({
      id: txid,
      metadata: {
        operationType: 'send',
        sentFrom: sender.address,
        sentTo: holder,
        status: 'confirmed',
      },
      transfers: [{ direction: 'out', quantity: { numeric: '0.001' } }],
    })
    // The funding coinbase is the sender's oldest entry: received from nobody.
    expect(sent.body.data.at(-1)).toMatchObject({
      metadata: { operationType: 'receive' },
      transfers: [{ quantity: { numeric: '50' }, direction: 'in' }],
    })
  })

  it('pages newest first with signed cursors through the mempool and blocks, nothing twice', async () => {
    const holder = freshBitcoinAddress()
    const sent: string[] = []
    for (let i = 0; i < 4; i++) {
      sent.push((await sendBtc(chain, devKey(2), holder, BigInt(10_000 + i))).txid)
      if (i === 1 || i === 2) chain.mine(1)
    }
    const seen: { id: string; status: string }[] = []
    let next: string | null = null
    for (let page = 0; page < 10; page++) {
      const r = await history(
        holder,
        `&limit=1${next ? `&cursor=${encodeURIComponent(next)}` : ''}`,
      )
      expect(r.status).toBe(200)
      seen.push(
        ...r.body.data.map((t: { id: string; metadata: { status: string } }) => ({
          id: t.id,
          status: t.metadata.status,
        })),
      )
      next = r.body.next
      if (!next) break
    }
    expect(seen).toEqual([
      { id: sent[3], status: 'pending' },
      { id: sent[2], status: 'confirmed' },
      { id: sent[1], status: 'confirmed' },
      { id: sent[0], status: 'confirmed' },
    ])
    const whole = await history(holder)
    expect(whole.body.data.map((t: { id: string }) => t.id)).toEqual([
      sent[3],
      sent[2],
      sent[1],
      sent[0],
    ])
    expect(whole.body.next).toBeNull()
  })

  it('refuses a malformed address with 400, and reads an address of another network as on no chain', async () => {
    const bad = await call(provider.url, `/v1/account/bcrt1qnotanaddress/history?${q}`)
    expect(bad.status).toBe(400)
    const mainnet = await history('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
    expect(mainnet.body).toEqual({ data: [], next: null })
  })
})

describe('bip122 chain configuration', () => {
  const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8, priceUsd: 60000 }
  it('takes mainnet and testnet with an operator-given Esplora URL', () => {
    const config = resolveConfig({
      chains: [
        {
          id: 'bip122:000000000019d6689c085ae165831e93',
          name: 'Bitcoin',
          rpcUrl: 'https://esplora.example.com/api',
          nativeCurrency: btc,
        },
        {
          id: 'bip122:000000000933ea01ad0ee984209779ba',
          name: 'Bitcoin Testnet',
          rpcUrl: 'https://esplora.example.com/testnet/api',
          testnet: true,
          nativeCurrency: { ...btc, priceUsd: 0 },
        },
      ],
    })
    expect(config.chains.map((c) => c.id)).toEqual([
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:000000000933ea01ad0ee984209779ba',
    ])
  })

  it('refuses an unknown genesis, a token, and a non-http Esplora URL', () => {
    const chain = {
      id: 'bip122:000000000019d6689c085ae165831e93',
      name: 'Bitcoin',
      rpcUrl: 'https://esplora.example.com/api',
      nativeCurrency: btc,
    }
    expect(() =>
      resolveConfig({ chains: [{ ...chain, id: 'bip122:0000000000000000000000000000000f' }] }),
    ).toThrow(/bip122:<first 32 hex characters/)
    const token = {
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      name: 'X',
      symbol: 'X',
      decimals: 8,
    }
    expect(() => resolveConfig({ chains: [{ ...chain, tokens: [token] }] })).toThrow(
      'bip122 chains have no tokens',
    )
    expect(() =>
      resolveConfig({ chains: [{ ...chain, rpcUrl: 'ftp://esplora.example.com' }] }),
    ).toThrow(ConfigError)
  })
})
