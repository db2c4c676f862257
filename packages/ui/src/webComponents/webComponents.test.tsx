import type { BlockchainApi } from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import { createMemoryStorage } from '@latchkey/core'
import { ethereum } from '@latchkey/test-fakes'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ADDRESS, createDevAdapter } from '../../test/fakes/devWallets'
import { createFakeApi } from '../../test/fakes/fakeApi'
import { DESKTOP } from '../../test/fakes/testCore'
import { type CreateAppKitOptions, createAppKit, resetAppKit } from '../appkit/createAppKit'
import { APPKIT_ELEMENT_TAGS, defineAppKitElements } from './defineAppKitElements'

afterEach(() => {
  act(() => resetAppKit())
  document.body.innerHTML = ''
})

/** createAppKit over a fake EVM adapter, quiet and in memory. */
function createTestAppKit(adapter = createDevAdapter(), extra: Partial<CreateAppKitOptions> = {}) {
  return createAppKit({
    projectId: 'p',
    networks: [ethereum],
    adapters: [adapter],
    storage: createMemoryStorage(),
    environment: DESKTOP,
    logger: { error: () => {}, warn: () => {} },
    ...extra,
  })
}

function place(tag: string) {
  const element = document.createElement(tag)
  act(() => document.body.append(element))
  return element
}

