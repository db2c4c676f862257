import { isLatchkeyError, isUserRejection } from '@latchkey/core'
import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PolkadotAdapter, polkadotAdapter } from '../src'
import {
  freeBalance,
  hasGenesis,
  type LocalSetup,
  pageWithDevExtension,
  startLocalSetup,
} from './support/localChain'

const KSM = 10n ** 12n

describe.skipIf(!hasGenesis)('the Polkadot adapter on the local Kusama runtime', () => {
  let setup: LocalSetup
  let page: Awaited<ReturnType<typeof pageWithDevExtension>>
  let adapter: PolkadotAdapter
  let alice: string
  let bob: string

  beforeAll(async () => {
    await cryptoWaitReady()
    const keyring = new Keyring({ type: 'sr25519', ss58Format: 2 })
    alice = keyring.addFromUri('//Alice').address
    bob = keyring.addFromUri('//Bob').address
    setup = await startLocalSetup()
    page = await pageWithDevExtension()
    adapter = polkadotAdapter({
      networks: [setup.network],
      window: page.page,
      appName: 'Latchkey tests',
    })
  })
  afterAll(async () => {
    adapter?.destroy()
    await setup?.stop()
  })

  it('finds the extension in injectedWeb3 and, refused, stays disconnected', async () => {
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'latchkey-dev',
        name: 'Latchkey Dev Polkadot',
        type: 'INJECTED',
        chain: 'polkadot',
        installed: true,
      },
    ])
    const refused = adapter.connect({ connectorId: 'latchkey-dev', caipNetwork: setup.network })
    const request = await page.decideNext(false)
    expect(request).toMatchObject({ kind: 'connect', method: 'enable', subject: 'Latchkey tests' })
    const error = await refused.catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
    await expect(adapter.signMessage({ message: 'hi', address: alice })).rejects.toThrow(
      'No ActiveCaipAddress found',
    )
  })

  it('connects with the extension accounts written in the network SS58 format (2)', async () => {
    const connecting = adapter.connect({ connectorId: 'latchkey-dev', caipNetwork: setup.network })
    await page.decideNext(true)
    const connection = await connecting
    expect(connection).toEqual({
      address: alice,
      caipNetworkId: 'polkadot:45454545454545454545454545454545',
      connectorId: 'latchkey-dev',
      accounts: [
        { address: alice, type: 'eoa' },
        { address: bob, type: 'eoa' },
      ],
    })
    // The extension shares generic (42) addresses; Kusama's are written with prefix 2.
    expect(page.extension.accounts[0]?.address).toBe(
      encodeAddress(setup.api.createType('AccountId', alice).toU8a(), 42),
    )
  })

  it('reads free, reserved and transferable balances through @polkadot/api', async () => {
    const balances = await adapter.polkadot.getBalances({
      address: bob,
      caipNetwork: setup.network,
    })
    expect(balances).toEqual({
      free: 1_000_000n * KSM,
      reserved: 0n,
      transferable: 1_000_000n * KSM,
    })
    await expect(adapter.getBalance({ address: bob, caipNetwork: setup.network })).resolves.toEqual(
      {
        balance: '1000000',
        symbol: 'KSM',
      },
    )
  })

  it('estimates the fee of a transfer for the send form (paymentInfo)', async () => {
    const { feeRate, transferFee } = await adapter.estimateFee!({ caipNetwork: setup.network })
    expect(transferFee).toBe(feeRate)
    expect(transferFee).toBeGreaterThan(0n)
    expect(transferFee).toBeLessThan(KSM / 100n)
  })

  it('transfers with transferKeepAlive: the receiver gains the amount, the sender also pays the fee', async () => {
    const [aliceBefore, bobBefore] = [
      await freeBalance(setup.api, alice),
      await freeBalance(setup.api, bob),
    ]
    // Read once so the adapter has them cached: the transfer must drop both.
    await adapter.getBalance({ address: alice, caipNetwork: setup.network })
    const amount = (3n * KSM) / 2n
    const sending = adapter.transfer({ caipNetwork: setup.network, from: alice, to: bob, amount })
    const request = await page.decideNext(true)
    expect(request).toMatchObject({ kind: 'sign-transaction', method: 'signPayload' })
    const { hash } = await sending
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const [aliceAfter, bobAfter] = [
      await freeBalance(setup.api, alice),
      await freeBalance(setup.api, bob),
    ]
    expect(bobAfter - bobBefore).toBe(amount)
    const fee = aliceBefore - aliceAfter - amount
    expect(fee).toBeGreaterThan(0n)
    expect(fee).toBeLessThan(KSM / 100n)
    await expect(adapter.getBalance({ address: bob, caipNetwork: setup.network })).resolves.toEqual(
      {
        balance: '1000001.5',
        symbol: 'KSM',
      },
    )
  })

  it('refuses a transfer below the existential deposit to a new account, asking the wallet nothing', async () => {
    const nobody = new Keyring({ type: 'sr25519', ss58Format: 2 }).addFromUri('//Nobody').address
    const before = await freeBalance(setup.api, alice)
    const error = await adapter
      .transfer({ caipNetwork: setup.network, from: alice, to: nobody, amount: 1_000n })
      .catch((e: unknown) => e)
    expect(isLatchkeyError(error, 'INVALID_AMOUNT_AND_RECEIVER')).toBe(true)
    expect((error as Error).message).toBe('Please enter a valid amount and receiver address')
    expect((error as { details: unknown }).details).toMatchObject({
      missing: ['amount'],
      rule: 'belowExistentialDeposit',
      existentialDeposit: '0.000333333333 KSM',
    })
    expect(page.extension.approvals.pending).toEqual([])
    expect(await freeBalance(setup.api, alice)).toBe(before)
    expect(await freeBalance(setup.api, nobody)).toBe(0n)
  })

  it('a rejected transfer leaves balances and the nonce as they were', async () => {
    const nonce = (await setup.api.query.system.account(alice)).nonce.toNumber()
    const before = [await freeBalance(setup.api, alice), await freeBalance(setup.api, bob)]
    const sending = adapter.transfer({
      caipNetwork: setup.network,
      from: alice,
      to: bob,
      amount: KSM,
    })
    await page.decideNext(false)
    const error = await sending.catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
    expect([await freeBalance(setup.api, alice), await freeBalance(setup.api, bob)]).toEqual(before)
    expect((await setup.api.query.system.account(alice)).nonce.toNumber()).toBe(nonce)
  })

  it('signs a message with signRaw, verifiable with util-crypto', async () => {
    const signing = adapter.signMessage({ message: 'Sign in to Latchkey', address: alice })
    expect(await page.decideNext(true)).toMatchObject({ kind: 'sign-message', method: 'signRaw' })
    const { signature } = await signing
    expect(signatureVerify('Sign in to Latchkey', signature, alice).isValid).toBe(true)
    expect(signatureVerify('Another message', signature, alice).isValid).toBe(false)
  })

  it('switches between the shared accounts, and follows what the visitor shares', async () => {
    const seen: string[] = []
    const stop = adapter.on('accountsChanged', ({ address }) => seen.push(address))
    adapter.polkadot.selectAccount({ address: bob })
    adapter.polkadot.selectAccount({ address: alice })
    expect(() => adapter.polkadot.selectAccount({ address: 'not an address' })).toThrow(
      'Unknown error',
    )
    // The visitor stops sharing Alice in the extension: Bob is the one connected.
    page.extension.share([page.extension.accounts[1]?.address ?? ''])
    stop()
    expect(seen).toEqual([bob, alice, bob])
  })

  it('restores the connection after a reload without prompting', async () => {
    const reloaded = polkadotAdapter({
      networks: [setup.network],
      window: page.page,
      appName: 'Latchkey tests',
    })
    const restored = await reloaded.syncConnection({
      connectorId: 'latchkey-dev',
      caipNetwork: setup.network,
    })
    expect(restored?.address).toBe(bob)
    expect(page.extension.approvals.pending).toEqual([])
    reloaded.destroy()
  })

  it('disconnects: nothing more is signed for the site', async () => {
    await adapter.disconnect({ connectorId: 'latchkey-dev' })
    await expect(
      adapter.transfer({ caipNetwork: setup.network, from: bob, to: alice, amount: KSM }),
    ).rejects.toThrow('No ActiveCaipAddress found')
  })
})
