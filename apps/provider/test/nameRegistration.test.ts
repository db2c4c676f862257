import { BlockchainApiClient, convertEvmChainIdToCoinType } from '@latchkey/core'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { call, PROJECT_ID, startTestProvider } from './helpers'

// Anvil's well-known development keys: test signers only.
const alice = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const bob = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
)
const carol = privateKeyToAccount(
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
)
const q = `projectId=${PROJECT_ID}&st=appkit&sv=t`
const now = () => Math.floor(Date.now() / 1000)
let provider: RunningProvider

beforeAll(async () => {
  provider = await startTestProvider({ rateLimit: { enabled: false }, indexer: { enabled: false } })
})
afterAll(() => provider?.stop())

interface Claim {
  name: string
  attributes?: Record<string, string>
  timestamp?: number
  nonce?: string
}

/** A registration body as the SDK sends it, signed by `signer` for `address`. */
async function claim(signer: PrivateKeyAccount, what: Claim, address = signer.address) {
  const message = JSON.stringify({ attributes: {}, timestamp: now(), ...what })
  return {
    coin_type: convertEvmChainIdToCoinType(31337),
    address,
    message,
    signature: await signer.signMessage({ message }),
  }
}

const register = (body: unknown) =>
  call(provider.url, `/v1/profile/account?${q}`, { method: 'POST', json: body })
const reasonOf = (body: { reasons?: { description: string }[] }) => body.reasons?.[0]?.description
const namesOf = async (address: string) =>
  (
    await provider.services.db.query<{ name: string }>(
      'SELECT name FROM names WHERE lower(address) = $1 ORDER BY name',
      [address.toLowerCase()],
    )
  ).map((row) => row.name)

