import type { LocalChain } from '@latchkey/local-chain'
import { formatEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { chainClients, freshAddress, sendEth, sendToken } from './chainHelpers'
import { call, localChainConfig, PROJECT_ID, startLocalChain, startTestProvider } from './helpers'

let chain: LocalChain
let provider: RunningProvider
let chainId: string
const q = () => `projectId=${PROJECT_ID}&st=appkit&sv=test&currency=usd&chainId=${chainId}`

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 })
  chainId = `eip155:${chain.chainId}`
  provider = await startTestProvider({
    chains: [localChainConfig(chain)],
    rateLimit: { enabled: false },
    indexer: { enabled: false },
  })
})
afterAll(async () => {
  await provider?.stop()
  await chain?.stop()
})

describe('GET /v1/supported-chains', () => {
  it('lists the configured chain', async () => {
    const r = await call(provider.url, `/v1/supported-chains?projectId=${PROJECT_ID}`)
    expect(r.body).toEqual({ http: [chainId], ws: [], swap: [], onramp: [] })
  })
})

describe('GET /v1/account/{address}/balance', () => {
  it('reads native and token balances from the chain, priced from configuration', async () => {
    const holder = chain.accounts[2]!.address
    const r = await call(provider.url, `/v1/account/${holder}/balance?${q()}`)
    expect(r.status).toBe(200)
    const { publicClient } = chainClients(chain, 2)
    const eth = formatEther(await publicClient.getBalance({ address: holder }))
    const native = r.body.balances.find((b: { symbol: string }) => b.symbol === 'ETH')
    expect(native).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId,
      value: Number(eth) * 2000,
      price: 2000,
      priceSource: 'config',
      quantity: { decimals: '18', numeric: eth },
      iconUrl: `${provider.url}/v1/images/tokens/eth?projectId=${PROJECT_ID}`,
    })
    expect(native).not.toHaveProperty('address')
    const lusd = chain.tokens.find((t) => t.symbol === 'LUSD')!
    expect(r.body.balances).toContainEqual({
      name: lusd.name,
      symbol: 'LUSD',
      chainId,
      address: `${chainId}:${lusd.address}`,
      value: 1_000_000,
      price: 1,
      priceSource: 'config',
      quantity: { decimals: '6', numeric: '1000000' },
      iconUrl: `${provider.url}/v1/images/tokens/lusd?projectId=${PROJECT_ID}`,
    })
    expect(r.body.balances.map((b: { symbol: string }) => b.symbol).sort()).toEqual([
      'ETH',
      'LDAI',
      'LUSD',
      'TUSD',
    ])
    const icon = await fetch(native.iconUrl)
    expect(icon.status).toBe(200)
  })

  it('leaves out zero balances', async () => {
    const empty = freshAddress()
    expect((await call(provider.url, `/v1/account/${empty}/balance?${q()}`)).body).toEqual({
      balances: [],
    })
  })

  it('caches 30 s unless forceUpdate', async () => {
    const receiver = freshAddress()
    await sendEth(chain, 3, receiver, '1')
    const first = await call(provider.url, `/v1/account/${receiver}/balance?${q()}`)
    expect(first.body.balances).toHaveLength(1)
    await sendToken(chain, 3, 'LUSD', receiver, '5')
    const cached = await call(provider.url, `/v1/account/${receiver}/balance?${q()}`)
    expect(cached.body).toEqual(first.body)
    const fresh = await call(
      provider.url,
      `/v1/account/${receiver}/balance?${q()}&forceUpdate=true`,
    )
    expect(fresh.body.balances.map((b: { symbol: string }) => b.symbol).sort()).toEqual([
      'ETH',
      'LUSD',
    ])
    const after = await call(provider.url, `/v1/account/${receiver}/balance?${q()}`)
    expect(after.body).toEqual(fresh.body)
  })

  it('answers every spelling of an address alike, and caches no answer with a failed read', async () => {
    const receiver = freshAddress()
    await sendEth(chain, 3, receiver, '1')
    await sendToken(chain, 3, 'LUSD', receiver, '5')
    // One letter's case flipped: a mixed-case spelling whose EIP-55 checksum is wrong.
    const i = receiver.search(/[a-fA-F]/)
    const flipped =
      receiver[i] === receiver[i]!.toLowerCase()
        ? receiver[i]!.toUpperCase()
        : receiver[i]!.toLowerCase()
    const misspelt = `${receiver.slice(0, i)}${flipped}${receiver.slice(i + 1)}`
    const symbols = async (address: string) =>
      (await call(provider.url, `/v1/account/${address}/balance?${q()}`)).body.balances
        .map((b: { symbol: string }) => b.symbol)
        .sort()
    expect(await symbols(misspelt)).toEqual(['ETH', 'LUSD'])
    expect(await symbols(receiver.toLowerCase())).toEqual(['ETH', 'LUSD'])

    const broken = await startTestProvider({
      chains: [
        {
          ...localChainConfig(chain),
          tokens: [
            ...localChainConfig(chain).tokens,
            { address: freshAddress(), name: 'No Contract', symbol: 'NONE', decimals: 18 },
          ],
        },
      ],
      indexer: { enabled: false },
    })
    try {
      const other = freshAddress()
      await sendEth(chain, 3, other, '1')
      const read = async () =>
        (await call(broken.url, `/v1/account/${other}/balance?${q()}`)).body.balances.map(
          (b: { symbol: string }) => b.symbol,
        )
      expect(await read()).toEqual(['ETH'])
      await sendToken(chain, 3, 'LUSD', other, '5')
      expect((await read()).sort()).toEqual(['ETH', 'LUSD'])
    } finally {
      await broken.stop()
    }
  })

  it('refuses bad addresses, chains and currencies with 400', async () => {
    const good = chain.accounts[0]!.address
    const cases: [string, string][] = [
      [`/v1/account/0x1234/balance?${q()}`, 'address'],
      [`/v1/account/${good.slice(2)}/balance?${q()}`, 'address'],
      [`/v1/account/${good}/balance?projectId=${PROJECT_ID}&chainId=eip155`, 'CAIP-2'],
      [`/v1/account/${good}/balance?projectId=${PROJECT_ID}&chainId=foo:1`, 'CAIP-2'],
      [`/v1/account/${good}/balance?projectId=${PROJECT_ID}&chainId=eip155:1:2`, 'CAIP-2'],
      [`/v1/account/${good}/balance?projectId=${PROJECT_ID}&chainId=eip155:1`, 'not served'],
      [`/v1/account/${good}/balance?projectId=${PROJECT_ID}&currency=eur`, 'usd'],
      [`/v1/account/${good}/balance?${q()}&forceUpdate=maybe`, 'forceUpdate'],
    ]
    for (const [path, hint] of cases) {
      const r = await call(provider.url, path)
      expect(r.status, path).toBe(400)
      expect(r.body.error.message, path).toContain(hint)
    }
  })

  it('answers 502 when the chain node is down, not 500', async () => {
    const down = await startTestProvider({
      chains: [{ ...localChainConfig(chain), rpcUrl: 'http://127.0.0.1:9' }],
      indexer: { enabled: false },
      gateway: { timeoutMs: 2000 },
    })
    try {
      const r = await call(down.url, `/v1/account/${chain.accounts[0]!.address}/balance?${q()}`)
      expect(r.status).toBe(502)
      expect(r.body.error.code).toBe('UPSTREAM_ERROR')
    } finally {
      await down.stop()
    }
  })
})

