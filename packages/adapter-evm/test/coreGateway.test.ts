import { buildAppKitCore } from '@latchkey/controllers'
import { createMemoryStorage } from '@latchkey/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { evmAdapter } from '../src/evmAdapter'
import { localDevnet } from '../src/networks/localDevnet'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const ONE_ETH = '0xde0b6b3a7640000'
const network = localDevnet(31337, 'http://127.0.0.1:9/')

/** Answers every JSON-RPC call with 1 ETH and records where it went. */
function recordRpc() {
  const urls: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input instanceof Request ? input.url : input))
    const body = JSON.parse(String(init?.body ?? '{}')) as { id: number } | { id: number }[]
    const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: ONE_ETH })
    return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
  })
  return urls
}

afterEach(() => vi.unstubAllGlobals())

describe("the core's apiUrl gives the adapter its RPC gateway", () => {
  it('reads through <apiUrl>/v1/?chainId=…&projectId=… when a provider and project are set', async () => {
    const urls = recordRpc()
    const adapter = evmAdapter({ eip6963: false, injected: false })
    const core = buildAppKitCore({
      adapters: [adapter],
      networks: [network],
      apiUrl: 'http://127.0.0.1:4400',
      projectId: 'p1',
      storage: createMemoryStorage(),
    })
    const balance = await adapter.getBalance({ address: ADDRESS, caipNetwork: network })
    expect(balance).toEqual({ balance: '1', symbol: 'ETH' })
    expect(urls[0]).toBe('http://127.0.0.1:4400/v1/?chainId=eip155:31337&projectId=p1')
    core.destroy()
  })

  it("reads through the network's own RPC URL with no provider (zero-configuration)", async () => {
    const urls = recordRpc()
    const adapter = evmAdapter({ eip6963: false, injected: false })
    const core = buildAppKitCore({
      adapters: [adapter],
      networks: [network],
      storage: createMemoryStorage(),
      logger: { error: () => {}, warn: () => {} },
    })
    await adapter.getBalance({ address: ADDRESS, caipNetwork: network })
    expect(new Set(urls)).toEqual(new Set(['http://127.0.0.1:9/']))
    core.destroy()
  })
})
