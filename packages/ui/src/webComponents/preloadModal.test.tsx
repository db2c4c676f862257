import { createMemoryStorage } from '@latchkey/core'
import { ethereum } from '@latchkey/test-fakes'
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

async function placeButton(tag: string) {
  defineAppKitElements()
  const element = document.createElement(tag)
  act(() => document.body.append(element))
  createAppKit({
    projectId: 'p',
    networks: [ethereum],
    adapters: [createDevAdapter()],
    storage: createMemoryStorage(),
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
    act(() => runIdle?.())
    expect(loadAppKitModal).toHaveBeenCalledTimes(1)
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