describe('POST /v1/profile/account (SPEC §4 name registration)', () => {
  it('registers a name signed by its address; reverse and identity then answer it', async () => {
    // The reverse answer is cached (5 min): a registration must not leave it stale.
    expect((await call(provider.url, `/v1/profile/reverse/${alice.address}?${q}`)).body).toEqual([])
    const avatar = 'https://img.example.org/alice.png'
    const r = await register(
      await claim(alice, { name: 'alice-wonder.latchkey.id', attributes: { avatar } }),
    )
    expect(r).toMatchObject({
      status: 200,
      body: { success: true, name: 'alice-wonder.latchkey.id' },
    })
    const reverse = await call(provider.url, `/v1/profile/reverse/${alice.address}?${q}`)
    expect(reverse.body).toEqual([
      expect.objectContaining({
        name: 'alice-wonder.latchkey.id',
        addresses: { [String(0x80007a69)]: expect.objectContaining({ address: alice.address }) },
        attributes: [{ avatar }],
      }),
    ])
    const identity = await call(provider.url, `/v1/identity/${alice.address}?${q}`)
    expect(identity.body).toEqual({ name: 'alice-wonder.latchkey.id', avatar })
    const forward = await call(provider.url, `/v1/profile/account/alice-wonder.latchkey.id?${q}`)
    expect(forward).toMatchObject({ status: 200, body: { name: 'alice-wonder.latchkey.id' } })
  })

  it('refuses a taken name with the reason', async () => {
    expect((await register(await claim(alice, { name: 'taken-name.latchkey.id' }))).status).toBe(
      200,
    )
    const r = await register(await claim(bob, { name: 'taken-name.latchkey.id' }))
    expect(r.status).toBe(409)
    expect(reasonOf(r.body)).toBe('taken-name.latchkey.id is already taken')
    expect(await namesOf(bob.address)).toEqual([])
  })

  it('keeps the name byte for byte as signed, and refuses one it would have to change', async () => {
    // Upper-case ASCII is refused, not lower-cased: the SDK signs names in lower case.
    const upper = await register(await claim(bob, { name: 'Upper-Case.latchkey.id' }))
    expect(upper.status).toBe(400)
    expect(reasonOf(upper.body)).toBe(
      'Invalid name: must be signed in lower case, as names are kept',
    )
    // KELVIN SIGN (U+212A) lower-cases to "k": it must not register "kelvin".
    const kelvin = await register(await claim(bob, { name: '\u212Aelvin.latchkey.id' }))
    expect(kelvin.status).toBe(400)
    expect(reasonOf(kelvin.body)).toMatch(/^Invalid name: 4 to 63 letters, digits or hyphens/)
    const zone = await register(await claim(bob, { name: 'bob-zone.LATCHKEY.ID' }))
    expect(zone.status).toBe(400)
    expect(await namesOf(bob.address)).toEqual([])
    const body = await claim(bob, { name: 'bob-exact.latchkey.id' })
    expect(await register(body)).toMatchObject({
      status: 200,
      body: { name: 'bob-exact.latchkey.id' },
    })
    const [row] = await provider.services.db.query<{ hex: string }>(
      "SELECT encode(convert_to(name, 'UTF8'), 'hex') AS hex FROM names WHERE lower(address) = $1",
      [bob.address.toLowerCase()],
    )
    const signed = JSON.parse(body.message).name as string
    expect(row?.hex).toBe(Buffer.from(signed, 'utf8').toString('hex'))
    await provider.services.db.query("DELETE FROM names WHERE name = 'bob-exact.latchkey.id'")
  })

  it('refuses punycode, reserved and edge-hyphen labels (DNS rules)', async () => {
    for (const name of [
      'xn--pypal-4ve', // shows as "pаypal" with a Cyrillic а
      'ab--cd', // any "--" in positions 3-4 is reserved (R-LDH)
      '----',
      '-abcd',
      'abcd-',
      'a'.repeat(64),
    ]) {
      const r = await register(await claim(bob, { name: `${name}.latchkey.id` }))
      expect(r.status, name).toBe(400)
      expect(reasonOf(r.body), name).toMatch(/^Invalid name: 4 to 63 letters, digits or hyphens/)
    }
    expect(await namesOf(bob.address)).toEqual([])
    expect((await register(await claim(bob, { name: 'ab-cd--e9.latchkey.id' }))).status).toBe(200)
    await provider.services.db.query("DELETE FROM names WHERE name = 'ab-cd--e9.latchkey.id'")
  })

  it('refuses a signature that is not the address’s own', async () => {
    const forged = await claim(carol, { name: 'forged-name.latchkey.id' }, bob.address)
    const r = await register(forged)
    expect(r.status).toBe(401)
    expect(reasonOf(r.body)).toBe('The signature is not the address’s own')
    // A valid signature over another message does not do either.
    const signed = await claim(bob, { name: 'other-name.latchkey.id' })
    const swapped = { ...signed, message: signed.message.replace('other-name', 'forged-name') }
    expect((await register(swapped)).status).toBe(401)
    expect(await namesOf(bob.address)).toEqual([])
  })

  it('refuses a replayed signature, even once the name is free again', async () => {
    const body = await claim(bob, { name: 'replayed.latchkey.id' })
    expect((await register(body)).status).toBe(200)
    await provider.services.db.query("DELETE FROM names WHERE name = 'replayed.latchkey.id'")
    const r = await register(body)
    expect(r.status).toBe(401)
    expect(reasonOf(r.body)).toBe('This signature was already used')
    expect(await namesOf(bob.address)).toEqual([])
  })

  it('refuses a stale claim (older than 600 s) and one dated in the future', async () => {
    const stale = await register(
      await claim(bob, { name: 'stale-name.latchkey.id', timestamp: now() - 601 }),
    )
    expect(stale.status).toBe(401)
    expect(reasonOf(stale.body)).toBe('The signed message has expired: sign it again')
    const future = await register(
      await claim(bob, { name: 'future-name.latchkey.id', timestamp: now() + 3600 }),
    )
    expect(future.status).toBe(401)
    expect(await namesOf(bob.address)).toEqual([])
  })

  it('refuses bad input with 400 and a reason, registering nothing', async () => {
    const good = await claim(carol, { name: 'carol-name.latchkey.id' })
    const bad: [string, unknown][] = [
      ['name too short', await claim(carol, { name: 'abc.latchkey.id' })],
      ['name with _', await claim(carol, { name: 'car_ol.latchkey.id' })],
      ['other zone', await claim(carol, { name: 'carol-name.example.com' })],
      ['bare label', await claim(carol, { name: 'carol-name' })],
      [
        'avatar not https',
        await claim(carol, {
          name: 'carol-name.latchkey.id',
          attributes: { avatar: 'javascript:alert(1)' },
        }),
      ],
      ['message not JSON', { ...good, message: 'hello' }],
      ['coin type of no EVM chain', { ...good, coin_type: 501 }],
      ['coin type as a string', { ...good, coin_type: '60' }],
      ['address', { ...good, address: '0x1234' }],
      ['signature', { ...good, signature: 'nope' }],
      ['missing message', { ...good, message: undefined }],
      ['not an object', ['x']],
    ]
    for (const [what, body] of bad) {
      const r = await register(body)
      expect(r.status, what).toBe(400)
      expect(reasonOf(r.body), what).toMatch(/^Invalid (body|name)/)
    }
    expect(await namesOf(carol.address)).toEqual([])
    expect((await register(good)).status).toBe(200)
  })
})

