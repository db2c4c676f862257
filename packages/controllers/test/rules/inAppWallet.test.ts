import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { createTestCore, createTestWallet, DESKTOP } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { inAppWallet } from '../../src/connection/inAppWallet'
import * as Connectors from '../../src/controllers/ConnectorController'

// Issue 36: inside a mobile wallet's in-app browser (an injected window.ethereum, no wallet
// announcing itself, a mobile user agent) Connect opens straight into connecting that wallet.
const MOBILE = { ...DESKTOP, isMobile: true, os: 'ios' as const }

const wallet = (id: string, type: 'INJECTED' | 'ANNOUNCED', extra: Record<string, unknown> = {}) =>
  createTestWallet({
    id,
    name: id,
    type,
    namespace: 'eip155',
    accounts: [{ address: '0x5555555555555555555555555555555555555555', type: 'eoa' }],
    chainId: 1,
    ...extra,
  }).connector()

const browserWallet = () => ({
  ...wallet('injected', 'INJECTED', { installed: true }),
  name: 'Browser Wallet',
})

describe('a mobile wallet’s in-app browser (issue 36)', () => {
  it('is the one injected wallet, on mobile, with no announced one', () => {
    const mobile = createTestCore({ environment: MOBILE })
    Connectors.setConnectors(mobile.ctx, 'eip155', [browserWallet()])
    expect(inAppWallet(mobile.ctx)?.id).toBe('injected')

    const desktop = createTestCore()
    Connectors.setConnectors(desktop.ctx, 'eip155', [browserWallet()])
    expect(inAppWallet(desktop.ctx)).toBeUndefined()

    const announced = createTestCore({ environment: MOBILE })
    Connectors.setConnectors(announced.ctx, 'eip155', [
      browserWallet(),
      wallet('io.metamask', 'ANNOUNCED', { rdns: 'io.metamask' }),
    ])
    expect(inAppWallet(announced.ctx)).toBeUndefined()

    const excluded = createTestCore({ environment: MOBILE, excludeWalletIds: ['injected'] })
    Connectors.setConnectors(excluded.ctx, 'eip155', [browserWallet()])
    expect(inAppWallet(excluded.ctx)).toBeUndefined()
  })

  it('Connect goes on to that wallet connecting; an asked-for view, or a desktop, opens as asked', async () => {
    const mobile = createTestCore({ environment: MOBILE })
    Connectors.setConnectors(mobile.ctx, 'eip155', [browserWallet()])
    await Modal.open(mobile.ctx, { view: 'Connect' })
    expect(Router.state(mobile.ctx).view).toBe('ConnectingExternal')
    expect(Router.state(mobile.ctx).data?.connector?.id).toBe('injected')
    // Back leads to Connect's list (an e-mail login, WalletConnect), not out of the modal.
    expect(Router.state(mobile.ctx).history).toEqual(['Connect', 'ConnectingExternal'])
    Modal.close(mobile.ctx)
    await Modal.open(mobile.ctx, { view: 'Networks' })
    expect(Router.state(mobile.ctx).view).toBe('Networks')

    const desktop = createTestCore()
    Connectors.setConnectors(desktop.ctx, 'eip155', [browserWallet()])
    await Modal.open(desktop.ctx, { view: 'Connect' })
    expect(Router.state(desktop.ctx).view).toBe('Connect')
  })
})
