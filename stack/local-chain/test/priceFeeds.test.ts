import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { createPublicClient, getContractAddress, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalChain, startLocalChain, updatePriceFeed } from '../src/index'
import { priceFeedSourceHash, priceFeedSources } from '../src/priceFeedArtifacts.gen'

const require = createRequire(import.meta.url)
const chainlinkRoot = dirname(require.resolve('@chainlink/contracts/package.json'))
// Chainlink's own published ABI of the interface the provider reads.
const aggregatorV3Abi = JSON.parse(
  readFileSync(`${chainlinkRoot}/abi/v0.8/shared/AggregatorV3Interface.abi.json`, 'utf8'),
)

describe('src/priceFeedArtifacts.gen.ts', () => {
  it('was compiled from the installed @chainlink/contracts sources (run node scripts/chainlink.mjs)', () => {
    const hash = createHash('sha256')
    for (const name of priceFeedSources)
      hash.update(`${name}\n${readFileSync(`${chainlinkRoot}/${name}`, 'utf8')}\n`)
    expect(priceFeedSourceHash).toBe(hash.digest('hex'))
    expect(priceFeedSources).toContain('src/v0.8/shared/mocks/MockV3Aggregator.sol')
  })
})

describe('local price feeds', () => {
  let chain: LocalChain
  beforeAll(async () => {
    chain = await startLocalChain({ deployPriceFeeds: true, deployTokens: true })
  })
  afterAll(() => chain?.stop())

  const client = () => createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const feed = (symbol: string) => chain.priceFeeds!.find((f) => f.symbol === symbol)!
  const latest = (address: `0x${string}`) =>
    client().readContract({
      address,
      abi: aggregatorV3Abi,
      functionName: 'latestRoundData',
    }) as Promise<readonly [bigint, bigint, bigint, bigint, bigint]>

  it('deploys ETH/USD, LUSD/USD, TUSD/USD and LDAI/USD at fixed addresses, 8 decimals', async () => {
    expect(chain.priceFeeds!.map((f) => f.pair)).toEqual([
      'ETH/USD',
      'LUSD/USD',
      'TUSD/USD',
      'LDAI/USD',
    ])
    // Account 11 of the demo mnemonic deploys them at nonces 0-3.
    const deployer = '0x71bE63f3384f5fb98995898A86B02Fb2426c5788'
    expect(feed('ETH').address).toBe(getContractAddress({ from: deployer, nonce: 0n }))
    const decimals = await client().readContract({
      address: feed('ETH').address,
      abi: aggregatorV3Abi,
      functionName: 'decimals',
    })
    expect(decimals).toBe(8)
    const [roundId, answer, startedAt, updatedAt, answeredInRound] = await latest(
      feed('ETH').address,
    )
    expect(answer).toBe(250_000_000_000n)
    expect(roundId).toBe(1n)
    expect(answeredInRound).toBe(1n)
    expect(updatedAt).toBeGreaterThan(0n)
    expect(startedAt).toBe(updatedAt)
    expect((await latest(feed('LUSD').address))[1]).toBe(100_000_000n)
  })

  it('updatePriceFeed starts a new round, or writes a given one', async () => {
    await updatePriceFeed({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      sender: chain.accounts[8]!,
      feed: feed('LDAI').address,
      answer: 99_000_000n,
    })
    const [roundId, answer] = await latest(feed('LDAI').address)
    expect([roundId, answer]).toEqual([2n, 99_000_000n])
    await updatePriceFeed({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      sender: chain.accounts[8]!,
      feed: feed('LDAI').address,
      answer: 101_000_000n,
      round: { roundId: 7n, updatedAt: 1_000n, startedAt: 999n },
    })
    expect(await latest(feed('LDAI').address)).toEqual([7n, 101_000_000n, 999n, 1_000n, 7n])
  })
})
