import { createMemoryStorage, type KeyValueStorage } from '@latchkey/core'
import { connectEvm, createTestCore, EVM_ADDRESS, EVM_OTHER, settle } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { createLegacySiwe, createMemorySiwx } from '../helpers/siwx'

const WALLET = 'eip155/io.latchkey.testwallet'

type Siwx = ReturnType<typeof createMemorySiwx>

/** A first page that connects, signing in or not. */
async function firstVisit(siwx: Siwx, signIn: boolean) {
  const storage = createMemoryStorage()
  const t = createTestCore({ siwx, storage })
  await connectEvm(t)
  if (signIn) await t.ctx.siwx.requestSignMessage()
  t.core.destroy()
  return storage
}

/** A page load that restores the stored connection (SPEC §4 Connection status at start-up). */
async function reload(siwx: Siwx, storage: KeyValueStorage) {
  const t = createTestCore({ siwx, storage, persistedWallets: [WALLET] })
  await t.core.ready
  await settle()
  return t
}

describe('a required sign-in cannot be skipped (SPEC §4, §6)', () => {
  it('after a reload that restores the account without a session, SIWXSignMessage opens and close is blocked', async () => {
    const siwx = createMemorySiwx({ required: true })
    const t = await reload(siwx, await firstVisit(siwx, false))
    expect(t.ctx.chain.getAccount()?.address).toBe(EVM_ADDRESS)
    await expect.poll(() => t.ctx.router.state.view).toBe('SIWXSignMessage')
    expect(t.ctx.modal.state.open).toBe(true)
    t.core.close()
    expect(t.ctx.modal.state.open).toBe(true)
    await t.ctx.siwx.requestSignMessage()
    expect(t.ctx.modal.state.open).toBe(false)
  })

  it('after a reload with a session, nothing opens', async () => {
    const siwx = createMemorySiwx({ required: true })
    const t = await reload(siwx, await firstVisit(siwx, true))
    await settle()
    expect(t.ctx.chain.getAccount()?.address).toBe(EVM_ADDRESS)
    expect(t.ctx.modal.state.open).toBe(false)
    expect(t.ctx.siwx.state.hasSession).toBe(true)
  })

  it('when the wallet switches to an account with no session, the sign view opens for it', async () => {
    const siwx = createMemorySiwx({ required: true })
    const t = createTestCore({ siwx })
    await t.core.ready
    await settle()
    await connectEvm(t)
    await t.ctx.siwx.requestSignMessage()
    expect(t.ctx.modal.state.open).toBe(false)
    t.evm.emit('accountsChanged', { address: EVM_OTHER, connectorId: t.evmWallet.id })
    await expect.poll(() => t.ctx.modal.state.open).toBe(true)
    expect(t.ctx.router.state.view).toBe('SIWXSignMessage')
    expect(t.ctx.siwx.state.hasSession).toBe(false)
    t.core.close()
    expect(t.ctx.modal.state.open).toBe(true)
    await t.ctx.siwx.requestSignMessage()
    expect((await siwx.getSessions('eip155:1', EVM_OTHER))[0]?.data.accountAddress).toBe(EVM_OTHER)
    // Back to the first account, which has its session: nothing asks again.
    t.evm.emit('accountsChanged', { address: EVM_ADDRESS, connectorId: t.evmWallet.id })
    await settle()
    expect(t.ctx.modal.state.open).toBe(false)
    expect(t.ctx.siwx.state.hasSession).toBe(true)
  })

  it('when the wallet switches network, the new network needs its own session', async () => {
    const siwx = createMemorySiwx({ required: true })
    const t = createTestCore({ siwx })
    await t.core.ready
    await connectEvm(t)
    await t.ctx.siwx.requestSignMessage()
    expect(t.ctx.modal.state.open).toBe(false)
    t.evm.emit('chainChanged', { caipNetworkId: 'eip155:10', connectorId: t.evmWallet.id })
    await expect.poll(() => t.ctx.modal.state.open).toBe(true)
    expect(t.ctx.router.state.view).toBe('SIWXSignMessage')
  })

  it('signOutOnDisconnect revokes the session when the visitor disconnects', async () => {
    const siwx = createMemorySiwx({ signOutOnDisconnect: true })
    const t = createTestCore({ siwx })
    await connectEvm(t)
    await t.ctx.siwx.requestSignMessage()
    expect(await siwx.getSessions('eip155:1', EVM_ADDRESS)).toHaveLength(1)
    await t.core.disconnect()
    await settle()
    expect(await siwx.getSessions('eip155:1', EVM_ADDRESS)).toEqual([])
  })

  it('without signOutOnDisconnect the session stays for the next connect', async () => {
    const siwx = createMemorySiwx()
    const t = createTestCore({ siwx })
    await connectEvm(t)
    await t.ctx.siwx.requestSignMessage()
    await t.core.disconnect()
    expect(await siwx.getSessions('eip155:1', EVM_ADDRESS)).toHaveLength(1)
  })
})

describe('legacy siweConfig (SPEC §5)', () => {
  it('runs through the SIWX flow: asks on connect, signs, verifies with the host, then knows the session', async () => {
    const siwe = createLegacySiwe({ required: true })
    const t = createTestCore({ siweConfig: siwe })
    await connectEvm(t)
    expect(t.ctx.router.state.view).toBe('SIWXSignMessage')
    expect(t.ctx.siwx.isRequired()).toBe(true)
    await t.ctx.siwx.requestSignMessage()
    expect(t.evmWallet.signatures[0]?.message).toMatch(
      /^127.0.0.1 wants you to sign in with your Ethereum account:\n0x1111/,
    )
    expect(await siwe.getSession()).toEqual({ address: EVM_ADDRESS, chainId: 1 })
    expect(t.ctx.modal.state.open).toBe(false)
    await t.ctx.siwx.cancel()
    expect(siwe.signOuts).toBe(0)
  })

  it('applies only where the adapter signs EVM messages', async () => {
    const t = createTestCore({ siweConfig: createLegacySiwe() })
    const config = t.ctx.siwx
    expect(config.isEnabled()).toBe(true)
    await connectEvm(t)
    t.core.close()
    await t.ctx.connection.connect({ connectorId: t.solWallet.id, namespace: 'solana' })
    expect(t.ctx.chain.state.activeNamespace).toBe('solana')
    expect(t.ctx.modal.state.open).toBe(false)
  })
})
