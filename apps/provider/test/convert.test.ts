import {
  constantProductFactoryArtifact,
  constantProductPairArtifact,
  type LocalChain,
  standardTokenAbi,
} from '@latchkey/local-chain'
import { type Address, type Hex, maxUint256, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { chainClients } from './chainHelpers'
import { call, localChainConfig, PROJECT_ID, startLocalChain, startTestProvider } from './helpers'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
let chain: LocalChain
let provider: RunningProvider
let net: string

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, deployExchange: true })
  net = `eip155:${chain.chainId}`
  provider = await startTestProvider({
    chains: [
      localChainConfig(chain),
      // Served for balances, but with no router: not a swap network.
      { ...localChainConfig(chain), id: 'eip155:31338', swap: undefined },
    ],
    rateLimit: { enabled: false },
    indexer: { enabled: false },
  })
})
afterAll(async () => {
  await provider?.stop()
  await chain?.stop()
})

const token = (symbol: string) => chain.tokens.find((t) => t.symbol === symbol)!.address
const id = (symbol: string) => `${net}:${symbol === 'ETH' ? NATIVE : token(symbol)}`
const get = (path: string, query: Record<string, string>) =>
  call(provider.url, `${path}?${new URLSearchParams({ projectId: PROJECT_ID, ...query })}`)
const build = (json: Record<string, unknown>) =>
  call(provider.url, '/v1/convert/build-transaction', { json: { projectId: PROJECT_ID, ...json } })

async function reserves(a: Address, b: Address): Promise<[bigint, bigint]> {
  const { publicClient } = chainClients(chain, 0)
  const pair = await publicClient.readContract({
    address: chain.exchange!.factory,
    abi: constantProductFactoryArtifact.abi,
    functionName: 'getPair',
    args: [a, b],
  })
  const [r0, r1] = await publicClient.readContract({
    address: pair,
    abi: constantProductPairArtifact.abi,
    functionName: 'getReserves',
  })
  return a.toLowerCase() < b.toLowerCase() ? [r0, r1] : [r1, r0]
}
const v2Out = (amountIn: bigint, [rIn, rOut]: [bigint, bigint]) =>
  (amountIn * 997n * rOut) / (rIn * 1000n + amountIn * 997n)

