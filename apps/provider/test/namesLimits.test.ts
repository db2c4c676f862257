import { convertEvmChainIdToCoinType } from '@latchkey/core'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, resolveConfig } from '../src/config/resolveConfig'
import type { RunningProvider } from '../src/server/startProvider'
import { APP_ORIGIN, call, PROJECT_ID, startTestProvider } from './helpers'

const OTHER_PROJECT = 'other-project'
let provider: RunningProvider

beforeAll(async () => {
  provider = await startTestProvider({
    projects: [
      { id: PROJECT_ID, allowedOrigins: [APP_ORIGIN] },
      { id: OTHER_PROJECT, allowedOrigins: [APP_ORIGIN] },
    ],
    rateLimit: { enabled: false },
    indexer: { enabled: false },
    names: { maxPerAddress: 2, maxPerProject: 4 },
  })
})
afterAll(() => provider?.stop())

const signer = () => privateKeyToAccount(generatePrivateKey())
let serial = 0

/** Registers `name` (a fresh one by default) for `account` through `project`. */
async function register(
  account: PrivateKeyAccount,
  project = PROJECT_ID,
  name = `capped-${++serial}.latchkey.id`,
  address: string = account.address,
) {
  const message = JSON.stringify({
    name,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
    nonce: String(serial),
  })
  const json = {
    coin_type: convertEvmChainIdToCoinType(31337),
    address,
    message,
    signature: await account.signMessage({ message }),
  }
  return call(provider.url, `/v1/profile/account?projectId=${project}&st=appkit&sv=t`, { json })
}
const held = async (address: string) =>
  (
    await provider.services.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM names WHERE lower(address) = lower($1)',
      [address],
    )
  )[0]?.n

describe('name caps (issue 39)', () => {
  it('lets one address hold names.maxPerAddress names, even when it asks in parallel', async () => {
    const alice = signer()
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => register(alice, OTHER_PROJECT)))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409])
    const refused = answers.find((r) => r.status === 409)
    expect(refused?.body.reasons[0].description).toBe(
      'This address already holds 2 names, the most one address may hold',
    )
    expect(await held(alice.address)).toBe(2)
    // The address in another case is the same address.
    const lower = await register(alice, OTHER_PROJECT, undefined, alice.address.toLowerCase())
    expect(lower.status).toBe(409)
    expect(await held(alice.address)).toBe(2)
  })

  it('lets one project register names.maxPerProject names; another project still can', async () => {
    for (const account of [signer(), signer()]) {
      expect((await register(account)).status).toBe(200)
      expect((await register(account)).status).toBe(200)
    }
    const dave = signer()
    const refused = await register(dave)
    expect(refused.status).toBe(409)
    expect(refused.body.reasons[0].description).toBe(
      'This app has registered 4 names, the most it may register',
    )
    expect(await held(dave.address)).toBe(0)
    expect((await register(dave, OTHER_PROJECT)).status).toBe(200)
  })

  it('is configuration checked by the schema: 5 per address and 100 000 per project by default', () => {
    expect(resolveConfig({}).names).toMatchObject({ maxPerAddress: 5, maxPerProject: 100_000 })
    expect(() => resolveConfig({ names: { maxPerAddress: 0 } })).toThrow(/names\.maxPerAddress/)
    expect(() => resolveConfig({ names: { maxPerProject: 1.5 } })).toThrow(ConfigError)
  })
})
