import * as Chain from '@latchkey/controllers/chain'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { connectEvm, createTestCore, DESKTOP, solana } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'

describe('opening the modal (SPEC §2)', () => {
  it('switches to a requested namespace before choosing the view', async () => {
    const t = createTestCore()
    expect(Chain.state(t.ctx).activeNamespace).toBe('eip155')
    await t.core.open({ namespace: 'solana' })
    expect(Chain.state(t.ctx).activeNamespace).toBe('solana')
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(Router.state(t.ctx).view).toBe('Connect')
  })

  it('switches first, so a namespace without an account shows Connect though another is connected', async () => {
    const t = createTestCore()
    await connectEvm(t)
    expect(Chain.isConnected(t.ctx, 'eip155')).toBe(true)
    await t.core.open({ namespace: 'solana' })
    expect(Chain.state(t.ctx).activeNamespace).toBe('solana')
    expect(Router.state(t.ctx).view).toBe('Connect')
    expect(Router.state(t.ctx).history).toEqual(['Connect'])
    t.core.close()
    await t.core.open({ namespace: 'eip155' })
    expect(Router.state(t.ctx).view).toBe('Account')
  })

  it('shows the view it is given, even when connected', async () => {
    const t = createTestCore()
    await connectEvm(t)
    await t.core.open({ view: 'Networks' })
    expect(Router.state(t.ctx).view).toBe('Networks')
    expect(Modal.state(t.ctx).open).toBe(true)
  })

  it('shows Account when connected and Connect when not', async () => {
    const t = createTestCore()
    await t.core.open()
    expect(Router.state(t.ctx).view).toBe('Connect')
    t.core.close()
    await connectEvm(t)
    await t.core.open()
    expect(Router.state(t.ctx).view).toBe('Account')
  })

  it('with no adapters shows ConnectingWalletConnectBasic on desktop', async () => {
    const t = createTestCore({ without: ['eip155', 'solana'] })
    await t.core.open()
    expect(Router.state(t.ctx).view).toBe('ConnectingWalletConnectBasic')
  })

  it('with no adapters shows AllWallets on mobile', async () => {
    const t = createTestCore({
      without: ['eip155', 'solana'],
      environment: { ...DESKTOP, isMobile: true, os: 'ios' },
    })
    await t.core.open()
    expect(Router.state(t.ctx).view).toBe('AllWallets')
  })

  it('with adapters on mobile still shows Connect', async () => {
    const t = createTestCore({ environment: { ...DESKTOP, isMobile: true, os: 'android' } })
    await t.core.open()
    expect(Router.state(t.ctx).view).toBe('Connect')
  })
})