async function balanceOf(symbol: string, owner: Address) {
  const { publicClient } = chainClients(chain, 0)
  if (symbol === 'ETH') return publicClient.getBalance({ address: owner })
  return publicClient.readContract({
    address: token(symbol),
    abi: standardTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/** Sends a built transaction from an account and returns its receipt and gas cost. */
async function send(
  accountIndex: number,
  tx: { to: string; data: string; value: string; gas?: string },
) {
  const { walletClient, publicClient } = chainClients(chain, accountIndex)
  const hash = await walletClient.sendTransaction({
    to: tx.to as Address,
    data: tx.data as Hex,
    value: BigInt(tx.value),
    ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return { receipt, cost: receipt.gasUsed * receipt.effectiveGasPrice }
}

describe('GET /v1/convert/tokens', () => {
  it('lists the native currency (0xeee…e) and the configured tokens as CAIP-10 ids', async () => {
    const r = await get('/v1/convert/tokens', { chainId: net })
    expect(r.status).toBe(200)
    expect(r.body.tokens.map((t: { symbol: string }) => t.symbol)).toEqual([
      'ETH',
      'LUSD',
      'TUSD',
      'LDAI',
    ])
    expect(r.body.tokens[0]).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      address: `${net}:${NATIVE}`,
      decimals: 18,
      logoUri: `${provider.url}/v1/images/tokens/eth?projectId=${PROJECT_ID}`,
    })
    expect(r.body.tokens[3]).toMatchObject({ address: id('LDAI'), decimals: 18 })
  })

  it('reports the swap chains in /v1/supported-chains', async () => {
    const r = await get('/v1/supported-chains', {})
    expect(r.body).toEqual({ http: [net, 'eip155:31338'], ws: [], swap: [net], onramp: [] })
  })
})

describe('GET /v1/convert/quotes', () => {
  const user = () => `${net}:${chain.accounts[2]!.address}`

  it('prices ETH -> LUSD by x*y=k with the 0.3% fee, from the pool reserves', async () => {
    const amount = parseEther('2')
    const pool = await reserves(chain.exchange!.wrappedNative, token('LUSD'))
    const r = await get('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: user(),
      from: id('ETH'),
      to: id('LUSD'),
      gasPrice: '1000000000',
    })
    expect(r.status).toBe(200)
    const [quote] = r.body.quotes
    const expected = v2Out(amount, pool)
    expect(quote).toMatchObject({
      fromAmount: amount.toString(),
      fromAccount: id('ETH'),
      toAmount: expected.toString(),
      toAccount: id('LUSD'),
      fee: parseEther('0.006').toString(),
      feeBps: 30,
      path: [`${net}:${chain.exchange!.wrappedNative}`, `${net}:${token('LUSD')}`],
    })
    // Mid price 2500 LUSD/ETH: 2 ETH after the fee would be 4985 LUSD without impact.
    const ideal = (Number(amount) * 0.997 * Number(pool[1])) / Number(pool[0])
    expect(quote.priceImpact).toBeCloseTo((1 - Number(expected) / ideal) * 100, 6)
    expect(quote.priceImpact).toBeGreaterThan(1.9)
    expect(quote.priceImpact).toBeLessThan(2)
    expect(BigInt(quote.networkFee)).toBe(BigInt(quote.gasLimit) * 1_000_000_000n)
  })

  it('uses the direct LUSD/LDAI pool, and routes TUSD -> LDAI through wrapped ETH', async () => {
    const direct = await get('/v1/convert/quotes', {
      amount: parseUnits('100', 6).toString(),
      userAddress: user(),
      from: id('LUSD'),
      to: id('LDAI'),
    })
    expect(direct.body.quotes[0].toAmount).toBe(
      v2Out(parseUnits('100', 6), await reserves(token('LUSD'), token('LDAI'))).toString(),
    )
    const twoHops = await get('/v1/convert/quotes', {
      amount: parseUnits('100', 6).toString(),
      userAddress: user(),
      from: id('TUSD'),
      to: id('LDAI'),
    })
    const weth = chain.exchange!.wrappedNative
    const viaEth = v2Out(parseUnits('100', 6), await reserves(token('TUSD'), weth))
    expect(twoHops.body.quotes[0].toAmount).toBe(
      v2Out(viaEth, await reserves(weth, token('LDAI'))).toString(),
    )
    expect(twoHops.body.quotes[0].path).toHaveLength(3)
  })
})

describe('swapping through the built transactions', () => {
  it('ETH -> LUSD: the transaction executes and moves both balances', async () => {
    const owner = chain.accounts[3]!.address
    const amount = parseEther('1')
    const quote = await get('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: owner,
      from: id('ETH'),
      to: id('LUSD'),
    })
    const built = await build({
      amount: amount.toString(),
      from: id('ETH'),
      to: id('LUSD'),
      userAddress: owner,
      eip155: { slippage: 1 },
    })
    expect(built.status).toBe(200)
    expect(built.body.tx).toMatchObject({
      from: owner,
      to: chain.exchange!.router,
      amount: amount.toString(),
    })
    const [eth, lusd] = [await balanceOf('ETH', owner), await balanceOf('LUSD', owner)]
    const { receipt, cost } = await send(3, {
      ...built.body.tx,
      value: built.body.tx.amount,
      gas: built.body.tx.eip155.gas,
    })
    expect(receipt.status).toBe('success')
    expect(await balanceOf('ETH', owner)).toBe(eth - amount - cost)
    expect(await balanceOf('LUSD', owner)).toBe(lusd + BigInt(quote.body.quotes[0].toAmount))
  })

  it('TUSD -> LDAI: allowance short, approve, then the swap moves both balances', async () => {
    const owner = chain.accounts[4]!.address
    const amount = parseUnits('500', 6)
    const allowance = () =>
      get('/v1/convert/allowance', { tokenAddress: id('TUSD'), userAddress: owner })
    expect((await allowance()).body).toEqual({ allowance: '0' })
    const refused = await build({
      amount: amount.toString(),
      from: id('TUSD'),
      to: id('LDAI'),
      userAddress: owner,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error.message).toMatch(/^The swap would fail/)

    const approve = await get('/v1/convert/build-approve', {
      userAddress: owner,
      from: id('TUSD'),
      to: id('LDAI'),
    })
    expect(approve.body.tx).toMatchObject({ from: owner, to: token('TUSD'), value: '0' })
    expect((await send(4, approve.body.tx)).receipt.status).toBe('success')
    expect((await allowance()).body).toEqual({ allowance: maxUint256.toString() })

    const quote = await get('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: owner,
      from: id('TUSD'),
      to: id('LDAI'),
    })
    const built = await build({
      amount: amount.toString(),
      from: id('TUSD'),
      to: id('LDAI'),
      userAddress: owner,
    })
    const [tusd, ldai] = [await balanceOf('TUSD', owner), await balanceOf('LDAI', owner)]
    const { receipt } = await send(4, { ...built.body.tx, value: built.body.tx.amount })
    expect(receipt.status).toBe('success')
    expect(await balanceOf('TUSD', owner)).toBe(tusd - amount)
    expect(await balanceOf('LDAI', owner)).toBe(ldai + BigInt(quote.body.quotes[0].toAmount))
  })

  it('LUSD -> ETH pays out native currency', async () => {
    const owner = chain.accounts[3]!.address
    const amount = parseUnits('1000', 6)
    const approve = await get('/v1/convert/build-approve', {
      userAddress: owner,
      from: id('LUSD'),
      to: id('ETH'),
      amount: amount.toString(),
    })
    await send(3, approve.body.tx)
    expect(
      (await get('/v1/convert/allowance', { tokenAddress: id('LUSD'), userAddress: owner })).body
        .allowance,
    ).toBe(amount.toString())
    const quote = await get('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: owner,
      from: id('LUSD'),
      to: id('ETH'),
    })
    const built = await build({
      amount: amount.toString(),
      from: id('LUSD'),
      to: id('ETH'),
      userAddress: owner,
    })
    const eth = await balanceOf('ETH', owner)
    const { receipt, cost } = await send(3, { ...built.body.tx, value: built.body.tx.amount })
    expect(receipt.status).toBe('success')
    expect(await balanceOf('ETH', owner)).toBe(eth - cost + BigInt(quote.body.quotes[0].toAmount))
  })

  it('reverts when the price moves past the 1% slippage before it is mined', async () => {
    const owner = chain.accounts[2]!.address
    const built = await build({
      amount: parseEther('1').toString(),
      from: id('ETH'),
      to: id('LDAI'),
      userAddress: owner,
    })
    expect(built.status).toBe(200)
    // Someone else buys LDAI first: 10 ETH into a 100 ETH pool moves the price ~17%.
    const front = await build({
      amount: parseEther('10').toString(),
      from: id('ETH'),
      to: id('LDAI'),
      userAddress: chain.accounts[1]!.address,
    })
    expect((await send(1, { ...front.body.tx, value: front.body.tx.amount })).receipt.status).toBe(
      'success',
    )
    const ldai = await balanceOf('LDAI', owner)
    const { receipt } = await send(2, {
      ...built.body.tx,
      value: built.body.tx.amount,
      gas: built.body.tx.eip155.gas,
    })
    expect(receipt.status).toBe('reverted')
    expect(await balanceOf('LDAI', owner)).toBe(ldai)
  })
})