describe('GET /v1/profile/suggestions/{name} and /v1/profile/account/{name}', () => {
  it('answers the asked name with whether it is taken, then free names close to it', async () => {
    await register(await claim(carol, { name: 'dave1.latchkey.id' }))
    const taken = await call(
      provider.url,
      `/v1/profile/suggestions/carol-name?${q}&zone=latchkey.id`,
    )
    expect(taken.body.suggestions).toEqual([
      { name: 'carol-name.latchkey.id', registered: true },
      { name: 'carol-name1.latchkey.id', registered: false },
      { name: 'carol-name2.latchkey.id', registered: false },
      { name: 'carol-name3.latchkey.id', registered: false },
      { name: 'carol-name4.latchkey.id', registered: false },
    ])
    const free = await call(provider.url, `/v1/profile/suggestions/Dave?${q}`)
    expect(free.body.suggestions.map((s: { name: string }) => s.name)).toEqual([
      'dave.latchkey.id',
      'dave2.latchkey.id',
      'dave3.latchkey.id',
      'dave4.latchkey.id',
      'dave5.latchkey.id',
    ])
    expect(free.body.suggestions[0].registered).toBe(false)
  })

  it('refuses names of §5 it cannot hold and other zones', async () => {
    for (const path of [
      'abc',
      'with_underscore',
      `${'a'.repeat(64)}`,
      'dave?zone=example.com',
      'xn--pypal-4ve',
      'ab--cd',
      '----',
      '-dave',
      'dave-',
      '%E2%84%AAelvin', // KELVIN SIGN + "elvin"
      'dave?zone=latch%E2%84%AAey.id', // a zone spelt with KELVIN SIGN is another zone
    ]) {
      const r = await call(
        provider.url,
        `/v1/profile/suggestions/${path}${path.includes('?') ? '&' : '?'}${q}`,
      )
      expect(r.status, path).toBe(400)
      expect(reasonOf(r.body), path).toBeTruthy()
    }
  })

  it('forward lookups answer 404 for a free name and 400 for a bad one', async () => {
    expect(
      (await call(provider.url, `/v1/profile/account/nobody-here.latchkey.id?${q}`)).status,
    ).toBe(404)
    expect((await call(provider.url, `/v1/profile/account/a_b?${q}`)).status).toBe(400)
  })
})

describe("the SDK's client against the name routes", () => {
  const api = () =>
    new BlockchainApiClient({
      baseUrl: provider.url,
      projectId: PROJECT_ID,
      sdkType: 'appkit',
      sdkVersion: 'provider-test',
      retry: { attempts: 0 },
    })

  it('registers, and shows the server’s reason when refused (SPEC §8)', async () => {
    const body = await claim(bob, { name: 'sdk-name.latchkey.id' })
    const params = {
      name: 'sdk-name',
      coinType: body.coin_type,
      address: body.address,
      message: body.message,
      signature: body.signature,
    }
    expect(await api().registerEnsName(params)).toEqual({ success: true })
    await expect(api().registerEnsName(params)).rejects.toThrow('This signature was already used')
    const suggestions = await api().getEnsNameSuggestions({ name: 'sdk-name' })
    expect(suggestions.suggestions[0]).toEqual({ name: 'sdk-name.latchkey.id', registered: true })
  })
})

describe('a self-hosted provider serving its own zone, with the SDK’s client as the modal uses it', () => {
  let own: RunningProvider
  beforeAll(async () => {
    own = await startTestProvider({
      rateLimit: { enabled: false },
      indexer: { enabled: false },
      names: { zone: 'names.example.org' },
    })
  })
  afterAll(() => own?.stop())

  it('suggests and registers names of that zone, with no zone named by the client', async () => {
    const api = new BlockchainApiClient({
      baseUrl: own.url,
      projectId: PROJECT_ID,
      sdkType: 'appkit',
      sdkVersion: 'provider-test',
      retry: { attempts: 0 },
    })
    // Before, the client always sent zone=latchkey.id, and this provider refused it (400).
    const { suggestions } = await api.getEnsNameSuggestions({ name: 'zoned' })
    expect(suggestions[0]).toEqual({ name: 'zoned.names.example.org', registered: false })
    const body = await claim(bob, { name: 'zoned.names.example.org' })
    expect(
      await api.registerEnsName({
        name: 'zoned',
        coinType: body.coin_type,
        address: body.address,
        message: body.message,
        signature: body.signature,
      }),
    ).toEqual({ success: true })
    const after = await api.getEnsNameSuggestions({ name: 'zoned' })
    expect(after.suggestions[0]).toEqual({ name: 'zoned.names.example.org', registered: true })
    // A claim in latchkey.id is not this provider's to register.
    const other = await claim(carol, { name: 'zoned2.latchkey.id' })
    await expect(
      api.registerEnsName({
        name: 'zoned2',
        coinType: other.coin_type,
        address: other.address,
        message: other.message,
        signature: other.signature,
      }),
    ).rejects.toThrow()
  })
})
