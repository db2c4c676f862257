import { appKitInstance } from '@latchkey/controllers'
import { createTestCore, EVM_ADDRESS, EVM_OTHER, START, type TestCore } from '@latchkey/test-fakes'
import { act, renderHook, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import {
  useConnect,
  useConnectionStatus,
  useEmailLogin,
  useSocialLogin,
  useWalletConnectUri,
  useWalletList,
} from '../src'
import { useDisconnect } from '../src/headless'

afterEach(() => appKitInstance.reset())

/** The test core as the page's instance, as createAppKitCore makes it. */
function headlessCore(options: Parameters<typeof createTestCore>[0] = {}): TestCore {
  const t = createTestCore({ without: ['solana'], ...options })
  appKitInstance.getOrCreate(() => ({ appKit: t.core, dispose: () => t.core.destroy() }))
  return t
}

/** The embedded wallet's frame side: answers the e-mail with a code step, refuses 000000. */
function frameProvider() {
  const calls = { email: [] as string[], otp: [] as string[] }
  return {
    calls,
    provider: {
      bindHost() {},
      reload() {},
      exportSecret: async () => {},
      socialLogins: () => ['google', 'discord'] as const,
      connectEmail: async (email: string) => {
        calls.email.push(email)
        return { action: 'VERIFY_OTP' as const }
      },
      connectDevice: async () => {},
      connectOtp: async (otp: string) => {
        calls.otp.push(otp)
        if (otp === '000000') throw new Error('wrong code')
      },
      getSocialRedirectUri: async () => 'https://oauth.test/x',
      waitForSocialResult: async () => 'https://frame.test/result',
      connectSocial: async () => ({}),
    },
  }
}

/** What the server renders before any instance: status, pairing, login step, loading. */
function Status() {
  const { status, walletConnect, login } = useConnectionStatus()
  const list = useWalletList()
  return (
    <p>
      {status} {walletConnect ? 'uri' : 'no-uri'} {login.step} {String(list.isLoading)}
    </p>
  )
}

describe('headless hooks with no instance (server, before createAppKitCore)', () => {
  it('render disconnected on the server, and actions reject with CREATE_APPKIT_REQUIRED', async () => {
    expect(renderToString(<Status />)).toBe(
      '<p>disconnected<!-- --> <!-- -->no-uri<!-- --> <!-- -->idle<!-- --> <!-- -->false</p>',
    )
    const { result } = renderHook(() => useConnect())
    await act(async () => {
      await expect(result.current.connect({ walletId: 'x' })).rejects.toMatchObject({
        code: 'CREATE_APPKIT_REQUIRED',
      })
    })
    expect(result.current.error).toEqual({ code: 'CREATE_APPKIT_REQUIRED' })
  })
})

describe('headless hooks over the test core (issue 38)', () => {
  it('useWalletList lists installed wallets; useConnect connects one; status follows', async () => {
    const t = headlessCore({ approval: 'manual' })
    const { result } = renderHook(() => ({
      list: useWalletList({ search: 'test' }),
      connect: useConnect(),
      status: useConnectionStatus(),
    }))
    await waitFor(() => expect(result.current.list.data).toBeDefined())
    expect(result.current.list.data!.installed.map((w) => w.id)).toEqual(['io.latchkey.testwallet'])
    let connecting!: Promise<unknown>
    act(() => {
      connecting = result.current.connect.connect({ walletId: 'io.latchkey.testwallet' })
    })
    await waitFor(() => expect(result.current.status.status).toBe('connecting'))
    expect(result.current.connect.isPending).toBe(true)
    await act(async () => {
      t.evm.approve()
      await connecting
    })
    expect(result.current.status).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    expect(result.current.connect).toMatchObject({
      isPending: false,
      error: undefined,
      data: { address: EVM_ADDRESS },
    })
    // The headless disconnect: pending while it runs, then disconnected with nothing stored.
    const { result: off } = renderHook(() => ({
      disconnect: useDisconnect(),
      status: useConnectionStatus(),
    }))
    await act(async () => {
      await off.current.disconnect.disconnect()
    })
    expect(off.current.status).toMatchObject({ status: 'disconnected', address: undefined })
    expect(off.current.disconnect).toMatchObject({ isPending: false, error: undefined })
  })

  it('useConnect: a refusal is WALLET_ERROR 4001', async () => {
    const t = headlessCore({ approval: 'manual' })
    const { result } = renderHook(() => useConnect())
    let connecting!: Promise<unknown>
    act(() => {
      connecting = result.current.connect({ walletId: 'io.latchkey.testwallet' }).catch(() => {})
    })
    await waitFor(() => expect(t.evm.pendingCount).toBe(1))
    await act(async () => {
      t.evm.reject()
      await connecting
    })
    expect(result.current.error).toEqual({ code: 'WALLET_ERROR', params: { walletCode: 4001 } })
  })

  it('useWalletConnectUri: the URI, its renewal when it expires, then the connection', async () => {
    const t = headlessCore({ approval: 'manual' })
    const { result } = renderHook(() => ({
      wc: useWalletConnectUri(),
      status: useConnectionStatus(),
    }))
    await act(async () => {
      await result.current.wc.start()
    })
    expect(result.current.wc.uri).toMatch(/^wc:fake1@2\?/)
    expect(result.current.wc.expiresAt).toBe(START + 240_000)
    await act(async () => {
      t.clock.advance(230_000)
    })
    await waitFor(() => expect(result.current.wc.uri).toMatch(/^wc:fake2@2\?/))
    await act(async () => {
      t.evm.approve()
      await result.current.wc.connection
    })
    expect(result.current.status).toMatchObject({ status: 'connected', address: EVM_OTHER })
  })

  it('useWalletConnectUri: unmounting gives a waiting pairing up', async () => {
    const t = headlessCore({ approval: 'manual' })
    const { result, unmount } = renderHook(() => useWalletConnectUri())
    await act(async () => {
      await result.current.start()
    })
    unmount()
    const asked = t.evm.calls.connect.length
    t.clock.advance(300_000)
    expect(t.evm.calls.connect.length).toBe(asked)
  })

  it('useEmailLogin: e-mail, a wrong code, the right code', async () => {
    const frame = frameProvider()
    headlessCore({ wallets: { authWallet: { provider: frame.provider } } })
    const { result } = renderHook(() => ({ login: useEmailLogin(), status: useConnectionStatus() }))
    await act(async () => {
      await result.current.login.sendEmail('ada@example.com')
    })
    expect(result.current.login).toMatchObject({ step: 'verifyCode', email: 'ada@example.com' })
    await act(async () => {
      await result.current.login.verifyCode('000000').catch(() => {})
    })
    expect(result.current.login).toMatchObject({
      step: 'verifyCode',
      error: { code: 'UNKNOWN_ERROR', reason: 'wrong code' },
    })
    await act(async () => {
      await result.current.login.resend().catch(() => {})
    })
    expect(result.current.login.error).toEqual({
      code: 'TRY_AGAIN_AFTER_SECONDS',
      params: { seconds: 30 },
    })
    await act(async () => {
      await result.current.login.verifyCode('123456')
    })
    expect(result.current.login).toMatchObject({ step: 'connected', error: undefined })
    expect(result.current.status).toMatchObject({ status: 'connected', connectorId: 'auth' })
    expect(frame.calls).toEqual({ email: ['ada@example.com'], otp: ['000000', '123456'] })
  })

  it('useSocialLogin offers what the host and the wallet both allow', async () => {
    const frame = frameProvider()
    headlessCore({
      wallets: { authWallet: { provider: frame.provider } },
      features: { socials: ['google', 'x', 'discord'] },
    })
    const { result } = renderHook(() => useSocialLogin())
    await waitFor(() => expect(result.current.providers).toEqual(['google', 'discord']))
  })
})