describe('networks the convert routes refuse', () => {
  const owner = () => chain.accounts[2]!.address
  for (const network of ['eip155:31338', 'eip155:999', 'eip155:1']) {
    it(`answers 400 'Network not supported for Swaps' on ${network}`, async () => {
      const other = `${network}:${NATIVE}`
      const answers = [
        await get('/v1/convert/tokens', { chainId: network }),
        await get('/v1/convert/quotes', {
          amount: '1',
          userAddress: owner(),
          from: other,
          to: `${network}:${token('LUSD')}`,
        }),
        await get('/v1/convert/allowance', {
          tokenAddress: `${network}:${token('LUSD')}`,
          userAddress: owner(),
        }),
        await get('/v1/convert/build-approve', {
          userAddress: owner(),
          from: `${network}:${token('LUSD')}`,
          to: other,
        }),
        await build({
          amount: '1',
          from: other,
          to: `${network}:${token('LUSD')}`,
          userAddress: owner(),
        }),
      ]
      for (const r of answers) {
        expect(r.status).toBe(400)
        expect(r.body.error).toEqual({
          code: 'UNSUPPORTED_CHAIN',
          message: 'Network not supported for Swaps',
        })
      }
    })
    it(`answers 400 'Network not supported for Gas Price' on ${network}`, async () => {
      const r = await get('/v1/convert/gas-price', { chainId: network })
      expect(r.status).toBe(400)
      expect(r.body.error.message).toBe('Network not supported for Gas Price')
    })
  }

  it('reads the gas price of a swap network from its node', async () => {
    const r = await get('/v1/convert/gas-price', { chainId: net })
    const price = await chainClients(chain, 0).publicClient.getGasPrice()
    expect(r.body).toEqual({
      standard: price.toString(),
      fast: ((price * 6n) / 5n).toString(),
      instant: ((price * 3n) / 2n).toString(),
    })
  })
})

