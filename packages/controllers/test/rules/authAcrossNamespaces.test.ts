import { describe, expect, it } from 'vitest'
import { createTestCore, EVM_ADDRESS, SOL_ADDRESS } from '../../src/testing'

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
