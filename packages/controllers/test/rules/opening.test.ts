import { connectEvm, createTestCore, DESKTOP, solana } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'

describe('opening the modal (SPEC §2)', () => {
  it('switches to a requested namespace before choosing the view', async () => {
    const t = createTestCore()
    expect(t.ctx.chain.state.activeNamespace).toBe('eip155')
    await t.core.open({ namespace: 'solana' })
    expect(t.ctx.chain.state.activeNamespace).toBe('solana')
    expect(t.ctx.chain.state.activeCaipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(t.ctx.router.state.view).toBe('Connect')
  })

  it('switches first, so a namespace without an account shows Connect though another is connected', async () => {
    const t = createTestCore()
    await connectEvm(t)
    expect(t.ctx.chain.isConnected('eip155')).toBe(true)
    await t.core.open({ namespace: 'solana' })
    expect(t.ctx.chain.state.activeNamespace).toBe('solana')
    expect(t.ctx.router.state.view).toBe('Connect')
    expect(t.ctx.router.state.history).toEqual(['Connect'])
    t.core.close()
    await t.core.open({ namespace: 'eip155' })
    expect(t.ctx.router.state.view).toBe('Account')
  })

  it('shows the view it is given, even when connected', async () => {
    const t = createTestCore()
    await connectEvm(t)
    await t.core.open({ view: 'Networks' })
    expect(t.ctx.router.state.view).toBe('Networks')
    expect(t.ctx.modal.state.open).toBe(true)
  })

  it('shows Account when connected and Connect when not', async () => {
    const t = createTestCore()
    await t.core.open()
    expect(t.ctx.router.state.view).toBe('Connect')
    t.core.close()
    await connectEvm(t)
    await t.core.open()
    expect(t.ctx.router.state.view).toBe('Account')
  })

  it('with no adapters shows ConnectingWalletConnectBasic on desktop', async () => {
    const t = createTestCore({ without: ['eip155', 'solana'] })
    await t.core.open()
    expect(t.ctx.router.state.view).toBe('ConnectingWalletConnectBasic')
  })

  it('with no adapters shows AllWallets on mobile', async () => {
    const t = createTestCore({
      without: ['eip155', 'solana'],
      environment: { ...DESKTOP, isMobile: true, os: 'ios' },
    })
    await t.core.open()
    expect(t.ctx.router.state.view).toBe('AllWallets')
  })

  it('with adapters on mobile still shows Connect', async () => {
    const t = createTestCore({ environment: { ...DESKTOP, isMobile: true, os: 'android' } })
    await t.core.open()
    expect(t.ctx.router.state.view).toBe('Connect')
  })
})