describe('bad input', () => {
  const owner = () => chain.accounts[2]!.address
  const quote = (over: Record<string, string>) => ({
    amount: '1000',
    userAddress: owner(),
    from: id('ETH'),
    to: id('LUSD'),
    ...over,
  })
  it('answers 400 to every malformed query', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/v1/convert/tokens', {}],
      ['/v1/convert/tokens', { chainId: 'eip155' }],
      ['/v1/convert/quotes', quote({ amount: '0' })],
      ['/v1/convert/quotes', quote({ amount: '-5' })],
      ['/v1/convert/quotes', quote({ amount: '1.5' })],
      ['/v1/convert/quotes', quote({ amount: '9'.repeat(80) })],
      ['/v1/convert/quotes', quote({ userAddress: '0x123' })],
      ['/v1/convert/quotes', quote({ from: token('LUSD') })],
      ['/v1/convert/quotes', quote({ to: `solana:abc:${token('LUSD')}` })],
      ['/v1/convert/quotes', quote({ to: `eip155:31338:${token('LUSD')}` })],
      ['/v1/convert/quotes', quote({ userAddress: `eip155:31338:${owner()}` })],
      ['/v1/convert/quotes', quote({ to: id('ETH') })],
      ['/v1/convert/quotes', quote({ gasPrice: 'fast' })],
      ['/v1/convert/quotes', quote({ to: `${net}:${chain.accounts[5]!.address}` })],
      ['/v1/convert/allowance', { tokenAddress: 'LUSD', userAddress: owner() }],
      ['/v1/convert/build-approve', { userAddress: owner(), from: id('ETH'), to: id('LUSD') }],
      [
        '/v1/convert/build-approve',
        { userAddress: owner(), from: id('LUSD'), to: id('ETH'), amount: 'all' },
      ],
    ]
    for (const [path, query] of cases) {
      const r = await get(path, query)
      expect([path, query, r.status]).toEqual([path, query, 400])
      expect(r.body.error.code).toBe('INVALID_REQUEST')
    }
  })

  it('answers 400 to every malformed build-transaction body', async () => {
    const good = { amount: '1000', from: id('ETH'), to: id('LUSD'), userAddress: owner() }
    for (const body of [
      { ...good, amount: 1000 },
      { ...good, amount: undefined },
      { ...good, eip155: { slippage: 0 } },
      { ...good, eip155: { slippage: 51 } },
      { ...good, eip155: { slippage: '1' } },
      { ...good, disableEstimate: 'yes' },
      { ...good, from: 'ETH' },
      { ...good, userAddress: 'alice' },
    ]) {
      const r = await build(body)
      expect([body, r.status]).toEqual([body, 400])
    }
    const notJson = await call(provider.url, '/v1/convert/build-transaction', {
      method: 'POST',
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    })
    expect(notJson.status).toBe(400)
  })

  it('needs a project id', async () => {
    const r = await call(provider.url, `/v1/convert/tokens?chainId=${net}`)
    expect(r.status).toBe(403)
    const b = await call(provider.url, '/v1/convert/build-transaction', { json: { amount: '1' } })
    expect(b.status).toBe(403)
  })
})
