import { connectEvm, createTestCore, SOL_ADDRESS, solana } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { STORE_KEY, type StoredState } from '../../src'

async function connectEvmAndSolana() {
  const t = createTestCore()
  await connectEvm(t)
  await t.ctx.connection.connect({ connectorId: t.solWallet.id, namespace: 'solana' })
  await t.core.switchNetwork('eip155:1')
  expect(t.ctx.chain.state.activeNamespace).toBe('eip155')
  expect(t.ctx.chain.connectedNamespaces()).toEqual(['eip155', 'solana'])
  return t
}

describe('the active namespace when its wallet leaves and others stay (issue 34)', () => {
  it("the wallet's own disconnect makes the connected one active at once, as stored", async () => {
    const t = await connectEvmAndSolana()
    t.evm.emit('disconnect', { connectorId: t.evmWallet.id })
    expect(t.ctx.chain.isConnected('eip155')).toBe(false)
    expect(t.ctx.chain.state.activeNamespace).toBe('solana')
    expect(t.ctx.chain.state.activeCaipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(t.ctx.chain.getAccount()?.address).toBe(SOL_ADDRESS)
    // What a reload restores as active.
    expect(t.storage.get<StoredState>(STORE_KEY)?.activeNamespace).toBe('solana')
  })

  it("the visitor's disconnect of the active namespace does the same", async () => {
    const t = await connectEvmAndSolana()
    await t.core.disconnect('eip155')
    expect(t.ctx.chain.state.activeNamespace).toBe('solana')
    expect(t.ctx.chain.getAccount()?.address).toBe(SOL_ADDRESS)
  })

  it('keeps the active namespace when another one leaves', async () => {
    const t = await connectEvmAndSolana()
    await t.core.disconnect('solana')
    expect(t.ctx.chain.state.activeNamespace).toBe('eip155')
  })
})

describe('the open modal when the wallet it shows leaves (issue 34)', () => {
  it('shows connecting instead of an empty Account view', async () => {
    const t = createTestCore()
    await connectEvm(t)
    await t.core.open()
    expect(t.ctx.router.state.view).toBe('Account')
    t.evm.emit('disconnect', { connectorId: t.evmWallet.id })
    expect(t.ctx.chain.isConnected()).toBe(false)
    expect(t.ctx.router.state.view).toBe('Connect')
  })

  it('shows the account still connected when another namespace stays', async () => {
    const t = await connectEvmAndSolana()
    await t.core.open()
    t.ctx.router.push('Networks')
    t.evm.emit('disconnect', { connectorId: t.evmWallet.id })
    expect(t.ctx.router.state.view).toBe('Account')
    expect(t.ctx.chain.getAccount()?.address).toBe(SOL_ADDRESS)
  })
})
