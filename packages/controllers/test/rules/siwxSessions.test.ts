import { createMemoryStorage, type KeyValueStorage } from '@latchkey/core'
import { connectEvm, createTestCore, EVM_ADDRESS, EVM_OTHER, settle } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import * as Chain from '../../src/controllers/ChainController'
import * as Connection from '../../src/controllers/ConnectionController'
import * as Modal from '../../src/controllers/ModalController'
import * as Router from '../../src/controllers/RouterController'
import * as Siwx from '../../src/controllers/SiwxController'
import { createLegacySiwe, createMemorySiwx } from '../helpers/siwx'

const WALLET = 'eip155/io.latchkey.testwallet'

type MemorySiwx = ReturnType<typeof createMemorySiwx>

/** A first page that connects, signing in or not. */
async function firstVisit(siwx: MemorySiwx, signIn: boolean) {
  const storage = createMemoryStorage()
  const t = createTestCore({ siwx, storage })
  await connectEvm(t)
  if (signIn) await Siwx.requestSignMessage(t.ctx)
  t.core.destroy()
  return storage
}

/** A page load that restores the stored connection (SPEC §4 Connection status at start-up). */
async function reload(siwx: MemorySiwx, storage: KeyValueStorage) {
  const t = createTestCore({ siwx, storage, persistedWallets: [WALLET] })
  await t.core.ready
  await settle()
  return t
}

describe('a required sign-in cannot be skipped (SPEC §4, §6)', () => {
  it('after a reload that restores the account without a session, SIWXSignMessage opens and close is blocked', async () => {
    const siwx = createMemorySiwx({ required: true })
    const t = await reload(siwx, await firstVisit(siwx, false))
    expect(Chain.getAccount(t.ctx)?.address).toBe(EVM_ADDRESS)
    await expect.poll(() => Router.state(t.ctx).view).toBe('SIWXSignMessage')
    expect(Modal.state(t.ctx).open).toBe(true)
    t.core.close()
    expect(Modal.state(t.ctx).open).toBe(true)
    await Siwx.requestSignMessage(t.ctx)
    expect(Modal.state(t.ctx).open).toBe(false)
  })

  it('after a reload with a session, nothing opens', async () => {
    const siwx = createMemorySiwx({ required: true })
    const t = await reload(siwx, await firstVisit(siwx, true))
    await settle()
    expect(Chain.getAccount(t.ctx)?.address).toBe(EVM_ADDRESS)
    expect(Modal.state(t.ctx).open).toBe(false)
    expect(Siwx.state(t.ctx).hasSession).toBe(true)
  })

  it('when the wallet switches to an account with no session, the sign view opens for it', async () => {
    const siwx = createMemorySiwx({ required: true })
    const t = createTestCore({ siwx })
    await t.core.ready
    await settle()
    await connectEvm(t)
    await Siwx.requestSignMessage(t.ctx)
    expect(Modal.state(t.ctx).open).toBe(false)
    t.evm.emit('accountsChanged', { address: EVM_OTHER, connectorId: t.evmWallet.id })
    await expect.poll(() => Modal.state(t.ctx).open).toBe(true)
    expect(Router.state(t.ctx).view).toBe('SIWXSignMessage')
    expect(Siwx.state(t.ctx).hasSession).toBe(false)
    t.core.close()
    expect(Modal.state(t.ctx).open).toBe(true)
    await Siwx.requestSignMessage(t.ctx)
    expect((await siwx.getSessions('eip155:1', EVM_OTHER))[0]?.data.accountAddress).toBe(EVM_OTHER)
    // Back to the first account, which has its session: nothing asks again.
    t.evm.emit('accountsChanged', { address: EVM_ADDRESS, connectorId: t.evmWallet.id })
    await settle()
    expect(Modal.state(t.ctx).open).toBe(false)
    expect(Siwx.state(t.ctx).hasSession).toBe(true)
  })

  it('when the wallet switches network, the new network needs its own session', async () => {
    const siwx = createMemorySiwx({ required: true })
    const t = createTestCore({ siwx })
    await t.core.ready
    await connectEvm(t)
    await Siwx.requestSignMessage(t.ctx)
    expect(Modal.state(t.ctx).open).toBe(false)
    t.evm.emit('chainChanged', { caipNetworkId: 'eip155:10', connectorId: t.evmWallet.id })
    await expect.poll(() => Modal.state(t.ctx).open).toBe(true)
    expect(Router.state(t.ctx).view).toBe('SIWXSignMessage')
  })

  it('signOutOnDisconnect revokes the session when the visitor disconnects', async () => {
    const siwx = createMemorySiwx({ signOutOnDisconnect: true })
    const t = createTestCore({ siwx })
    await connectEvm(t)
    await Siwx.requestSignMessage(t.ctx)
    expect(await siwx.getSessions('eip155:1', EVM_ADDRESS)).toHaveLength(1)
    await t.core.disconnect()
    await settle()
    expect(await siwx.getSessions('eip155:1', EVM_ADDRESS)).toEqual([])
  })

  it('without signOutOnDisconnect the session stays for the next connect', async () => {
    const siwx = createMemorySiwx()
    const t = createTestCore({ siwx })
    await connectEvm(t)
    await Siwx.requestSignMessage(t.ctx)
    await t.core.disconnect()
    expect(await siwx.getSessions('eip155:1', EVM_ADDRESS)).toHaveLength(1)
  })
})

describe('legacy siweConfig (SPEC §5)', () => {
  it('runs through the SIWX flow: asks on connect, signs, verifies with the host, then knows the session', async () => {
    const siwe = createLegacySiwe({ required: true })
    const t = createTestCore({ siweConfig: siwe })
    await connectEvm(t)
    expect(Router.state(t.ctx).view).toBe('SIWXSignMessage')
    expect(Siwx.isRequired(t.ctx)).toBe(true)
    await Siwx.requestSignMessage(t.ctx)
    expect(t.evmWallet.signatures[0]?.message).toMatch(
      /^127.0.0.1 wants you to sign in with your Ethereum account:\n0x1111/,
    )
    expect(await siwe.getSession()).toEqual({ address: EVM_ADDRESS, chainId: 1 })
    expect(Modal.state(t.ctx).open).toBe(false)
    await Siwx.cancel(t.ctx)
    expect(siwe.signOuts).toBe(0)
  })

  it('applies only where the adapter signs EVM messages', async () => {
    const t = createTestCore({ siweConfig: createLegacySiwe() })
    expect(Siwx.isEnabled(t.ctx)).toBe(true)
    await connectEvm(t)
    t.core.close()
    await Connection.connect(t.ctx, { connectorId: t.solWallet.id, namespace: 'solana' })
    expect(Chain.state(t.ctx).activeNamespace).toBe('solana')
    expect(Modal.state(t.ctx).open).toBe(false)
  })
})
