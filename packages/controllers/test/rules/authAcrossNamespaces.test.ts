import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Connectors from '@latchkey/controllers/connectors'
import { createTestCore, EVM_ADDRESS, SOL_ADDRESS } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'

describe('one embedded-wallet login for every namespace (SPEC §4)', () => {
  it('an e-mail login through the EVM AUTH connector connects the solana one too', async () => {
    const t = createTestCore({ solanaAuth: true })
    await Connection.connect(t.ctx, { connectorId: 'auth', namespace: 'eip155' })
    expect(Chain.getAccount(t.ctx, 'eip155')?.address).toBe(EVM_ADDRESS)
    expect(Chain.getAccount(t.ctx, 'solana')?.address).toBe(SOL_ADDRESS)
    expect(Connectors.state(t.ctx).activeConnectorIds.solana).toBe('auth')
  })

  it('disconnecting solana disconnects both', async () => {
    const t = createTestCore({ solanaAuth: true })
    await Connection.connect(t.ctx, { connectorId: 'auth', namespace: 'eip155' })
    await t.core.disconnect('solana')
    expect(Chain.connectedNamespaces(t.ctx)).toEqual([])
    expect(t.authWallet.connected).toBe(false)
  })

  it('without a solana AUTH connector, only the EVM account connects', async () => {
    const t = createTestCore()
    await Connection.connect(t.ctx, { connectorId: 'auth', namespace: 'eip155' })
    expect(Chain.connectedNamespaces(t.ctx)).toEqual(['eip155'])
  })
})

describe('the login connects the namespace the visitor is on (SPEC §4)', () => {
  it('on a Solana network, the AUTH login makes the Solana account the active one', async () => {
    const t = createTestCore({ solanaAuth: true })
    Chain.setActiveNamespace(t.ctx, 'solana')
    await Connection.connect(t.ctx, { connectorId: 'auth' })
    expect(Chain.state(t.ctx).activeNamespace).toBe('solana')
    expect(Chain.getAccount(t.ctx)?.address).toBe(SOL_ADDRESS)
    expect(Chain.getAccount(t.ctx, 'eip155')?.address).toBe(EVM_ADDRESS)
  })

  it('on an EVM network, the same login makes the EVM account the active one', async () => {
    const t = createTestCore({ solanaAuth: true })
    Chain.setActiveNamespace(t.ctx, 'eip155')
    await Connection.connect(t.ctx, { connectorId: 'auth' })
    expect(Chain.state(t.ctx).activeNamespace).toBe('eip155')
    expect(Chain.getAccount(t.ctx)?.address).toBe(EVM_ADDRESS)
    expect(Chain.getAccount(t.ctx, 'solana')?.address).toBe(SOL_ADDRESS)
  })
})
