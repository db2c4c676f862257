import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { call, PROJECT_ID, startTestProvider } from './helpers'

// No bundler listens on port 9: what is forwarded fails as the proxy says it does.
const SMART = {
  bundlerUrl: 'http://127.0.0.1:9/rpc',
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  accountFactory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
}
const chain = (id: number, accountAbstraction?: typeof SMART) => ({
  id: `eip155:${id}`,
  name: `Chain ${id}`,
  rpcUrl: 'http://127.0.0.1:9',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  ...(accountAbstraction ? { accountAbstraction } : {}),
})

let provider: RunningProvider
beforeAll(async () => {
  provider = await startTestProvider({
    chains: [chain(31338, SMART), chain(31337)],
    rateLimit: { enabled: false },
    indexer: { enabled: false },
    gateway: { timeoutMs: 2000 },
  })
})
afterAll(() => provider?.stop())

const bundler = (chainId: string, body: unknown) =>
  call(provider.url, `/v1/bundler?chainId=${chainId}&projectId=${PROJECT_ID}`, { json: body })

describe('smart accounts on the provider', () => {
  it('lists only the chains with a bundler, with their contracts', async () => {
    const r = await call(provider.url, `/v1/smart-accounts?projectId=${PROJECT_ID}`)
    expect(r).toMatchObject({
      status: 200,
      body: {
        networks: [
          { chainId: 31338, entryPoint: SMART.entryPoint, accountFactory: SMART.accountFactory },
        ],
      },
    })
  })

  it('refuses a chain without a bundler, other methods, batches and non-JSON', async () => {
    const op = { jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }
    expect((await bundler('eip155:31337', op)).status).toBe(400)
    const other = await bundler('eip155:31338', { ...op, method: 'eth_sendTransaction' })
    expect(other.body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: {
        code: -32601,
        message: 'Method eth_sendTransaction is not allowed by this bundler proxy',
      },
    })
    expect((await bundler('eip155:31338', [op])).status).toBe(400)
    const r = await call(provider.url, `/v1/bundler?chainId=eip155:31338&projectId=${PROJECT_ID}`, {
      method: 'POST',
      body: 'nope',
      headers: { 'content-type': 'application/json' },
    })
    expect(r.body.error.code).toBe(-32700)
  })

  it('answers 502 "Bundler unavailable" when the bundler does not answer', async () => {
    const r = await bundler('eip155:31338', {
      jsonrpc: '2.0',
      id: 'x',
      method: 'eth_supportedEntryPoints',
      params: [],
    })
    expect(r.status).toBe(502)
    expect(r.body).toEqual({
      jsonrpc: '2.0',
      id: 'x',
      error: { code: -32603, message: 'Bundler unavailable' },
    })
  })

  it('rejects smart accounts on a non-EVM chain in the configuration', async () => {
    await expect(
      startTestProvider({
        chains: [{ ...chain(1, SMART), id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
        indexer: { enabled: false },
      }),
    ).rejects.toThrow(/smart accounts are offered on eip155 chains only/)
  })
})
