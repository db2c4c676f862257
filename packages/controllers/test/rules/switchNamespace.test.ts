import { connectEvm, createTestCore, solana } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'

describe('switching to a namespace with no account (issue 23)', () => {
  it('leads the open modal to connecting that namespace instead of an empty Account view', async () => {
    const t = createTestCore()
    await connectEvm(t)
    await t.core.open()
    expect(t.ctx.router.state.view).toBe('Account')
    t.ctx.router.push('Networks')
    await t.core.switchNetwork(solana)
    expect(t.ctx.chain.state.activeNamespace).toBe('solana')
    expect(t.ctx.chain.isConnected('solana')).toBe(false)
    expect(t.ctx.router.state.view).toBe('Connect')
    // The EVM account stays connected, and switching back shows it again.
    expect(t.ctx.chain.isConnected('eip155')).toBe(true)
  })

  it('moves no view while the modal is closed', async () => {
    const t = createTestCore()
    await connectEvm(t)
    await t.core.open()
    t.ctx.modal.close()
    expect(t.ctx.router.state.view).toBe('Account')
    await t.core.switchNetwork(solana)
    expect(t.ctx.modal.state.open).toBe(false)
    expect(t.ctx.router.state.view).toBe('Account')
  })
})
