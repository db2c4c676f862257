import type { LocalChain } from '@latchkey/local-chain'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { chainClients, freshAddress } from './chainHelpers'
import { call, localChainConfig, PROJECT_ID, startLocalChain, startTestProvider } from './helpers'

let chain: LocalChain
let provider: RunningProvider
let rpc: string

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, deployTokens: false })
  provider = await startTestProvider({
    chains: [localChainConfig(chain)],
    rateLimit: { enabled: false },
    indexer: { enabled: false },
    gateway: { maxBatch: 5 },
  })
  rpc = `/v1/?chainId=eip155:${chain.chainId}&projectId=${PROJECT_ID}`
})
afterAll(async () => {
  await provider?.stop()
  await chain?.stop()
})

const post = (body: unknown) => call(provider.url, rpc, { json: body })

describe('RPC gateway /v1/', () => {
  it('forwards a single request', async () => {
    const r = await post({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] })
    expect(r).toMatchObject({
      status: 200,
      body: { jsonrpc: '2.0', id: 7, result: `0x${chain.chainId.toString(16)}` },
    })
  })

  it('answers a batch in order, refusing disallowed methods item by item', async () => {
    const r = await post([
      { jsonrpc: '2.0', id: 'a', method: 'eth_blockNumber' },
      {
        jsonrpc: '2.0',
        id: 'b',
        method: 'eth_sendTransaction',
        params: [{ from: chain.accounts[0]!.address, to: freshAddress(), value: '0x1' }],
      },
      { jsonrpc: '2.0', id: 'a', method: 'net_version' },
      { jsonrpc: '2.0', id: 3, method: 'anvil_setBalance', params: [freshAddress(), '0x1'] },
      { id: 4, method: 'eth_chainId' },
    ])
    expect(r.status).toBe(200)
    expect(r.body).toEqual([
      { jsonrpc: '2.0', id: 'a', result: expect.stringMatching(/^0x/) },
      {
        jsonrpc: '2.0',
        id: 'b',
        error: {
          code: -32601,
          message: 'Method eth_sendTransaction is not allowed by this gateway',
        },
      },
      { jsonrpc: '2.0', id: 'a', result: String(chain.chainId) },
      {
        jsonrpc: '2.0',
        id: 3,
        error: { code: -32601, message: 'Method anvil_setBalance is not allowed by this gateway' },
      },
      {
        jsonrpc: '2.0',
        id: 4,
        error: { code: -32600, message: 'Invalid request: not a JSON-RPC 2.0 request' },
      },
    ])
  })

  it('works as a viem transport, including eth_sendRawTransaction', async () => {
    const client = createPublicClient({
      chain: chain.chain,
      transport: http(`${provider.url}${rpc}`),
    })
    expect(await client.getChainId()).toBe(chain.chainId)
    const to = freshAddress()
    const { walletClient } = chainClients(chain, 4)
    const request = await walletClient.prepareTransactionRequest({ to, value: parseEther('0.25') })
    const serialized = await walletClient.signTransaction(request)
    const hash = await client.sendRawTransaction({ serializedTransaction: serialized })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'))
  })

  it('refuses batches over the limit, empty batches and unparsable bodies with 400', async () => {
    const many = Array.from({ length: 6 }, (_, i) => ({
      jsonrpc: '2.0',
      id: i,
      method: 'eth_chainId',
    }))
    const big = await post(many)
    expect(big.status).toBe(400)
    expect(big.body.error).toEqual({
      code: -32600,
      message: 'Invalid request: Batch of 6 exceeds the limit of 5',
    })
    expect((await post([])).body.error.code).toBe(-32600)
    const bad = await call(provider.url, rpc, {
      method: 'POST',
      body: '{"jsonrpc":',
      headers: { 'content-type': 'application/json' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error: the body is not JSON' },
    })
  })

  it('refuses a request nested deeper than 32 levels with 400, never forwarding it', async () => {
    // 8000 levels once overflowed the stack serialising for the node and came back as a 502.
    const params = `${'['.repeat(8000)}1${']'.repeat(8000)}`
    const deep = await call(provider.url, rpc, {
      method: 'POST',
      body: `{"jsonrpc":"2.0","id":9,"method":"eth_call","params":${params}}`,
      headers: { 'content-type': 'application/json' },
    })
    expect(deep.status).toBe(400)
    expect(deep.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid request: nested deeper than 32 levels' },
    })
    let fits: unknown = '0x1'
    for (let i = 0; i < 29; i++) fits = [fits]
    const shallow = await post({ jsonrpc: '2.0', id: 10, method: 'eth_chainId', params: fits })
    expect(shallow.status).toBe(200)
    expect(shallow.body.id).toBe(10)
  })

  it('needs a served CAIP-2 chain id and a project', async () => {
    const noChain = await call(provider.url, `/v1/?projectId=${PROJECT_ID}`, {
      json: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
    })
    expect(noChain.status).toBe(400)
    const other = await call(provider.url, `/v1/?projectId=${PROJECT_ID}&chainId=eip155:1`, {
      json: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
    })
    expect(other.body.error.code).toBe('UNSUPPORTED_CHAIN')
    const noProject = await call(provider.url, `/v1/?chainId=eip155:${chain.chainId}`, {
      json: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
    })
    expect(noProject.status).toBe(403)
  })

  it('describes itself on GET', async () => {
    const r = await call(provider.url, rpc)
    expect(r.status).toBe(200)
    expect(r.body.chainId).toBe(`eip155:${chain.chainId}`)
    expect(r.body.maxBatch).toBe(5)
    expect(r.body.methods).toContain('eth_sendRawTransaction')
    expect(r.body.methods).not.toContain('eth_sendTransaction')
  })

  it('answers 502 with JSON-RPC errors when the node is down', async () => {
    const down = await startTestProvider({
      chains: [{ ...localChainConfig(chain), rpcUrl: 'http://127.0.0.1:9' }],
      indexer: { enabled: false },
    })
    try {
      const r = await call(down.url, rpc, {
        json: { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' },
      })
      expect(r.status).toBe(502)
      expect(r.body).toEqual({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32603, message: 'Upstream node unavailable' },
      })
    } finally {
      await down.stop()
    }
  })
})
