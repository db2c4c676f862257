import type { LocalChain } from '@latchkey/local-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { freshAddress } from './chainHelpers'
import { closedPort } from './closedPort'
import { call, localChainConfig, PROJECT_ID, startLocalChain, startTestProvider } from './helpers'

// Issue 39: the convert routes answer 502 for a node that does not answer (as balance and
// history do) and 400 for a token that is not an ERC-20, never a 500.
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const DEAD = 'eip155:31339'
let chain: LocalChain
let provider: RunningProvider
let net: string

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, deployExchange: true })
  net = `eip155:${chain.chainId}`
  const live = localChainConfig(chain)
  provider = await startTestProvider({
    chains: [
      live,
      // The same chain's router, behind a node that is down.
      { ...live, id: DEAD, rpcUrl: `http://127.0.0.1:${await closedPort()}` },
    ],
    rateLimit: { enabled: false },
    indexer: { enabled: false },
    gateway: { timeoutMs: 2000 },
  })
})
afterAll(async () => {
  await provider?.stop()
  await chain?.stop()
})

const token = (symbol: string) => chain.tokens.find((t) => t.symbol === symbol)!.address
const get = (path: string, query: Record<string, string>) =>
  call(provider.url, `${path}?${new URLSearchParams({ projectId: PROJECT_ID, ...query })}`)
const user = `0x${'ab'.repeat(20)}`

describe('the convert routes with the chain node down', () => {
  const dead = (address: string) => `${DEAD}:${address}`
  const requests = () => [
    ['gas-price', get('/v1/convert/gas-price', { chainId: DEAD })],
    [
      'quotes',
      get('/v1/convert/quotes', {
        amount: '1000',
        userAddress: user,
        from: dead(NATIVE),
        to: dead(token('LUSD')),
      }),
    ],
    [
      'allowance',
      get('/v1/convert/allowance', { tokenAddress: dead(token('LUSD')), userAddress: user }),
    ],
    [
      'build-approve',
      get('/v1/convert/build-approve', {
        userAddress: user,
        from: dead(token('LUSD')),
        to: dead(NATIVE),
      }),
    ],
    [
      'build-transaction',
      call(provider.url, '/v1/convert/build-transaction', {
        json: {
          projectId: PROJECT_ID,
          amount: '1000',
          from: dead(NATIVE),
          to: dead(token('LUSD')),
          userAddress: user,
        },
      }),
    ],
  ]

  it('answer 502 UPSTREAM_ERROR, never 500', async () => {
    for (const [route, request] of requests()) {
      const r = await (request as ReturnType<typeof call>)
      expect({ route, status: r.status, code: r.body?.error?.code }).toEqual({
        route,
        status: 502,
        code: 'UPSTREAM_ERROR',
      })
    }
  })
})

describe('GET /v1/convert/allowance of an address that is not an ERC-20', () => {
  it('answers 400 for an account without code, the router and a precompile', async () => {
    const notTokens = [freshAddress(), chain.exchange!.router, `0x${'0'.repeat(39)}1`]
    for (const address of notTokens) {
      const r = await get('/v1/convert/allowance', {
        tokenAddress: `${net}:${address}`,
        userAddress: user,
      })
      expect({ address, status: r.status, code: r.body?.error?.code }).toEqual({
        address,
        status: 400,
        code: 'INVALID_REQUEST',
      })
    }
    // A real token still answers its allowance.
    const lusd = await get('/v1/convert/allowance', {
      tokenAddress: `${net}:${token('LUSD')}`,
      userAddress: user,
    })
    expect(lusd).toMatchObject({ status: 200, body: { allowance: '0' } })
  })
})
