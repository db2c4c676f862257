import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { type LocalChain, updatePriceFeed } from '@latchkey/local-chain'
import { formatEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainConfig } from '../src/config/configSchema'
import { aggregatorV3Abi } from '../src/prices/aggregatorV3Abi'
import { checkRound } from '../src/prices/readFeedPrice'
import type { RunningProvider } from '../src/server/startProvider'
import { chainClients, freshAddress, sendEth } from './chainHelpers'
import { call, localChainConfig, PROJECT_ID, startLocalChain, startTestProvider } from './helpers'

// Chainlink's own ABI of the interface, from @chainlink/contracts (a dev dependency of local-chain).
const require = createRequire(import.meta.url)
const fromLocalChain = createRequire(require.resolve('@latchkey/local-chain/package.json'))
const chainlinkRoot = dirname(fromLocalChain.resolve('@chainlink/contracts/package.json'))
const chainlinkAbi: { type: string; name?: string; inputs: unknown[]; outputs?: unknown[] }[] =
  JSON.parse(
    readFileSync(`${chainlinkRoot}/abi/v0.8/shared/AggregatorV3Interface.abi.json`, 'utf8'),
  )

describe('the AggregatorV3Interface the provider reads', () => {
  it("is Chainlink's: same names, inputs and outputs", () => {
    const types = (params: readonly unknown[] | undefined) =>
      (params ?? []).map((p) => (p as { type: string }).type)
    for (const fn of aggregatorV3Abi) {
      const theirs = chainlinkAbi.find((item) => item.type === 'function' && item.name === fn.name)
      expect(theirs, fn.name).toBeDefined()
      expect(types(fn.inputs)).toEqual(types(theirs?.inputs))
      expect(types(fn.outputs)).toEqual(types(theirs?.outputs))
    }
  })
})

describe('checkRound', () => {
  const now = 1_800_000_000_000
  const round = {
    roundId: 5n,
    answer: 250_000_000_000n,
    startedAt: 1_799_999_000n,
    updatedAt: 1_799_999_000n,
    answeredInRound: 5n,
  }
  it('takes a round updated exactly 3600 s ago under a 3600 s bound, and refuses one 3601 s old', () => {
    expect(checkRound({ ...round, updatedAt: 1_799_996_400n }, 3600, now)).toBeUndefined()
    expect(checkRound({ ...round, updatedAt: 1_799_996_399n }, 3600, now)).toBe('stale')
    expect(checkRound({ ...round, updatedAt: 1_799_999_940n }, 60, now)).toBeUndefined()
    expect(checkRound({ ...round, updatedAt: 1_799_999_939n }, 60, now)).toBe('stale')
  })
  it('refuses zero and negative answers', () => {
    expect(checkRound({ ...round, answer: 0n }, 3600, now)).toBe('non-positive')
    expect(checkRound({ ...round, answer: -1n }, 3600, now)).toBe('non-positive')
  })
  it('refuses incomplete rounds: never updated, never started, or answered in an earlier round', () => {
    expect(checkRound({ ...round, updatedAt: 0n }, 3600, now)).toBe('incomplete')
    expect(checkRound({ ...round, startedAt: 0n }, 3600, now)).toBe('incomplete')
    expect(checkRound({ ...round, answeredInRound: 4n }, 3600, now)).toBe('incomplete')
  })
})

