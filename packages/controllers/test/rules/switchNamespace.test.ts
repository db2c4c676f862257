import * as Chain from '@latchkey/controllers/chain'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { connectEvm, createTestCore, solana } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'

describe('switching to a namespace with no account (issue 23)', () => {
  it('leads the open modal to connecting that namespace instead of an empty Account view', async () => {
    const t = createTestCore()
    await connectEvm(t)
    await t.core.open()
    expect(Router.state(t.ctx).view).toBe('Account')
    Router.push(t.ctx, 'Networks')
    await t.core.switchNetwork(solana)
    expect(Chain.state(t.ctx).activeNamespace).toBe('solana')
    expect(Chain.isConnected(t.ctx, 'solana')).toBe(false)
    expect(Router.state(t.ctx).view).toBe('Connect')
    // The EVM account stays connected, and switching back shows it again.
    expect(Chain.isConnected(t.ctx, 'eip155')).toBe(true)
  })

  it('moves no view while the modal is closed', async () => {
    const t = createTestCore()
    await connectEvm(t)
    await t.core.open()
    Modal.close(t.ctx)
    expect(Router.state(t.ctx).view).toBe('Account')
    await t.core.switchNetwork(solana)
    expect(Modal.state(t.ctx).open).toBe(false)
    expect(Router.state(t.ctx).view).toBe('Account')
  })
})
