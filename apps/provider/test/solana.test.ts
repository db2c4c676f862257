import { type LocalSolana, startLocalSolana } from '@latchkey/local-solana'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { call, PROJECT_ID, startTestProvider } from './helpers'
import { freshSolanaAddress, sendSol, sendSplToken, solanaChainConfig } from './solanaHelpers'

let chain: LocalSolana
let provider: RunningProvider
let chainId: string

beforeAll(async () => {
  chain = await startLocalSolana()
  chainId = chain.caip2
  provider = await startTestProvider({
    chains: [solanaChainConfig(chain)],
    rateLimit: { enabled: false },
  })
})
afterAll(async () => {
  await provider?.stop()
  await chain?.stop()
})

const q = `projectId=${PROJECT_ID}&st=appkit&sv=t`

describe('a Solana chain in the provider', () => {
  it('is listed by supported-chains under its genesis-hash CAIP-2 id', async () => {
    expect(chainId).toBe('solana:CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3')
    const r = await call(provider.url, `/v1/supported-chains?projectId=${PROJECT_ID}`)
    // Only the EVM chains name a swap router; Solana is served for reads and sends.
    expect(r.body).toEqual({ http: [chainId], ws: [], swap: [], onramp: [] })
  })

  it('answers SOL and SPL balances (Token and Token-2022), priced from configuration', async () => {
    const holder = freshSolanaAddress()
    await sendSol(chain, 1, holder, 2_500_000_000)
    await sendSplToken(chain, 1, 'LUSD', holder, 12_250_000n)
    await sendSplToken(chain, 1, 'LPTS', holder, 3_000_000_000n)
    const r = await call(provider.url, `/v1/account/${holder}/balance?${q}&chainId=${chainId}`)
    expect(r.status).toBe(200)
    const lusd = chain.mints.find((m) => m.symbol === 'LUSD')!
    const lpts = chain.mints.find((m) => m.symbol === 'LPTS')!
    expect(r.body.balances).toEqual(
      expect.arrayContaining([
        {
          name: 'Solana',
          symbol: 'SOL',
          chainId,
          value: 2.5 * 150,
          price: 150,
          priceSource: 'config',
          quantity: { decimals: '9', numeric: '2.5' },
          iconUrl: `${provider.url}/v1/images/tokens/sol?projectId=${PROJECT_ID}`,
        },
        {
          name: 'Latchkey USD',
          symbol: 'LUSD',
          chainId,
          address: `${chainId}:${lusd.mint}`,
          value: 12.25,
          price: 1,
          priceSource: 'config',
          quantity: { decimals: '6', numeric: '12.25' },
          iconUrl: `${provider.url}/v1/images/tokens/lusd?projectId=${PROJECT_ID}`,
        },
        {
          name: 'Latchkey Points',
          symbol: 'LPTS',
          chainId,
          address: `${chainId}:${lpts.mint}`,
          value: 1.5,
          price: 0.5,
          priceSource: 'config',
          quantity: { decimals: '9', numeric: '3' },
          iconUrl: `${provider.url}/v1/images/tokens/lpts?projectId=${PROJECT_ID}`,
        },
      ]),
    )
    expect(r.body.balances).toHaveLength(3)
  })

  it('refuses an address that is not a Solana or EVM one, naming both rules', async () => {
    const r = await call(provider.url, `/v1/account/not-an-address/balance?${q}&chainId=${chainId}`)
    expect(r.status).toBe(400)
    expect(JSON.stringify(r.body)).toContain('a base58 32-byte public key')
  })

  it('answers SOL and SPL activity in and out from the index, newest first', async () => {
    const receiver = freshSolanaAddress()
    const sender = chain.accounts[2]!.address
    const sol = await sendSol(chain, 2, receiver, 1_500_000_000)
    const token = await sendSplToken(chain, 2, 'LPTS', receiver, 2_000_000_000n)
    await provider.indexer.waitFor(chainId, token.slot)
    const r = await call(provider.url, `/v1/account/${receiver}/history?${q}&chainId=${chainId}`)
    expect(r.status).toBe(200)
    expect(r.body.data.map((t: { id: string }) => t.id)).toEqual([token.signature, sol.signature])
    const [received, native] = r.body.data
    expect(native.metadata).toEqual({
      minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      chain: chainId,
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: sender,
      sentTo: receiver,
      hash: sol.signature,
    })
    expect(native.transfers).toEqual([
      expect.objectContaining({
        fungible_info: expect.objectContaining({ symbol: 'SOL' }),
        direction: 'in',
        quantity: { numeric: '1.5' },
      }),
    ])
    expect(received.transfers).toEqual([
      expect.objectContaining({
        fungible_info: expect.objectContaining({ symbol: 'LPTS' }),
        direction: 'in',
        quantity: { numeric: '2' },
      }),
    ])
    const out = await call(
      provider.url,
      `/v1/account/${sender}/history?${q}&chainId=${chainId}&limit=2`,
    )
    expect(out.body.data[0].id).toBe(token.signature)
    expect(out.body.data[0].metadata.operationType).toBe('send')
    expect(out.body.data[0].transfers[0].direction).toBe('out')
  })

  it('forwards allowed Solana reads and sendTransaction, refuses the rest', async () => {
    const rpc = (method: string, params: unknown[] = []) =>
      fetch(`${provider.url}/v1/?chainId=${chainId}&projectId=${PROJECT_ID}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      }).then((response) => response.json())
    expect((await rpc('getGenesisHash')).result).toBe(chain.genesisHash)
    expect((await rpc('getBalance', [chain.accounts[4]!.address])).result.value).toBeGreaterThan(0)
    // Forwarded: the node itself answers that the transaction is not decodable.
    expect((await rpc('sendTransaction', ['AAAA', { encoding: 'base64' }])).error.code).toBe(-32602)
    expect(
      (await rpc('requestAirdrop', [freshSolanaAddress(), 1_000_000_000])).error,
    ).toMatchObject({
      code: -32601,
      message: 'Method requestAirdrop is not allowed by this gateway',
    })
    expect((await rpc('eth_blockNumber')).error.code).toBe(-32601)
  })
})