describe('prices from feeds, pools and configuration (a real chain)', () => {
  let chain: LocalChain
  let provider: RunningProvider
  let bare: RunningProvider
  let net: string
  const TTL_MS = 1500

  // Configured ETH 2000 and tokens 1: the feeds start at ETH 2500, tokens 1.
  const chainConfig = (withPools: boolean): ChainConfig => {
    const { swap, ...base } = localChainConfig(chain)
    const feed = (symbol: string) => chain.priceFeeds!.find((f) => f.symbol === symbol)!.address
    return {
      ...base,
      ...(withPools && swap ? { swap } : {}),
      nativeCurrency: { ...base.nativeCurrency, priceFeed: feed('ETH') },
      // TUSD has no feed: the pools (through wrapped ether) price it.
      tokens: base.tokens.map((t) =>
        t.symbol === 'TUSD' ? t : { ...t, priceFeed: feed(t.symbol) },
      ),
      prices: { maxAgeSeconds: 3600, ...(withPools ? { stableToken: 'LUSD' } : {}) },
    }
  }

  beforeAll(async () => {
    chain = await startLocalChain({ port: 0, deployExchange: true, deployPriceFeeds: true })
    net = `eip155:${chain.chainId}`
    const common = {
      rateLimit: { enabled: false },
      indexer: { enabled: false },
      cache: { balanceTtlMs: TTL_MS },
    }
    provider = await startTestProvider({
      ...common,
      // The history test reads indexed transfers.
      indexer: { pollIntervalMs: 50 },
      chains: [chainConfig(true)],
      onramp: {
        partners: [{ id: 'meld', name: 'Meld', feePct: 1, chains: [net], assets: ['ETH'] }],
        faucetPrivateKey: chain.accounts[9]!.privateKey,
      },
    })
    bare = await startTestProvider({ ...common, chains: [chainConfig(false)] })
  })
  afterAll(async () => {
    await provider?.stop()
    await bare?.stop()
    await chain?.stop()
  })

  const tokenId = (symbol: string) =>
    symbol === 'ETH'
      ? `${net}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
      : `${net}:${chain.tokens.find((t) => t.symbol === symbol)!.address}`
  const prices = async (on: RunningProvider, symbols: string[]) => {
    const r = await call(on.url, `/v1/fungible/price?projectId=${PROJECT_ID}`, {
      method: 'POST',
      json: { currency: 'usd', projectId: PROJECT_ID, addresses: symbols.map(tokenId) },
    })
    expect(r.status).toBe(200)
    return Object.fromEntries(
      r.body.fungibles.map((f: { symbol: string; price: number; priceSource: string }) => [
        f.symbol,
        [f.price, f.priceSource],
      ]),
    )
  }
  const feed = (symbol: string) => chain.priceFeeds!.find((f) => f.symbol === symbol)!.address
  const update = (
    symbol: string,
    answer: bigint,
    round?: Parameters<typeof updatePriceFeed>[0]['round'],
  ) =>
    updatePriceFeed({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      sender: chain.accounts[8]!,
      feed: feed(symbol),
      answer,
      ...(round ? { round } : {}),
    })
  const nowSeconds = () => BigInt(Math.floor(Date.now() / 1000))
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
  const balances = async () => {
    const holder = chain.accounts[2]!.address
    const r = await call(
      provider.url,
      `/v1/account/${holder}/balance?projectId=${PROJECT_ID}&currency=usd&chainId=${net}&forceUpdate=true`,
    )
    expect(r.status).toBe(200)
    return r.body.balances as {
      symbol: string
      value: number
      price: number
      priceSource: string
    }[]
  }

  it('answers the feeds, not the configured numbers, and the pools where a token has no feed', async () => {
    expect(await prices(provider, ['ETH', 'LUSD', 'TUSD', 'LDAI'])).toEqual({
      ETH: [2500, 'feed'],
      LUSD: [1, 'feed'],
      // 250 000 TUSD : 100 ETH, 100 ETH : 250 000 LUSD.
      TUSD: [1, 'pool'],
      LDAI: [1, 'feed'],
    })
  })

  it('a new round changes /v1/fungible/price once the cache expires, and the balance totals at once with forceUpdate', async () => {
    const before = await balances()
    const eth = before.find((b) => b.symbol === 'ETH')!
    expect([eth.price, eth.priceSource]).toEqual([2500, 'feed'])
    await update('ETH', 310_000_000_000n) // 3100.00000000
    // Cached for the balance lifetime (SPEC §9) ...
    expect((await prices(provider, ['ETH'])).ETH).toEqual([2500, 'feed'])
    // ... but a forced balance update reads the feed again.
    const after = await balances()
    const ethAfter = after.find((b) => b.symbol === 'ETH')!
    const held = formatEther(
      await chainClients(chain, 0).publicClient.getBalance({ address: chain.accounts[2]!.address }),
    )
    expect([ethAfter.price, ethAfter.priceSource]).toEqual([3100, 'feed'])
    expect(ethAfter.value).toBe(Number(held) * 3100)
    const total = (list: { value: number }[]) => list.reduce((sum, b) => sum + b.value, 0)
    expect(total(after) - total(before)).toBeCloseTo(Number(held) * 600, 6)
    await sleep(TTL_MS + 100)
    expect((await prices(provider, ['ETH'])).ETH).toEqual([3100, 'feed'])
  })

  it('a stale, non-positive or incomplete round falls back to the pools', async () => {
    // LDAI's feed says 0.5, but its round is 3700 s old (the bound is 3600): the LUSD pool's 1.
    await update('LDAI', 50_000_000n, {
      roundId: 10n,
      updatedAt: nowSeconds() - 3700n,
      startedAt: nowSeconds() - 3700n,
    })
    // ETH: answer 0; the pool of 100 ETH against 250 000 LUSD says 2500.
    await update('ETH', 0n)
    // LUSD: never updated: the stable token itself is the pools' unit.
    await update('LUSD', 200_000_000n, { roundId: 3n, updatedAt: 0n, startedAt: 0n })
    await sleep(TTL_MS + 100)
    expect(await prices(provider, ['ETH', 'LUSD', 'LDAI'])).toEqual({
      ETH: [2500, 'pool'],
      LUSD: [1, 'pool'],
      LDAI: [1, 'pool'],
    })
    // A round 3500 s old is still fresh.
    await update('LDAI', 50_000_000n, {
      roundId: 11n,
      updatedAt: nowSeconds() - 3500n,
      startedAt: nowSeconds() - 3500n,
    })
    await sleep(TTL_MS + 100)
    expect((await prices(provider, ['LDAI'])).LDAI).toEqual([0.5, 'feed'])
  })

  it('without a pool, the configured number, marked config', async () => {
    // The bare provider has no router and no stable token; ETH's and LUSD's feeds are refused now.
    expect(await prices(bare, ['ETH', 'LUSD', 'TUSD', 'LDAI'])).toEqual({
      ETH: [2000, 'config'],
      LUSD: [1, 'config'],
      TUSD: [1, 'config'],
      LDAI: [0.5, 'feed'],
    })
  })

  it('on-ramp quotes buy at the same price', async () => {
    await update('ETH', 400_000_000_000n) // 4000
    await sleep(TTL_MS + 100)
    const r = await call(provider.url, `/v1/onramp/quote?projectId=${PROJECT_ID}`, {
      json: {
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '100',
        network: net,
        partner: 'meld',
      },
    })
    expect(r.status).toBe(200)
    const subtotal = Number(r.body.paymentSubtotal.amount)
    expect(Number(r.body.purchaseAmount.amount)).toBeCloseTo(subtotal / 4000, 8)
  })

  it('history values transfers at the same price', async () => {
    const visitor = freshAddress()
    await sendEth(chain, 3, visitor, '0.5')
    const history = async () =>
      (await call(provider.url, `/v1/account/${visitor}/history?projectId=${PROJECT_ID}`)).body
        .data as { transfers: { price?: number; value?: number }[] }[]
    await expect.poll(async () => (await history()).length, { timeout: 10_000 }).toBe(1)
    const [transfer] = (await history())[0]!.transfers
    // The feed's 4000 of the test before, not the configured 2000.
    expect(transfer).toMatchObject({ price: 4000, value: 2000 })
  })
})
