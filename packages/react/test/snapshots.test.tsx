import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as Connection from '@latchkey/controllers/connection'
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
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

afterEach(() => {
  // Unmount first: a mounted useAppKit would throw once the instance is gone.
  cleanup()
  resetAppKit()
  vi.restoreAllMocks()
})

async function connect(appKit: ReturnType<typeof createTestAppKit>['appKit']) {
  await act(async () => {
    await appKit.ready
    await Connection.connect(appKit.controllers, { connectorId: WALLET_ID, namespace: 'eip155' })
  })
}

function useEveryHook() {
  return {
    kit: useAppKit(),
    account: useAppKitAccount(),
    state: useAppKitState(),
    network: useAppKitNetwork(),
    theme: useAppKitTheme(),
    events: useAppKitEvents(),
    info: useWalletInfo(),
    provider: useAppKitProvider('eip155'),
    balance: useAppKitBalance(),
    disconnect: useDisconnect(),
  }
}

/** Every object a hook hands out, nested ones included, except the wallet's own provider. */
function objectsIn(value: unknown, seen = new Set<object>()): object[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return []
  seen.add(value)
  for (const [key, field] of Object.entries(value))
    if (key !== 'walletProvider') objectsIn(field, seen)
  return [...seen]
}

describe('hooks hand out immutable snapshots', () => {
  it('before createAppKit, every state hook returns a frozen value', () => {
    const { result } = renderHook(() => ({
      account: useAppKitAccount(),
      state: useAppKitState(),
      network: useAppKitNetwork(),
      theme: useAppKitTheme(),
      events: useAppKitEvents(),
      info: useWalletInfo(),
      provider: useAppKitProvider('eip155'),
    }))
    for (const [name, value] of Object.entries(result.current))
      expect(Object.isFrozen(value), name).toBe(true)
    expect(Object.isFrozen(result.current.theme.themeVariables)).toBe(true)
  })

  it('over a connected AppKit, no hook result nor anything inside it can be written', async () => {
    const walletProvider = new EventTarget()
    const { appKit } = createTestAppKit({ walletProvider })
    await connect(appKit)
    await act(() => appKit.open({ view: 'Account' }))
    const { result } = renderHook(() => useEveryHook())
    const all = result.current
    expect(all.account.isConnected).toBe(true)
    expect(all.network.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(all.info.walletInfo?.name).toBe('Test Wallet')
    expect(all.events.data?.event).toBeDefined()
    // The wallet's provider is live: passed through as the same object, not copied or frozen.
    expect(all.provider.walletProvider).toBe(walletProvider)
    expect(Object.isFrozen(walletProvider)).toBe(false)

    const objects = Object.values(all).flatMap((value) => objectsIn(value))
    expect(objects.length).toBeGreaterThan(15)
    for (const object of objects) expect(Object.isFrozen(object)).toBe(true)

    expect(() => {
      ;(all.account as { address: string }).address = '0xdead'
    }).toThrow(TypeError)
    expect(() => {
      ;(all.network.caipNetwork as { name: string }).name = 'Mine'
    }).toThrow(TypeError)
    expect(() => {
      ;(all.state as { open: boolean }).open = false
    }).toThrow(TypeError)
    // Nothing a view did reached the core.
    expect(appKit.getAccount().address).toBe(ADDRESS)
    expect(appKit.getCaipNetwork()?.name).not.toBe('Mine')
    expect(appKit.getState().open).toBe(true)
  })
})

describe('hooks follow the core through its public subscriptions', () => {
  it('a change made outside React re-renders with the new value', async () => {
    const { appKit } = createTestAppKit()
    let renders = 0
    const { result } = renderHook(() => {
      renders += 1
      return { account: useAppKitAccount(), theme: useAppKitTheme() }
    })
    expect(result.current.account.isConnected).toBe(false)
    const before = renders

    await connect(appKit)
    expect(result.current.account).toMatchObject({ isConnected: true, address: ADDRESS })
    await act(async () => appKit.setThemeMode('light'))
    expect(result.current.theme.themeMode).toBe('light')
    await act(async () => appKit.setThemeVariables({ '--lk-accent': '#00ff66' }))
    expect(result.current.theme.themeVariables['--lk-accent']).toBe('#00ff66')
    expect(renders).toBeGreaterThan(before)
  })

  it('a snapshot is the same object until it changes: no extra render, no render loop', async () => {
    const { appKit } = createTestAppKit()
    const errors = vi.spyOn(console, 'error')
    let renders = 0
    const { result, rerender } = renderHook(() => {
      renders += 1
      return useAppKitAccount()
    })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)

    // The chain state changes (another network) but the disconnected account does not.
    const settled = renders
    await act(() => appKit.switchNetwork('eip155:10'))
    expect(appKit.getCaipNetwork()?.caipNetworkId).toBe('eip155:10')
    expect(renders).toBe(settled)
    expect(result.current).toBe(first)
    // React reports a getSnapshot that returns a new value on every call; none here.
    expect(errors).not.toHaveBeenCalled()
  })

  it('useAppKitProvider reads through the public API and empties on disconnect', async () => {
    const walletProvider = new EventTarget()
    const { appKit, wallet } = createTestAppKit({ walletProvider })
    const { result } = renderHook(() => useAppKitProvider('eip155'))
    expect(result.current.walletProvider).toBeUndefined()
    await connect(appKit)
    expect(result.current).toBe(appKit.getWalletProviderOverview('eip155'))
    expect(result.current).toEqual({ walletProvider, walletProviderType: 'ANNOUNCED' })
    expect(appKit.getWalletProvider()).toBe(walletProvider)
    await act(() => appKit.disconnect())
    expect(wallet.connected).toBe(false)
    expect(result.current.walletProvider).toBeUndefined()
  })
})

describe('@latchkey/react binds to the public API only', () => {
  it('no source file reaches into the controller bag', () => {
    const src = join(dirname(fileURLToPath(import.meta.url)), '../src')
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.tsx?$/.test(file),
    )
    expect(files.length).toBeGreaterThan(10)
    const offenders = files.filter((file) => {
      // Importing the package's types, or its published headless entry (issue 38), is the public
      // API; naming the bag anywhere else is not.
      const text = readFileSync(join(src, file), 'utf8')
        .replaceAll("'@latchkey/controllers/headless'", '')
        .replaceAll("'@latchkey/controllers'", '')
      return /\bcontrollers\b/.test(text)
    })
    expect(offenders).toEqual([])
  })
})
