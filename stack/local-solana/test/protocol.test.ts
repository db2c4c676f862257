import { afterAll, beforeAll, expect, it } from 'vitest'
import { type LocalSolana, startLocalSolana } from '../src'

let chain: LocalSolana
beforeAll(async () => {
  chain = await startLocalSolana({ demoTokens: false })
})
afterAll(() => chain?.stop())

async function post(body: string) {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  return response.json()
}
const call = (method: string, params?: unknown) =>
  post(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }))

it('answers an unknown method with -32601', async () => {
  expect(await call('getStakeActivation', [])).toEqual({
    jsonrpc: '2.0',
    id: 1,
    error: { code: -32601, message: 'Method not found' },
  })
})

it('answers bad params with a JSON-RPC error and keeps serving', async () => {
  const bad: [string, unknown][] = [
    ['getBalance', ['not-a-key']],
    ['getBalance', 'oops'],
    ['getBalance', [42]],
    ['getAccountInfo', ['11111111111111111111111111111111', { encoding: 'base64+zstd' }]],
    ['getMultipleAccounts', [null]],
    ['getTokenAccountsByOwner', ['11111111111111111111111111111111', {}]],
    ['getTokenAccountBalance', ['11111111111111111111111111111111']],
    ['sendTransaction', ['!!!']],
    ['sendTransaction', ['AAAA', { encoding: 'base64' }]],
    ['getSignatureStatuses', [['x']]],
    ['getTransaction', [123]],
    ['requestAirdrop', ['11111111111111111111111111111111', -1]],
    ['getMinimumBalanceForRentExemption', ['ten']],
    ['getFeeForMessage', ['AQID']],
    ['getLatestBlockhash', [{ commitment: 'eventually' }]],
  ]
  for (const [method, params] of bad) {
    const answer = await call(method, params)
    expect(answer.error?.code, `${method} ${JSON.stringify(params)}`).toBe(-32602)
  }
  expect((await call('getSlot')).result).toBe(0)
})

it('answers malformed JSON, bad envelopes and batches', async () => {
  expect((await post('{')).error.code).toBe(-32700)
  expect((await post('[]')).error.code).toBe(-32600)
  expect((await post(JSON.stringify({ id: 1, method: 'getSlot' }))).error.code).toBe(-32600)
  const batch = await post(
    JSON.stringify([
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
    ]),
  )
  expect(batch).toEqual([
    { jsonrpc: '2.0', id: 1, result: 0 },
    { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
  ])
})

it('lets browsers call it (CORS with the solana-client header)', async () => {
  const response = await fetch(chain.rpcUrl, { method: 'OPTIONS' })
  expect(response.status).toBe(204)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  expect(response.headers.get('access-control-allow-headers')).toContain('solana-client')
})

it('refuses a taken port and anything but loopback', async () => {
  await expect(startLocalSolana({ port: chain.port, demoTokens: false })).rejects.toThrow(
    /EADDRINUSE/,
  )
  await expect(startLocalSolana({ host: '0.0.0.0' as '127.0.0.1' })).rejects.toThrow(/127\.0\.0\.1/)
})
