import type { LocalChain } from '@latchkey/local-chain'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { silentLogger } from '../src/server/Logger'
import { type RunningProvider, startProvider } from '../src/server/startProvider'
import { freshAddress, sendEth, sendToken } from './chainHelpers'
import { call, localChainConfig, PROJECT_ID, startLocalChain, startTestProvider } from './helpers'

let chain: LocalChain
let provider: RunningProvider
let chainId: string

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 })
  chainId = `eip155:${chain.chainId}`
  provider = await startTestProvider({
    chains: [localChainConfig(chain)],
    rateLimit: { enabled: false },
  })
})
afterAll(async () => {
  await provider?.stop()
  await chain?.stop()
})

const history = (account: string, extra = '') =>
  call(
    provider.url,
    `/v1/account/${account}/history?projectId=${PROJECT_ID}&st=appkit&sv=t&chainId=${chainId}${extra}`,
  )

describe('GET /v1/account/{account}/history', () => {
  it('lists indexed native and token transfers, newest first, both sides', async () => {
    const sender = chain.accounts[1]!.address
    const receiver = freshAddress()
    const eth = await sendEth(chain, 1, receiver, '1.5')
    const lusd = await sendToken(chain, 1, 'LUSD', receiver, '12.25')
    await provider.indexer.waitFor(chainId, lusd.blockNumber)

    const r = await history(receiver)
    expect(r.status).toBe(200)
    expect(r.body.next).toBeNull()
    expect(r.body.data).toHaveLength(2)
    const [token, native] = r.body.data
    expect(token).toEqual({
      id: lusd.hash,
      metadata: {
        minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        chain: chainId,
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: sender,
        sentTo: getAddress(receiver),
        hash: lusd.hash,
      },
      transfers: [
        {
          fungible_info: {
            name: 'Latchkey USD',
            symbol: 'LUSD',
            icon: { url: `${provider.url}/v1/images/tokens/lusd?projectId=${PROJECT_ID}` },
          },
          quantity: { numeric: '12.25' },
          direction: 'in',
          price: 1,
          value: 12.25,
        },
      ],
    })
    expect(native.id).toBe(eth.hash)
    expect(native.transfers).toEqual([
      expect.objectContaining({
        fungible_info: expect.objectContaining({ symbol: 'ETH' }),
        quantity: { numeric: '1.5' },
        direction: 'in',
        value: 3000,
      }),
    ])

    const sent = await history(sender, '&limit=100')
    const mine = sent.body.data.find((t: { id: string }) => t.id === lusd.hash)
    expect(mine.metadata.operationType).toBe('send')
    expect(mine.transfers[0].direction).toBe('out')
  })

  it('pages with a cursor, without overlap or gaps', async () => {
    const receiver = freshAddress()
    const hashes: string[] = []
    let last = 0
    for (let i = 0; i < 5; i++) {
      const tx = await sendEth(chain, 2, receiver, `0.0${i + 1}`)
      hashes.push(tx.hash)
      last = tx.blockNumber
    }
    await provider.indexer.waitFor(chainId, last)
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const r = await history(receiver, `&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      expect(r.status).toBe(200)
      expect(r.body.data.length).toBeLessThanOrEqual(2)
      seen.push(...r.body.data.map((t: { id: string }) => t.id))
      cursor = r.body.next
      pages++
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen).toEqual([...hashes].reverse())
  })

  it('answers an empty page for accounts with no activity and for on-ramp history', async () => {
    expect((await history(freshAddress())).body).toEqual({ data: [], next: null })
    expect((await history(chain.accounts[1]!.address, '&onramp=coinbase')).body).toEqual({
      data: [],
      next: null,
    })
  })

  it('refuses a cursor it did not make with 400, never 500', async () => {
    const good = chain.accounts[1]!.address
    const unsigned = (fields: unknown[]) =>
      Buffer.from(JSON.stringify(fields)).toString('base64url')
    for (const cursor of [
      unsigned(['0000-01-01T00:00:00.000Z', chainId, 1, 0]),
      unsigned(['2025-01-01T00:00:00.000Z', chainId, 1, 2 ** 31]),
      unsigned(['2025-01-01T00:00:00.000Z', chainId, 1, 2 ** 53 - 1]),
      unsigned(['2025-01-01T00:00:00.000Z', `${chainId}\u0000`, 1, 0]),
      unsigned(['2025-01-01T00:00:00.000Z', chainId, 1, 0]),
    ]) {
      const r = await history(good, `&cursor=${cursor}`)
      expect(r.status, cursor).toBe(400)
      expect(r.body.error).toEqual({
        code: 'INVALID_REQUEST',
        message: 'Invalid query: cursor is not one this provider gave, or it was altered',
      })
    }
  })

  it("takes another replica's cursor on the same database, and none signed with another key", async () => {
    const receiver = freshAddress()
    let last = 0
    for (let i = 0; i < 3; i++) last = (await sendEth(chain, 2, receiver, '0.01')).blockNumber
    await provider.indexer.waitFor(chainId, last)
    const config = {
      port: 0,
      projects: [{ id: PROJECT_ID, allowedOrigins: [] }],
      chains: [localChainConfig(chain)],
      indexer: { enabled: false },
    }
    const replica = await startProvider(config, {
      database: provider.services.db,
      logger: silentLogger,
    })
    const keyed = await startProvider(
      { ...config, history: { cursorSecret: 'a configured key of 32 bytes....' } },
      { database: provider.services.db, logger: silentLogger },
    )
    try {
      const first = await history(receiver, '&limit=2')
      const path = `/v1/account/${receiver}/history?projectId=${PROJECT_ID}&chainId=${chainId}&limit=2&cursor=${first.body.next}`
      const second = await call(replica.url, path)
      expect(second.status).toBe(200)
      expect(second.body.data).toHaveLength(1)
      expect((await call(keyed.url, path)).status).toBe(400)
    } finally {
      await replica.stop()
      await keyed.stop()
    }
  })

  it('refuses bad accounts, cursors and chains with 400', async () => {
    const good = chain.accounts[1]!.address
    for (const [account, extra] of [
      ['0xnothex', ''],
      [good, '&cursor=not-a-cursor!'],
      [good, `&cursor=${Buffer.from('["x"]').toString('base64url')}`],
      [good, '&limit=0'],
      [good, '&limit=1000'],
      [good, '&onramp=paypal'],
    ]) {
      const r = await history(account as string, extra)
      expect(r.status, `${account}${extra}`).toBe(400)
      expect(r.body.error.code).toBe('INVALID_REQUEST')
    }
    const other = await call(
      provider.url,
      `/v1/account/${good}/history?projectId=${PROJECT_ID}&chainId=eip155:5`,
    )
    expect(other.status).toBe(400)
    expect(other.body.error.code).toBe('UNSUPPORTED_CHAIN')
  })
})
