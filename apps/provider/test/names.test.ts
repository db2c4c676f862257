import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { call, PROJECT_ID, startTestProvider } from './helpers'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
let provider: RunningProvider

beforeAll(async () => {
  provider = await startTestProvider({ rateLimit: { enabled: false }, indexer: { enabled: false } })
  await provider.services.db.query(
    `INSERT INTO names (name, address, coin_type, avatar, attributes, registered_at) VALUES
     ('alice.latchkey.id', $1, 60, 'https://example.org/alice.png', '{"bio":"hi"}', '2025-01-01T00:00:00Z'),
     ('alice-two.latchkey.id', $1, 60, NULL, '{}', '2025-02-01T00:00:00Z')`,
    [alice],
  )
})
afterAll(() => provider?.stop())

const q = `projectId=${PROJECT_ID}&st=appkit&sv=t`

describe('GET /v1/identity/{address}', () => {
  it('answers the first name and its avatar, whatever the address case', async () => {
    const r = await call(provider.url, `/v1/identity/${alice.toLowerCase()}?${q}&sender=${bob}`)
    expect(r).toMatchObject({
      status: 200,
      body: { name: 'alice.latchkey.id', avatar: 'https://example.org/alice.png' },
    })
  })

  it('answers nulls for an address without a name, and keeps that for 5 minutes', async () => {
    expect((await call(provider.url, `/v1/identity/${bob}?${q}`)).body).toEqual({
      name: null,
      avatar: null,
    })
    await provider.services.db.query(
      `INSERT INTO names (name, address) VALUES ('bob.latchkey.id', $1)`,
      [bob],
    )
    expect((await call(provider.url, `/v1/identity/${bob}?${q}`)).body).toEqual({
      name: null,
      avatar: null,
    })
  })

  it('refuses bad addresses with 400', async () => {
    for (const bad of ['bob', '0x123', `${alice}00`]) {
      const r = await call(provider.url, `/v1/identity/${bad}?${q}`)
      expect(r.status, bad).toBe(400)
    }
    expect((await call(provider.url, `/v1/identity/${alice}?${q}&sender=nope`)).status).toBe(400)
  })
})

describe('GET /v1/profile/reverse/{address}', () => {
  it('lists the names of an address, oldest first', async () => {
    const r = await call(provider.url, `/v1/profile/reverse/${alice}?${q}&apiVersion=2`)
    expect(r.status).toBe(200)
    expect(r.body).toEqual([
      {
        name: 'alice.latchkey.id',
        registered: Date.UTC(2025, 0, 1) / 1000,
        updated: expect.any(Number),
        addresses: { '60': { address: alice, created: '2025-01-01T00:00:00.000Z' } },
        attributes: [{ bio: 'hi', avatar: 'https://example.org/alice.png' }],
      },
      expect.objectContaining({ name: 'alice-two.latchkey.id', attributes: [] }),
    ])
  })

  it('answers an empty list for an unknown address, and 400 for a bad one', async () => {
    const r = await call(
      provider.url,
      `/v1/profile/reverse/0x0000000000000000000000000000000000000001?${q}`,
    )
    expect(r.body).toEqual([])
    expect((await call(provider.url, `/v1/profile/reverse/alice?${q}`)).status).toBe(400)
    expect(
      (await call(provider.url, `/v1/profile/reverse/${alice}?${q}&apiVersion=9`)).status,
    ).toBe(400)
  })
})

describe('GET /v1/profile/account/{name}', () => {
  it('finds a name whatever the case of its ASCII letters', async () => {
    const r = await call(provider.url, `/v1/profile/account/ALICE.latchkey.id?${q}`)
    expect(r).toMatchObject({ status: 200, body: { name: 'alice.latchkey.id' } })
  })

  it('folds no other character: KELVIN SIGN is not "k", punycode is no name', async () => {
    await provider.services.db.query(
      `INSERT INTO names (name, address) VALUES ('kelvin.latchkey.id', $1)`,
      [bob],
    )
    expect((await call(provider.url, `/v1/profile/account/kelvin.latchkey.id?${q}`)).status).toBe(
      200,
    )
    for (const name of ['%E2%84%AAelvin.latchkey.id', 'xn--pypal-4ve.latchkey.id', '-kelvin']) {
      const r = await call(provider.url, `/v1/profile/account/${name}?${q}`)
      expect(r.status, name).toBe(400)
      expect(r.body.reasons[0].description, name).toMatch(/^Invalid name: 4 to 63 letters/)
    }
  })
})
