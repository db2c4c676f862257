import { createTestCore, EVM_ADDRESS, SOL_ADDRESS } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'

describe('one embedded-wallet login for every namespace (SPEC §4)', () => {
  it('an e-mail login through the EVM AUTH connector connects the solana one too', async () => {
    const t = createTestCore({ solanaAuth: true })
    await t.ctx.connection.connect({ connectorId: 'auth', namespace: 'eip155' })
    expect(t.ctx.chain.getAccount('eip155')?.address).toBe(EVM_ADDRESS)
    expect(t.ctx.chain.getAccount('solana')?.address).toBe(SOL_ADDRESS)
    expect(t.ctx.connectors.state.activeConnectorIds.solana).toBe('auth')
  })

  it('disconnecting solana disconnects both', async () => {
    const t = createTestCore({ solanaAuth: true })
    await t.ctx.connection.connect({ connectorId: 'auth', namespace: 'eip155' })
    await t.core.disconnect('solana')
    expect(t.ctx.chain.connectedNamespaces()).toEqual([])
    expect(t.authWallet.connected).toBe(false)
  })

  it('without a solana AUTH connector, only the EVM account connects', async () => {
    const t = createTestCore()
    await t.ctx.connection.connect({ connectorId: 'auth', namespace: 'eip155' })
    expect(t.ctx.chain.connectedNamespaces()).toEqual(['eip155'])
  })
})

describe('the login connects the namespace the visitor is on (SPEC §4)', () => {
  it('on a Solana network, the AUTH login makes the Solana account the active one', async () => {
    const t = createTestCore({ solanaAuth: true })
    t.ctx.chain.setActiveNamespace('solana')
    await t.ctx.connection.connect({ connectorId: 'auth' })
    expect(t.ctx.chain.state.activeNamespace).toBe('solana')
    expect(t.ctx.chain.getAccount()?.address).toBe(SOL_ADDRESS)
    expect(t.ctx.chain.getAccount('eip155')?.address).toBe(EVM_ADDRESS)
  })

  it('on an EVM network, the same login makes the EVM account the active one', async () => {
    const t = createTestCore({ solanaAuth: true })
    t.ctx.chain.setActiveNamespace('eip155')
    await t.ctx.connection.connect({ connectorId: 'auth' })
    expect(t.ctx.chain.state.activeNamespace).toBe('eip155')
    expect(t.ctx.chain.getAccount()?.address).toBe(EVM_ADDRESS)
    expect(t.ctx.chain.getAccount('solana')?.address).toBe(SOL_ADDRESS)
  })
})
