import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { createTestCore, EVM_OTHER, settle } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'

// The app's own library (wagmi's `connect`) started a connect that needs the modal: the modal
// shows that connect's view (SPEC §2), and closing it first gives the connect up.
describe('a connect the app started that needs the modal', () => {
  function core(options: Parameters<typeof createTestCore>[0] = {}) {
    const t = createTestCore(options)
    const cancelled: { connectorId: string }[] = []
    t.evm.cancelPairing = (params) => void cancelled.push(params)
    return { ...t, cancelled }
  }

  it('WalletConnect: the QR view of that connector opens; closing gives the connect up', async () => {
    const t = core()
    t.evm.emit('connectRequested', { connectorId: 'walletConnect' })
    await expect.poll(() => Modal.state(t.ctx).open).toBe(true)
    expect(Router.state(t.ctx).view).toBe('ConnectingWalletConnect')
    expect(Router.state(t.ctx).data?.connector?.id).toBe('walletConnect')
    expect(Router.state(t.ctx).data?.connector?.chain).toBe('eip155')
    Modal.close(t.ctx)
    await expect.poll(() => t.cancelled).toEqual([{ connectorId: 'walletConnect' }])
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('the embedded wallet with no login: the Connect view (its e-mail login) opens', async () => {
    const t = core()
    t.evm.emit('connectRequested', { connectorId: 'auth' })
    await expect.poll(() => Modal.state(t.ctx).open).toBe(true)
    expect(Router.state(t.ctx).view).toBe('Connect')
    Modal.close(t.ctx)
    await expect.poll(() => t.cancelled).toEqual([{ connectorId: 'auth' }])
  })

  it('an embedded modal (always on the page): its close gives the connect up too', async () => {
    const t = core({ enableEmbedded: true })
    t.evm.emit('connectRequested', { connectorId: 'walletConnect' })
    await expect.poll(() => Router.state(t.ctx).view).toBe('ConnectingWalletConnect')
    // Closing an embedded modal returns it to its resting view; it never reads closed.
    Modal.close(t.ctx)
    expect(Router.state(t.ctx).view).toBe('Connect')
    await expect.poll(() => t.cancelled).toEqual([{ connectorId: 'walletConnect' }])
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('a modal closing after that connector connected gives nothing up', async () => {
    const t = core()
    t.evm.emit('connectRequested', { connectorId: 'walletConnect' })
    await expect.poll(() => Modal.state(t.ctx).open).toBe(true)
    await Connection.connect(t.ctx, { connectorId: 'walletConnect', namespace: 'eip155' })
    expect(Chain.state(t.ctx).activeCaipAddress).toBe(`eip155:1:${EVM_OTHER}`)
    Modal.close(t.ctx)
    await settle()
    expect(Modal.state(t.ctx).open).toBe(false)
    expect(t.cancelled).toEqual([])
  })

  it('an unknown connector opens nothing', async () => {
    const t = core()
    t.evm.emit('connectRequested', { connectorId: 'nobody' })
    await settle()
    expect(Modal.state(t.ctx).open).toBe(false)
  })
})
