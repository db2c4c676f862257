import { createMemoryStorage } from '@latchkey/core'
import { ethereum } from '@latchkey/test-fakes'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createDevAdapter } from '../../test/fakes/devWallets'
import { DESKTOP } from '../../test/fakes/testCore'
import { createAppKit, resetAppKit } from '../appkit/createAppKit'
import { de } from '../i18n/de'
import { en } from '../i18n/en'
import { defineAppKitElements } from './defineAppKitElements'

afterEach(() => {
  act(() => resetAppKit())
  document.body.innerHTML = ''
})

describe("the page buttons' texts (start-up carries only these of the locale tables)", () => {
  it('speaks the app locale on <appkit-button> and <appkit-network-button>', async () => {
    defineAppKitElements()
    const connect = document.createElement('appkit-button')
    const network = document.createElement('appkit-network-button')
    act(() => document.body.append(connect, network))
    createAppKit({
      projectId: 'p',
      networks: [ethereum],
      adapters: [createDevAdapter()],
      storage: createMemoryStorage(),
      environment: DESKTOP,
      logger: { error: () => {}, warn: () => {} },
      locale: 'de-AT',
    })
    await waitFor(() =>
      expect(connect.shadowRoot?.querySelector('button')?.textContent).toBe('Wallet verbinden'),
    )
    await waitFor(() =>
      expect(network.shadowRoot?.querySelector('button')?.textContent).toContain('Netzwerk:'),
    )
  })

  it('keeps the full tables and the buttons in one place: each full table holds its button texts', () => {
    expect(en['button.connect']).toBe('Connect wallet')
    expect(de.messages['button.connect']).toBe('Wallet verbinden')
    expect(de.messages['button.noNetwork']).toBe('Netzwerk wählen')
  })
})
