import { convertEvmChainIdToCoinType } from '@latchkey/core'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, resolveConfig } from '../src/config/resolveConfig'
import type { RunningProvider } from '../src/server/startProvider'
import { APP_ORIGIN, call, PROJECT_ID, startTestProvider } from './helpers'
import { findPostgres, type PostgresServer, startPostgres } from './postgresServer'

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
  url = provider.url,
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
  return call(url, `/v1/profile/account?projectId=${project}&st=appkit&sv=t`, { json })
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

const found = findPostgres()
const skipReason = 'reason' in found && !process.env.CI ? found.reason : undefined

describe.skipIf(skipReason)('name caps on Postgres, two replicas (issue 39)', () => {
  let server: PostgresServer
  beforeAll(async () => {
    if ('reason' in found) throw new Error(`Postgres is needed here: ${found.reason}`)
    server = await startPostgres(found)
  })
  afterAll(() => server?.stop())

  it('holds the caps when the claims arrive at once on separate connections', async () => {
    const config = {
      databaseUrl: server.url,
      rateLimit: { enabled: false },
      indexer: { enabled: false },
      relay: { enabled: false },
      names: { maxPerAddress: 2, maxPerProject: 3 },
    }
    const replicas = await Promise.all([startTestProvider(config), startTestProvider(config)])
    try {
      const erin = signer()
      const byAddress = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((i) =>
          register(erin, PROJECT_ID, undefined, erin.address, replicas[i % 2]?.url),
        ),
      )
      expect(byAddress.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409, 409])
      // The project holds 2 of its 3: of four other addresses at once, one gets in.
      const rest = [signer(), signer(), signer(), signer()]
      const byProject = await Promise.all(
        rest.map((account, i) =>
          register(account, PROJECT_ID, undefined, account.address, replicas[i % 2]?.url),
        ),
      )
      expect(byProject.map((r) => r.status).sort()).toEqual([200, 409, 409, 409])
      const db = replicas[0]?.services.db
      const [count] =
        (await db?.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM names WHERE project_id = $1',
          [PROJECT_ID],
        )) ?? []
      expect(count?.n).toBe(3)
    } finally {
      await Promise.all(replicas.map((r) => r.stop()))
    }
  })
})
