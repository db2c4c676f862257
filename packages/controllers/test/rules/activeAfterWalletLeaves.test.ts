import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Router from '@latchkey/controllers/router'
import { connectEvm, createTestCore, SOL_ADDRESS, solana } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { STORE_KEY, type StoredState } from '../../src'

async function connectEvmAndSolana() {
  const t = createTestCore()
  await connectEvm(t)
  await Connection.connect(t.ctx, { connectorId: t.solWallet.id, namespace: 'solana' })
  await t.core.switchNetwork('eip155:1')
  expect(Chain.state(t.ctx).activeNamespace).toBe('eip155')
  expect(Chain.connectedNamespaces(t.ctx)).toEqual(['eip155', 'solana'])
  return t
}

describe('the active namespace when its wallet leaves and others stay (issue 34)', () => {
  it("the wallet's own disconnect makes the connected one active at once, as stored", async () => {
    const t = await connectEvmAndSolana()
    t.evm.emit('disconnect', { connectorId: t.evmWallet.id })
    expect(Chain.isConnected(t.ctx, 'eip155')).toBe(false)
    expect(Chain.state(t.ctx).activeNamespace).toBe('solana')
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(Chain.getAccount(t.ctx)?.address).toBe(SOL_ADDRESS)
    // What a reload restores as active.
    expect(t.storage.get<StoredState>(STORE_KEY)?.activeNamespace).toBe('solana')
  })

  it("the visitor's disconnect of the active namespace does the same", async () => {
    const t = await connectEvmAndSolana()
    await t.core.disconnect('eip155')
    expect(Chain.state(t.ctx).activeNamespace).toBe('solana')
    expect(Chain.getAccount(t.ctx)?.address).toBe(SOL_ADDRESS)
  })

  it('keeps the active namespace when another one leaves', async () => {
    const t = await connectEvmAndSolana()
    await t.core.disconnect('solana')
    expect(Chain.state(t.ctx).activeNamespace).toBe('eip155')
  })
})

describe('the open modal when the wallet it shows leaves (issue 34)', () => {
  it('shows connecting instead of an empty Account view', async () => {
    const t = createTestCore()
    await connectEvm(t)
    await t.core.open()
    expect(Router.state(t.ctx).view).toBe('Account')
    t.evm.emit('disconnect', { connectorId: t.evmWallet.id })
    expect(Chain.isConnected(t.ctx)).toBe(false)
    expect(Router.state(t.ctx).view).toBe('Connect')
  })

  it('shows the account still connected when another namespace stays', async () => {
    const t = await connectEvmAndSolana()
    await t.core.open()
    Router.push(t.ctx, 'Networks')
    t.evm.emit('disconnect', { connectorId: t.evmWallet.id })
    expect(Router.state(t.ctx).view).toBe('Account')
    expect(Chain.getAccount(t.ctx)?.address).toBe(SOL_ADDRESS)
  })
})
