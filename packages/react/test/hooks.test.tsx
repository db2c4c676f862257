import * as Connection from '@latchkey/controllers/connection'
import { ERRORS } from '@latchkey/core'
import { act, render, renderHook, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  AppKitButton,
  useAppKit,
  useAppKitAccount,
  useAppKitBalance,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from '../src'
import { ADDRESS, createTestAppKit, resetAppKit, WALLET_ID } from './appKitFixture'

afterEach(() => resetAppKit())

async function connect(appKit: ReturnType<typeof createTestAppKit>['appKit']) {
  await act(async () => {
    await appKit.ready
    await Connection.connect(appKit.controllers, { connectorId: WALLET_ID, namespace: 'eip155' })
  })
}

describe('hooks before createAppKit', () => {
  it('useAppKit throws the catalogue error', () => {
    expect(() => renderHook(() => useAppKit())).toThrow(ERRORS.CREATE_APPKIT_REQUIRED)
  })

  it('state hooks read as disconnected instead of throwing', () => {
    const { result } = renderHook(() => ({ account: useAppKitAccount(), state: useAppKitState() }))
    expect(result.current.account).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(result.current.state.open).toBe(false)
  })
})

describe('hooks over a live AppKit', () => {
  it('useAppKit opens and closes the modal, and useAppKitState follows', async () => {
    createTestAppKit()
    const { result } = renderHook(() => ({ kit: useAppKit(), state: useAppKitState() }))
    await act(() => result.current.kit.open({ view: 'Connect' }))
    expect(result.current.state).toMatchObject({ open: true, view: 'Connect' })
    await act(async () => result.current.kit.close())
    expect(result.current.state.open).toBe(false)
  })

  it('account, wallet info, provider and balance follow a connection and a disconnect', async () => {
    const { appKit, wallet } = createTestAppKit()
    const { result } = renderHook(() => ({
      account: useAppKitAccount(),
      info: useWalletInfo(),
      provider: useAppKitProvider('eip155'),
      balance: useAppKitBalance(),
      disconnect: useDisconnect(),
    }))
    expect(result.current.provider.walletProvider).toBeUndefined()
    await connect(appKit)
    expect(result.current.account).toMatchObject({
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      isConnected: true,
    })
    expect(result.current.info.walletInfo?.name).toBe('Test Wallet')
    expect(result.current.provider.walletProviderType).toBe('ANNOUNCED')
    const fetched = await result.current.balance.fetchBalance()
    expect(fetched).toMatchObject({ isSuccess: true, data: { balance: '5', symbol: 'ETH' } })

    await act(() => result.current.disconnect.disconnect())
    expect(result.current.account.isConnected).toBe(false)
    expect(wallet.connected).toBe(false)
    expect(await result.current.balance.fetchBalance()).toEqual({
      error: 'No ActiveCaipAddress found',
      isSuccess: false,
      isError: true,
    })
  })

  it('useAppKitNetwork switches the network', async () => {
    const { appKit } = createTestAppKit()
    await connect(appKit)
    const { result } = renderHook(() => useAppKitNetwork())
    expect(result.current.caipNetworkId).toBe('eip155:1')
    await act(() => result.current.switchNetwork('eip155:10'))
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:10', chainId: 10 })
  })

  // valtio notifies subscribers in a microtask, hence the async act() around each change
  it('useAppKitTheme sets the mode and refuses a bad one without changing it', async () => {
    createTestAppKit()
    const { result } = renderHook(() => useAppKitTheme())
    await act(async () => result.current.setThemeMode('light'))
    expect(result.current.themeMode).toBe('light')
    expect(() => result.current.setThemeMode('purple' as 'light')).toThrow()
    expect(result.current.themeMode).toBe('light')
    await act(async () => result.current.setThemeVariables({ '--lk-accent': '#ff0066' }))
    expect(result.current.themeVariables['--lk-accent']).toBe('#ff0066')
  })

  it("useAppKitAccount and useAppKitState carry the field's allAccounts, activeChain, initialized", async () => {
    const { appKit } = createTestAppKit()
    const { result } = renderHook(() => ({ account: useAppKitAccount(), state: useAppKitState() }))
    expect(result.current.account).toMatchObject({ allAccounts: [], embeddedWalletInfo: undefined })
    await connect(appKit)
    expect(result.current.account.allAccounts).toEqual([{ address: ADDRESS, type: 'eoa' }])
    expect(result.current.account.embeddedWalletInfo).toBeUndefined()
    expect(result.current.state).toMatchObject({ activeChain: 'eip155', initialized: true })
  })

  it("useAppKitEvents has the field's { timestamp, data: { event, properties } } shape", async () => {
    const { appKit } = createTestAppKit()
    const { result } = renderHook(() => useAppKitEvents())
    // It starts with the field's first event, as AppKit's does (issue 33).
    expect(result.current.data).toMatchObject({
      event: 'MODAL_CREATED',
      data: { type: 'track', event: 'MODAL_CREATED' },
    })
    expect(result.current.timestamp).toBe(result.current.data?.timestamp)
    expect(typeof result.current.timestamp).toBe('number')
    await act(() => appKit.open())
    expect(typeof result.current.timestamp).toBe('number')
    expect(result.current.data).toMatchObject({
      event: 'MODAL_OPEN',
      data: { type: 'track', event: 'MODAL_OPEN' },
    })
  })

  it('useAppKitEvents reports the latest event', async () => {
    const { appKit } = createTestAppKit()
    const { result } = renderHook(() => useAppKitEvents())
    await act(() => appKit.open())
    expect(result.current.data?.event).toBe('MODAL_OPEN')
    await act(async () => appKit.close())
    expect(result.current.data?.event).toBe('MODAL_CLOSE')
  })

  it('AppKitButton renders the <appkit-button> element and defines it', async () => {
    createTestAppKit()
    render(<AppKitButton label="Sign in" />)
    const element = document.querySelector('appkit-button')
    expect(element?.getAttribute('label')).toBe('Sign in')
    expect(customElements.get('appkit-button')).toBeDefined()
    expect(screen.queryByText('Sign in')).toBeNull() // drawn inside its own shadow root
  })
})
