import { connectEvm, createTestCore, EVM_ADDRESS, ethereum, sepolia } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import * as Chain from '../../src/controllers/ChainController'
import * as Names from '../../src/controllers/NamesController'
import * as Network from '../../src/controllers/NetworkController'
import * as Router from '../../src/controllers/RouterController'
import * as Snack from '../../src/controllers/SnackController'
import { useProvider } from '../helpers/provider'

const provider = useProvider()

async function connected() {
  const t = createTestCore({ provider })
  await connectEvm(t)
  await provider.idle()
  return t
}

describe('name registration (SPEC §4)', () => {
  it('pushes the success view, signs, registers, then sets the profile name', async () => {
    const t = await connected()
    await t.core.open()
    const pending = Names.registerName(t.ctx, 'alice')
    expect(Router.state(t.ctx).view).toBe('RegisterAccountNameSuccess')
    await pending
    const [claim] = provider.registered
    expect(claim).toMatchObject({ coin_type: 0x80000001, address: EVM_ADDRESS })
    // The full name of the zone, when it was signed (Unix seconds) and a nonce: no replay.
    const signed = JSON.parse(claim?.message ?? '{}')
    expect(signed).toMatchObject({ name: 'alice.latchkey.id', attributes: {} })
    expect(signed.timestamp).toBe(Math.floor(t.clock.now() / 1000))
    expect(signed.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(t.evmWallet.signatures).toEqual([
      { message: claim?.message, address: EVM_ADDRESS, signature: claim?.signature },
    ])
    expect(Chain.getAccount(t.ctx, 'eip155')?.profileName).toBe('alice.latchkey.id')
  })

  it('signs and shows the name lower-case, as the provider keeps it', async () => {
    const t = await connected()
    await Names.registerName(t.ctx, 'Alice-B')
    expect(JSON.parse(provider.registered[0]?.message ?? '{}').name).toBe('alice-b.latchkey.id')
    expect(Chain.getAccount(t.ctx, 'eip155')?.profileName).toBe('alice-b.latchkey.id')
  })

  it('two claims for the same name differ, so the provider can refuse a replay', async () => {
    const t = await connected()
    provider.fail('register', 400, {})
    await Names.registerName(t.ctx, 'alice').catch(() => {})
    await Names.registerName(t.ctx, 'alice').catch(() => {})
    const messages = t.evmWallet.signatures.map((s) => s.message)
    expect(provider.requestsTo('/v1/profile/account')).toHaveLength(2)
    expect(messages).toHaveLength(2)
    expect(new Set(messages).size).toBe(2)
  })

  it("a 'success: false' answer is a failure: back to the form, the reason, no name (issue 19)", async () => {
    const t = await connected()
    await t.core.open()
    Router.push(t.ctx, 'RegisterAccountName')
    provider.fail('register', 200, { success: false, reasons: [{ description: 'Zone closed' }] })
    await expect(Names.registerName(t.ctx, 'alice')).rejects.toThrow('Zone closed')
    expect(Router.state(t.ctx).view).toBe('RegisterAccountName')
    expect(Snack.state(t.ctx)).toMatchObject({
      message: {
        code: 'ERROR_REGISTERING_NAME',
        params: { name: 'alice.latchkey.id' },
        reason: 'Zone closed',
      },
      variant: 'error',
    })
    expect(Chain.getAccount(t.ctx, 'eip155')?.profileName).toBeUndefined()
    provider.fail('register', 200, { success: false })
    await expect(Names.registerName(t.ctx, 'alice')).rejects.toThrow(
      'Error registering name alice.latchkey.id',
    )
    // SPEC §4: a toast shown over another comes back after 150 ms.
    t.clock.advance(150)
    expect(Snack.state(t.ctx).message).toEqual({
      code: 'ERROR_REGISTERING_NAME',
      params: { name: 'alice.latchkey.id' },
    })
    expect(Chain.getAccount(t.ctx, 'eip155')?.profileName).toBeUndefined()
  })

  it('a registration forgets cached profile answers, so the next lookup sees the new profile', async () => {
    const t = await connected()
    expect(provider.requestsTo('/v1/identity')).toHaveLength(1)
    await Names.registerName(t.ctx, 'alice')
    provider.identities.set(EVM_ADDRESS, { name: 'alice', avatar: 'https://img.test/alice.png' })
    await Names.fetchProfile(t.ctx, 'eip155')
    expect(provider.requestsTo('/v1/identity')).toHaveLength(2)
    expect(Chain.getAccount(t.ctx, 'eip155')).toMatchObject({
      profileName: 'alice.latchkey.id',
      profileImage: 'https://img.test/alice.png',
    })
  })

  it('returns to RegisterAccountName when registering fails, with the server reason', async () => {
    const t = await connected()
    await t.core.open()
    Router.push(t.ctx, 'RegisterAccountName')
    provider.fail('register', 400, { reasons: [{ description: 'Name is taken' }] })
    await expect(Names.registerName(t.ctx, 'alice')).rejects.toThrow('Name is taken')
    expect(Router.state(t.ctx).view).toBe('RegisterAccountName')
    expect(Router.state(t.ctx).history).toEqual(['Account', 'RegisterAccountName'])
    expect(Router.state(t.ctx).data?.registerAccountName).toBe('alice')
    expect(Snack.state(t.ctx).message).toEqual({
      code: 'ERROR_REGISTERING_NAME',
      params: { name: 'alice.latchkey.id' },
      reason: 'Name is taken',
    })
    expect(Chain.getAccount(t.ctx, 'eip155')?.profileName).toBeUndefined()
  })

  it("falls back to 'Error registering name {name}' without a reason", async () => {
    const t = await connected()
    provider.fail('register', 500, {})
    await t.core.open({ view: 'Account' })
    await expect(Names.registerName(t.ctx, 'bobby')).rejects.toThrow(
      'Error registering name bobby.latchkey.id',
    )
    // No RegisterAccountName entry to return to: the success view is replaced by one.
    expect(Router.state(t.ctx).history).toEqual(['Account', 'RegisterAccountName'])
    expect(Router.state(t.ctx).data?.registerAccountName).toBe('bobby')
  })

  it('returns to RegisterAccountName when the signature is refused, registering nothing', async () => {
    const t = await connected()
    t.evmWallet.refuseNext('sign')
    await expect(Names.registerName(t.ctx, 'alice')).rejects.toMatchObject({ code: 4001 })
    expect(Router.state(t.ctx).view).toBe('RegisterAccountName')
    expect(Snack.state(t.ctx)).toMatchObject({
      message: { code: 'SIGNATURE_DECLINED' },
      variant: 'error',
    })
    expect(provider.registered).toEqual([])
  })

  it("a wallet failure shows 'Error registering name {name}', never the wallet's own words", async () => {
    const t = await connected()
    t.evmWallet.refuseNext('sign', new Error('internal wallet error 0x7f'))
    await expect(Names.registerName(t.ctx, 'alice')).rejects.toThrow('internal wallet error 0x7f')
    expect(Snack.state(t.ctx).message).toEqual({
      code: 'ERROR_REGISTERING_NAME',
      params: { name: 'alice.latchkey.id' },
    })
    expect(provider.registered).toEqual([])
  })

  it('in the zone of a self-hosted provider, read from its suggestions, never latchkey.id', async () => {
    provider.nameZone = 'names.example.org'
    const t = await connected()
    await Names.getSuggestions(t.ctx, 'dave')
    // The request names no zone: the provider answers for its own.
    const [asked] = provider.requestsTo('/v1/profile/suggestions/dave')
    expect(asked?.url.searchParams.has('zone')).toBe(false)
    expect(Names.state(t.ctx).zone).toBe('names.example.org')
    expect(Names.fullName(t.ctx, 'Dave')).toBe('dave.names.example.org')
    await Names.registerName(t.ctx, 'alice')
    expect(JSON.parse(provider.registered[0]?.message ?? '{}').name).toBe('alice.names.example.org')
    expect(Chain.getAccount(t.ctx, 'eip155')?.profileName).toBe('alice.names.example.org')
  })

  it('a registration with no suggestions before asks the provider its zone first', async () => {
    provider.nameZone = 'names.example.org'
    const t = await connected()
    await Names.registerName(t.ctx, 'carol')
    expect(provider.requestsTo('/v1/profile/suggestions/carol')).toHaveLength(1)
    expect(JSON.parse(provider.registered[0]?.message ?? '{}').name).toBe('carol.names.example.org')
    // Learned once: the next registration asks no more.
    await Names.registerName(t.ctx, 'carol2')
    expect(provider.requestsTo('/v1/profile/suggestions')).toHaveLength(1)
  })

  it('refuses names §5 does not allow, changing nothing', async () => {
    const t = await connected()
    await expect(Names.registerName(t.ctx, 'ab')).rejects.toThrow()
    await expect(Names.registerName(t.ctx, 'no_underscore')).rejects.toThrow()
    expect(t.evmWallet.signatures).toEqual([])
    expect(provider.requestsTo('/v1/profile/account')).toEqual([])
  })
})

describe('profile names (SPEC §4, §7)', () => {
  it('reads the name of a connected EVM mainnet account', async () => {
    provider.names.set(EVM_ADDRESS, ['alice'])
    provider.identities.set(EVM_ADDRESS, { name: null, avatar: 'https://img.test/alice.png' })
    const t = await connected()
    expect(Chain.getAccount(t.ctx, 'eip155')).toMatchObject({
      profileName: 'alice',
      profileImage: 'https://img.test/alice.png',
    })
  })

  it('a failed lookup clears the profile name', async () => {
    provider.names.set(EVM_ADDRESS, ['alice'])
    const t = await connected()
    expect(Chain.getAccount(t.ctx, 'eip155')?.profileName).toBe('alice')
    provider.fail('reverse', 500)
    t.clock.advance(300_001)
    await Names.fetchProfile(t.ctx, 'eip155')
    expect(Chain.getAccount(t.ctx, 'eip155')?.profileName).toBeUndefined()
  })

  it('belongs to its (account, network): none on a testnet, read again back on mainnet', async () => {
    provider.names.set(EVM_ADDRESS, ['alice.latchkey.id'])
    provider.identities.set(EVM_ADDRESS, { name: null, avatar: 'https://img.test/alice.png' })
    const t = await connected()
    expect(Chain.getAccount(t.ctx, 'eip155')?.profileName).toBe('alice.latchkey.id')
    await Network.switchNetwork(t.ctx, sepolia)
    await provider.idle()
    expect(Chain.getAccount(t.ctx, 'eip155')).toMatchObject({
      profileName: undefined,
      profileImage: undefined,
    })
    await Network.switchNetwork(t.ctx, ethereum)
    await provider.idle()
    expect(Chain.getAccount(t.ctx, 'eip155')).toMatchObject({
      profileName: 'alice.latchkey.id',
      profileImage: 'https://img.test/alice.png',
    })
  })

  it('drops an answer that arrives after the network changed', async () => {
    provider.names.set(EVM_ADDRESS, ['alice.latchkey.id'])
    const t = await connected()
    t.clock.advance(300_001)
    Chain.setAccount(t.ctx, 'eip155', { profileName: undefined })
    const pending = Names.fetchProfile(t.ctx, 'eip155')
    await Network.switchNetwork(t.ctx, sepolia)
    await pending
    await provider.idle()
    expect(Chain.getAccount(t.ctx, 'eip155')?.profileName).toBeUndefined()
  })

  it('does not look names up on testnets', async () => {
    const t = createTestCore({ provider, defaultNetwork: sepolia })
    t.evmWallet.chainId = sepolia.id
    await connectEvm(t)
    await provider.idle()
    expect(provider.requestsTo('/v1/profile/reverse')).toEqual([])
  })
})

describe('name service errors (SPEC §8)', () => {
  it.each([
    ['resolve', Names.resolveName, 'Error resolving name'],
    ['suggestions', Names.getSuggestions, 'Error fetching name suggestions'],
    ['reverse', Names.getNamesForAddress, 'Error fetching names for address'],
  ] as const)('%s failures raise the catalogue text', async (route, method, text) => {
    const t = await connected()
    provider.fail(route, 500, {})
    const call = (arg: string): Promise<unknown> => method(t.ctx, arg)
    const arg = route === 'reverse' ? '0x9999999999999999999999999999999999999999' : 'carol'
    await expect(call(arg)).rejects.toThrow(text)
  })

  it('suggestions fill the state, with the name they answer', async () => {
    const t = await connected()
    await Names.getSuggestions(t.ctx, 'dave')
    expect(Names.state(t.ctx).suggestions.map((s) => s.name)).toEqual(['dave-1', 'dave-2'])
    expect(Names.state(t.ctx).query).toBe('dave')
  })

  it('a late answer for an older input is dropped', async () => {
    const t = await connected()
    const first = Names.getSuggestions(t.ctx, 'dave')
    const second = Names.getSuggestions(t.ctx, 'davey')
    expect(await first).toBeUndefined()
    expect((await second)?.map((s) => s.name)).toEqual(['davey-1', 'davey-2'])
    expect(Names.state(t.ctx)).toMatchObject({ query: 'davey', searching: false })
    expect(Names.state(t.ctx).suggestions.map((s) => s.name)).toEqual(['davey-1', 'davey-2'])
  })

  it('suggest shows the server reason, else the §8 text, as a toast', async () => {
    const t = await connected()
    provider.fail('suggestions', 400, { reasons: [{ description: 'Unknown zone' }] })
    await Names.suggest(t.ctx, 'dave')
    expect(Snack.state(t.ctx)).toMatchObject({
      message: { code: 'ERROR_FETCHING_NAME_SUGGESTIONS', reason: 'Unknown zone' },
      variant: 'error',
    })
    provider.fail('suggestions', 500, {})
    await Names.suggest(t.ctx, 'davey')
    t.clock.advance(150)
    expect(Snack.state(t.ctx).message).toEqual({ code: 'ERROR_FETCHING_NAME_SUGGESTIONS' })
    expect(Names.state(t.ctx)).toMatchObject({ query: 'davey', suggestions: [] })
  })
})
