import type { AdapterConnection } from '@latchkey/adapter-kit'
import { createMemoryStorage, type KeyValueStorage } from '@latchkey/core'
import { createTestAdapter, ethereum } from '@latchkey/test-fakes'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDevAdapter } from '../../test/fakes/devWallets'
import { DESKTOP } from '../../test/fakes/testCore'
import { createAppKit, resetAppKit } from '../appkit/createAppKit'
import { loadAppKitModal } from '../appkit/loadAppKitModal'
import { defineAppKitElements } from './defineAppKitElements'

vi.mock(import('../appkit/loadAppKitModal'), async (importOriginal) => {
  const actual = await importOriginal()
  return { loadAppKitModal: vi.fn(actual.loadAppKitModal) }
})

// The page's idle time, run by hand: whenIdle waits for it once the page has loaded.
let runIdle: (() => void) | undefined
beforeEach(() => {
  vi.mocked(loadAppKitModal).mockClear()
  runIdle = undefined
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    runIdle = callback
    return 1
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  act(() => resetAppKit())
  document.body.innerHTML = ''
})

async function placeButton(
  tag: string,
  { adapter = createDevAdapter(), storage = createMemoryStorage() } = {},
) {
  defineAppKitElements()
  const element = document.createElement(tag)
  act(() => document.body.append(element))
  createAppKit({
    projectId: 'p',
    networks: [ethereum],
    adapters: [adapter],
    storage,
    environment: DESKTOP,
    logger: { error: () => {}, warn: () => {} },
  })
  await waitFor(() => expect(element.shadowRoot?.querySelector('button')).not.toBeNull())
  return element.shadowRoot!.querySelector('button')!
}

describe('the page buttons preload the modal', () => {
  it('loads nothing until a pointer or the focus reaches a button, or the page is idle', async () => {
    await placeButton('appkit-button')
    await act(async () => {})
    expect(loadAppKitModal).not.toHaveBeenCalled()
    // The page has loaded (happy-dom's document is complete): the modal's chunk loads when idle.
    await act(async () => runIdle?.())
    expect(loadAppKitModal).toHaveBeenCalledTimes(1)
  })

  it("waits at idle for a stored session's restore, whose requests go first (issue 36)", async () => {
    let answer: (connection: AdapterConnection | undefined) => void = () => {}
    const adapter = Object.assign(createTestAdapter({ namespace: 'eip155', wallets: [] }), {
      syncConnection: () => new Promise<AdapterConnection | undefined>((r) => (answer = r)),
    })
    const storage: KeyValueStorage = createMemoryStorage()
    storage.set('store', {
      version: 1,
      activeNamespace: 'eip155',
      namespaces: { eip155: { connectorId: 'io.metamask', networkId: 'eip155:1' } },
      recentWallets: [],
    })
    await placeButton('appkit-button', { adapter, storage })
    await act(async () => runIdle?.())
    expect(loadAppKitModal).not.toHaveBeenCalled()
    // The wallet answers (here: no account); the restore settles, then the modal loads.
    await act(async () => answer(undefined))
    await waitFor(() => expect(loadAppKitModal).toHaveBeenCalledTimes(1))
  })

  it('starts loading when the pointer enters <appkit-button>', async () => {
    const button = await placeButton('appkit-button')
    await act(async () => fireEvent.pointerEnter(button))
    expect(loadAppKitModal).toHaveBeenCalledTimes(1)
    await expect(vi.mocked(loadAppKitModal).mock.results[0]!.value).resolves.toHaveProperty(
      'AppKitModal',
    )
  })

  it('starts loading when <appkit-network-button> gets the focus', async () => {
    const button = await placeButton('appkit-network-button')
    await act(async () => fireEvent.focus(button))
    expect(loadAppKitModal).toHaveBeenCalledTimes(1)
  })
})
