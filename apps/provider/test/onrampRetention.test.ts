import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, resolveConfig } from '../src/config/resolveConfig'
import type { RunningProvider } from '../src/server/startProvider'
import { call, PROJECT_ID, startTestProvider } from './helpers'

const net = 'eip155:31337'
let provider: RunningProvider

beforeAll(async () => {
  // No node answers: quotes are SPEC §7's mocked ones, which is all a checkout needs here.
  provider = await startTestProvider({
    chains: [
      {
        id: net,
        name: 'Local Chain',
        rpcUrl: 'http://127.0.0.1:1',
        testnet: true,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 2000 },
      },
    ],
    rateLimit: { enabled: false },
    indexer: { enabled: false },
    gateway: { timeoutMs: 500 },
    onramp: {
      partners: [{ id: 'coinbase', name: 'Coinbase', feePct: 1.5, chains: [net], assets: ['ETH'] }],
      // Anvil's development account 4: a test key only, its node is not running here.
      faucetPrivateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
      expiredCheckoutRetentionMs: 60_000,
      pruneIntervalMs: 50,
    },
  })
})
afterAll(() => provider?.stop())

/** A checkout opened through the URL generator; its id. */
async function openCheckout(): Promise<string> {
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const r = await call(provider.url, `/v1/generators/onrampurl?projectId=${PROJECT_ID}`, {
    json: {
      destinationWallets: [{ address, blockchains: [net], assets: ['ETH'] }],
      partnerUserId: address,
      defaultExperience: 'buy',
      presetFiatAmount: '100',
    },
  })
  expect(r.status).toBe(200)
  return (r.body.url as string).split('/').at(-1) as string
}

const pageStatus = async (id: string) =>
  (await fetch(`${provider.url}/onramp/checkout/${id}`)).status
const age = (id: string, sql: string) =>
  provider.services.db.query(`UPDATE onramp_purchases SET ${sql} WHERE id = $1`, [id])

describe('on-ramp checkout retention (issue 39)', () => {
  it('deletes unpaid checkouts expired longer than the retention, and keeps the rest', async () => {
    const [old, recent, paid, fresh] = await Promise.all([1, 2, 3, 4].map(openCheckout))
    // As if opened long ago: expired 2 minutes ago, past the 1 minute retention.
    await age(old as string, "expires_at = now() - interval '2 minutes'")
    // Expired 10 s ago: still within the retention, its page says it has expired.
    await age(recent as string, "expires_at = now() - interval '10 seconds'")
    // Paid 40 days ago: the on-ramp history lists it, so it stays.
    await age(
      paid as string,
      `status = 'completed', paid_at = now() - interval '40 days',
       completed_at = now() - interval '40 days', expires_at = now() - interval '40 days'`,
    )
    const deadline = Date.now() + 10_000
    while ((await pageStatus(old as string)) !== 404 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 25))
    expect(await pageStatus(old as string)).toBe(404)
    for (const id of [recent, paid, fresh]) expect(await pageStatus(id as string)).toBe(200)
    const rows = await provider.services.db.query<{ id: string }>(
      'SELECT id FROM onramp_purchases WHERE id = ANY($1)',
      [[old, recent, paid, fresh]],
    )
    expect(rows.map((row) => row.id).sort()).toEqual([recent, paid, fresh].sort())
  })

  it('is configuration: one hour after expiry by default, checked by the schema', () => {
    expect(resolveConfig({}).onramp).toMatchObject({
      expiredCheckoutRetentionMs: 3_600_000,
      pruneIntervalMs: 3_600_000,
    })
    expect(() => resolveConfig({ onramp: { expiredCheckoutRetentionMs: -1 } })).toThrow(
      /onramp\.expiredCheckoutRetentionMs/,
    )
    expect(() => resolveConfig({ onramp: { pruneIntervalMs: 5 } })).toThrow(ConfigError)
  })
})
