import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type LocalSolana, RPC_METHODS, startLocalSolana } from '../src'

let chain: LocalSolana
beforeAll(async () => {
  chain = await startLocalSolana({ demoTokens: false })
})
afterAll(() => chain?.stop())

const post = (body: unknown) =>
  fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(
    (response) =>
      response.json() as Promise<{ result?: unknown; error?: { code: number; message: string } }>,
  )

it('answers every method with random params by a result or a JSON-RPC error, and keeps running', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...RPC_METHODS),
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
      async (method, params) => {
        const answer = await post({ jsonrpc: '2.0', id: 7, method, params })
        if ('error' in answer) {
          expect([-32602, -32002, -32003, -32004, -32015]).toContain(answer.error?.code)
        } else {
          expect(answer).toHaveProperty('result')
        }
      },
    ),
    { numRuns: 300 },
  )
  expect((await post({ jsonrpc: '2.0', id: 1, method: 'getHealth' })).result).toBe('ok')
})