describe('web components', () => {
  it('defines the four elements once', () => {
    defineAppKitElements()
    defineAppKitElements()
    for (const tag of Object.keys(APPKIT_ELEMENT_TAGS))
      expect(customElements.get(tag)).toBeDefined()
  })

  it('<appkit-button> of an app with no adapters opens basic mode on its QR view (SPEC §2)', async () => {
    defineAppKitElements()
    const element = place('appkit-button')
    const appKit = createTestAppKit(createDevAdapter(), { adapters: [] })
    await waitFor(() => expect(element.shadowRoot?.querySelector('button')).not.toBeNull())
    await act(async () => element.shadowRoot!.querySelector('button')!.click())
    await waitFor(() =>
      expect(appKit.getState()).toMatchObject({ open: true, view: 'ConnectingWalletConnectBasic' }),
    )
  })

  it('<appkit-button> waits for createAppKit, then connects, then shows the account', async () => {
    defineAppKitElements()
    const element = place('appkit-button')
    expect(element.shadowRoot?.querySelector('button')).toBeNull()
    const fake = createDevAdapter()
    const appKit = createTestAppKit(fake)
    await waitFor(() =>
      expect(element.shadowRoot?.querySelector('button')?.textContent).toBe('Connect wallet'),
    )
    await act(async () => element.shadowRoot!.querySelector('button')!.click())
    expect(appKit.getState()).toMatchObject({ open: true, view: 'Connect' })
    const connecting = Connection.connect(appKit.controllers, {
      connectorId: 'dev.latchkey.wallet',
      namespace: 'eip155',
    })
    await act(async () => {
      fake.approve()
      await connecting
    })
    const button = () => element.shadowRoot!.querySelector('button')!
    await waitFor(() => expect(button().dataset.kind).toBe('account'))
    await waitFor(() => expect(button().textContent).toContain('1.234 ETH'))
    // Named by its visible text (no aria-label to drift from it); the avatar is decoration.
    expect(button().hasAttribute('aria-label')).toBe(false)
    expect(button().title).toBe('Open your account')
    const visible = button().cloneNode(true) as HTMLElement
    for (const svg of visible.querySelectorAll('svg')) svg.remove()
    expect(visible.textContent).toBe(`1.234 ETH ${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-4)}`)
  })

  it('<appkit-account-button> shows the profile name and avatar of the (account, network)', async () => {
    defineAppKitElements()
    const fake = createDevAdapter()
    const { api } = createFakeApi()
    api.fetchIdentity = async ({ address }) => ({
      name: address === ADDRESS ? 'alice.latchkey.id' : null,
      avatar: 'https://img.test/alice.png',
    })
    const appKit = createTestAppKit(fake, { blockchainApi: api as BlockchainApi })
    const element = place('appkit-account-button')
    const connecting = Connection.connect(appKit.controllers, {
      connectorId: 'dev.latchkey.wallet',
      namespace: 'eip155',
    })
    await act(async () => {
      fake.approve()
      await connecting
    })
    const button = () => element.shadowRoot!.querySelector('button')!
    await waitFor(() => expect(button().textContent).toContain('alice.latchkey.id'))
    expect(button().textContent).not.toContain(ADDRESS.slice(0, 6))
    // The avatar the button draws (through ImageWithFallback's checks and preload).
    expect(Chain.getAccount(appKit.controllers, 'eip155')?.profileImage).toBe(
      'https://img.test/alice.png',
    )
  })

  it('<appkit-button> shows Connect again once the modal closes on an unscanned QR code', async () => {
    defineAppKitElements()
    const fake = createDevAdapter()
    const appKit = createTestAppKit(fake)
    const element = place('appkit-button')
    const button = () => element.shadowRoot?.querySelector('button')
    await waitFor(() => expect(button()?.textContent).toBe('Connect wallet'))
    await act(async () => appKit.open({ view: 'ConnectingWalletConnect' }))
    await waitFor(() => expect(Connection.state(appKit.controllers).wcUri).toMatch(/^wc:/))
    await waitFor(() => expect(button()?.textContent).toMatch(/^Connecting/))
    act(() => appKit.close())
    // SPEC §4: nothing is connecting once no one sees the code; nothing was connected before.
    await waitFor(() => expect(button()?.textContent).toBe('Connect wallet'))
    expect(Connection.state(appKit.controllers).status).toBe('disconnected')
    expect(button()?.getAttribute('aria-busy')).toBeNull()
    // The pairing stays open until it expires: a wallet that scanned it may still approve.
    await act(async () => fake.approve())
    await waitFor(() => expect(button()?.dataset.kind).toBe('account'))
    expect(Connection.state(appKit.controllers).status).toBe('connected')
  })

  it('<appkit-network-button> names the network and opens Networks', async () => {
    defineAppKitElements()
    const appKit = createTestAppKit()
    const element = place('appkit-network-button')
    await waitFor(() =>
      expect(element.shadowRoot?.querySelector('button')?.textContent).toContain(
        'Network: Ethereum',
      ),
    )
    await act(async () => element.shadowRoot!.querySelector('button')!.click())
    expect(appKit.getState().view).toBe('Networks')
  })

  it('speaks the locale and the texts given to createAppKit, as the modal does', async () => {
    defineAppKitElements()
    createTestAppKit(undefined, {
      locale: 'de-AT',
      messages: { 'button.connect': 'Jetzt verbinden' },
    })
    const connect = place('appkit-connect-button')
    const network = place('appkit-network-button')
    await waitFor(() =>
      expect(connect.shadowRoot?.querySelector('button')?.textContent).toBe('Jetzt verbinden'),
    )
    expect(connect.shadowRoot?.querySelector('.lk-root')?.getAttribute('lang')).toBe('de')
    expect(network.shadowRoot?.querySelector('button')?.textContent).toContain('Netzwerk: Ethereum')
  })

  it('<appkit-account-button> writes the balance in the locale’s digits and separators', async () => {
    defineAppKitElements()
    for (const [locale, shown] of [
      ['de', '1,234 ETH'],
      ['fa', '۱٫۲۳۴ ETH'],
    ]) {
      const fake = createDevAdapter()
      const appKit = createTestAppKit(fake, { locale })
      const element = place('appkit-account-button')
      const connecting = Connection.connect(appKit.controllers, {
        connectorId: 'dev.latchkey.wallet',
        namespace: 'eip155',
      })
      await act(async () => {
        fake.approve()
        await connecting
      })
      const balance = () => element.shadowRoot?.querySelector('.lk-host-button-balance')
      await waitFor(() => expect(balance()?.textContent).toBe(shown))
      // Amounts stay left to right inside a right-to-left page.
      expect(balance()?.getAttribute('dir')).toBe('ltr')
      act(() => resetAppKit())
      document.body.innerHTML = ''
    }
  })
})
