import * as Chain from '@latchkey/controllers/chain'
import * as Router from '@latchkey/controllers/router'
import type { TestCore } from '@latchkey/test-fakes'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { abandonLogin } from '../../src/login/abandonLogin'
import { approveDevice } from '../../src/login/approveDevice'
import { completeSocialLogin } from '../../src/login/completeSocialLogin'
import { requestEmailCode } from '../../src/login/requestEmailCode'
import { startFarcasterLogin } from '../../src/login/startFarcasterLogin'
import { startSocialLogin } from '../../src/login/startSocialLogin'
import { updateEmail } from '../../src/login/updateEmail'
import { verifyEmailCode } from '../../src/login/verifyEmailCode'
import { verifyEmailUpdate } from '../../src/login/verifyEmailUpdate'
import { coreWithFrame, embeddedFrame, fakePopup } from './loginFixtures'
import { nonPlainPaths } from './plainState'

// The adapters' connectors (the wallets' live providers) are listed as valtio refs by the
// connectors' slice; that slice is no login's, and a provider is no state a login writes.
const ADAPTER_PROVIDER = /^store\.connectors\.connectors\.\d+\.provider\b/

/** The one store (createConfig), every slice walked whole: nothing but plain data (issue 34). */
function nonPlainState(t: TestCore): string[] {
  // Each controller's state is its slice of the store: walking the store walks them all.
  for (const [name, controller] of Object.entries(t.ctx)) {
    const state = (controller as { state?: unknown } | undefined)?.state
    if (state !== undefined) expect(t.ctx.store[name as keyof typeof t.ctx.store]).toBe(state)
  }
  return nonPlainPaths(t.ctx.store, 'store').filter((path) => !ADAPTER_PROVIDER.test(path))
}

afterEach(() => vi.unstubAllGlobals())

describe('login state is plain data after every step (issue 34)', () => {
  it('the walk finds a window, a promise or a function where one is put', async () => {
    const t = await coreWithFrame(embeddedFrame())
    expect(nonPlainState(t)).toEqual([])
    Chain.setAccount(t.ctx, 'eip155', { user: { onChange: () => {} } as never })
    expect(nonPlainState(t)).toEqual(['store.chain.chains.eip155.account.user.onChange'])
    Chain.setAccount(t.ctx, 'eip155', { user: Promise.resolve() as never })
    expect(nonPlainState(t)).toEqual(['store.chain.chains.eip155.account.user (Promise)'])
    expect(nonPlainPaths({ popup: fakePopup() })).toEqual(['state.popup.close'])
  })

  it('e-mail: code asked, device approved, code typed, connected', async () => {
    const t = await coreWithFrame(embeddedFrame(['VERIFY_DEVICE']))
    await requestEmailCode(t.ctx, { email: 'bo@example.com' })
    expect(nonPlainState(t)).toEqual([])
    await approveDevice(t.ctx, { email: 'bo@example.com' })
    expect(nonPlainState(t)).toEqual([])
    await verifyEmailCode(t.ctx, { code: '123456' })
    expect(Chain.isConnected(t.ctx)).toBe(true)
    expect(nonPlainState(t)).toEqual([])
  })

  it('social: clicked (popup open), waiting, connected; and abandoned', async () => {
    const popup = fakePopup()
    vi.stubGlobal('open', () => popup)
    const t = await coreWithFrame(embeddedFrame())
    startSocialLogin(t.ctx, { social: 'google' })
    expect(popup.closed).toBe(false)
    expect(nonPlainState(t)).toEqual([])
    const login = completeSocialLogin(t.ctx)
    expect(nonPlainState(t)).toEqual([])
    await login
    expect(nonPlainState(t)).toEqual([])

    const other = await coreWithFrame(embeddedFrame())
    startSocialLogin(other.ctx, { social: 'apple' })
    abandonLogin(other.ctx)
    expect(nonPlainState(other)).toEqual([])
  })

  it('Farcaster: link shown, connected', async () => {
    const frame = embeddedFrame()
    let signIn: (answer: { userName: string }) => void = () => {}
    frame.provider.connectFarcaster = () => new Promise((resolve) => (signIn = resolve))
    const t = await coreWithFrame(frame)
    startSocialLogin(t.ctx, { social: 'farcaster' })
    const login = startFarcasterLogin(t.ctx)
    await vi.waitFor(() => expect(Chain.getAccount(t.ctx)?.farcasterUrl).toBeDefined())
    expect(nonPlainState(t)).toEqual([])
    signIn({ userName: 'alice' })
    await login
    expect(nonPlainState(t)).toEqual([])
  })

  it('e-mail update: new address, primary code, secondary code', async () => {
    const t = await coreWithFrame(embeddedFrame(['CONNECT']))
    await requestEmailCode(t.ctx, { email: 'ada@example.com' })
    await updateEmail(t.ctx, { email: 'new@example.com' })
    expect(nonPlainState(t)).toEqual([])
    await verifyEmailUpdate(t.ctx, { step: 'primary', newEmail: 'new@example.com', code: '111111' })
    expect(nonPlainState(t)).toEqual([])
    await verifyEmailUpdate(t.ctx, {
      step: 'secondary',
      newEmail: 'new@example.com',
      code: '2222' + '22',
    })
    expect(Router.state(t.ctx).view).toBe('Account')
    expect(nonPlainState(t)).toEqual([])
  })
})