describe('POST /v1/fungible/price', () => {
  it('prices known tokens and the native currency; unknown ones are left out', async () => {
    const lusd = chain.tokens.find((t) => t.symbol === 'LUSD')!
    const r = await call(provider.url, `/v1/fungible/price?projectId=${PROJECT_ID}`, {
      json: {
        currency: 'usd',
        projectId: PROJECT_ID,
        addresses: [
          `${chainId}:${lusd.address}`,
          `${chainId}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`,
          `${chainId}:0x0000000000000000000000000000000000000001`,
          'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        ],
      },
    })
    expect(r.status).toBe(200)
    expect(r.body.fungibles).toEqual([
      {
        name: lusd.name,
        symbol: 'LUSD',
        iconUrl: expect.stringContaining('/v1/images/tokens/lusd'),
        price: 1,
        priceSource: 'config',
      },
      {
        name: 'Ether',
        symbol: 'ETH',
        iconUrl: expect.stringContaining('/v1/images/tokens/eth'),
        price: 2000,
        priceSource: 'config',
      },
    ])
  })

  it('takes the project id from the body when the query has none', async () => {
    const r = await call(provider.url, '/v1/fungible/price', {
      json: {
        currency: 'usd',
        projectId: 'nope',
        addresses: [`${chainId}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`],
      },
    })
    expect(r.status).toBe(403)
    expect(r.body.error.code).toBe('INVALID_PROJECT_ID')
  })

  it('refuses bad bodies with 400', async () => {
    const path = `/v1/fungible/price?projectId=${PROJECT_ID}`
    for (const body of [
      { currency: 'usd', addresses: [] },
      { currency: 'usd', addresses: ['0x1234'] },
      { currency: 'usd', addresses: ['eip155:1'] },
      { currency: 'usd', addresses: ['cosmos:1:abc'] },
      { currency: 'eur', addresses: [`${chainId}:0x0000000000000000000000000000000000000001`] },
      { addresses: 'x' },
    ]) {
      const r = await call(provider.url, path, { json: body })
      expect(r.status, JSON.stringify(body)).toBe(400)
      expect(r.body.error.code).toBe('INVALID_REQUEST')
    }
  })
})
