import { createMemoryStorage } from '@latchkey/core'
import { ethereum } from '@latchkey/test-fakes'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDevAdapter } from '../../test/fakes/devWallets'
import { DESKTOP } from '../../test/fakes/testCore'
import { MODAL_TAG } from '../element/defineModalElement'
import { defineAppKitElements } from '../webComponents/defineAppKitElements'
import { createAppKit, resetAppKit } from './createAppKit'

afterEach(() => {
  act(() => resetAppKit())
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('appKit.addLocale', () => {
  it('switches the modal and the page buttons to the added locale the option asked for, live', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    defineAppKitElements()
    const button = document.createElement('appkit-button')
    act(() => document.body.append(button))
    const appKit = createAppKit({
      projectId: 'p',
      networks: [ethereum],
      adapters: [createDevAdapter()],
      storage: createMemoryStorage(),
      environment: DESKTOP,
      logger: { error: () => {}, warn: () => {} },
      locale: 'sw-TZ',
    })
    const label = () => button.shadowRoot?.querySelector('button')?.textContent
    // No Swahili built in: the browser's language.
    await waitFor(() => expect(label()).toBe('Connect wallet'))
    await act(() => appKit.open())
    const shadow = () => document.querySelector(MODAL_TAG)?.shadowRoot
    await waitFor(() =>
      expect(shadow()?.querySelector('h1, h2')?.textContent).toBe('Connect a wallet'),
    )

    await act(() =>
      appKit.addLocale('sw', {
        messages: { 'connect.title': 'Unganisha pochi', 'button.connect': 'Unganisha' },
      }),
    )
    await waitFor(() =>
      expect(shadow()?.querySelector('h1, h2')?.textContent).toBe('Unganisha pochi'),
    )
    await waitFor(() => expect(label()).toBe('Unganisha'))
    expect(shadow()?.querySelector('.lk-root')?.getAttribute('lang')).toBe('sw')

    // A bad table is refused and changes nothing.
    await expect(
      appKit.addLocale('sw', { messages: { 'common.getWallet': 'Pata {wallet}' } }),
    ).rejects.toMatchObject({ code: 'UNKNOWN_ERROR', message: 'Unknown error' })
    expect(shadow()?.querySelector('h1, h2')?.textContent).toBe('Unganisha pochi')
  })
})
