import * as Connection from '@latchkey/controllers/connection'
import { createMemoryStorage } from '@latchkey/core'
import { ethereum } from '@latchkey/test-fakes'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ADDRESS, createDevAdapter } from '../../test/fakes/devWallets'
import { DESKTOP } from '../../test/fakes/testCore'
import { createAppKit, resetAppKit } from '../appkit/createAppKit'
import { defineAppKitElements } from './defineAppKitElements'

// The field's attributes of <appkit-button> and its siblings: label, loadingLabel, size,
// disabled, balance, namespace.
afterEach(() => {
  act(() => resetAppKit())
  document.body.innerHTML = ''
})

function setUp(adapter = createDevAdapter()) {
  defineAppKitElements()
  const appKit = createAppKit({
    projectId: 'p',
    networks: [ethereum],
    adapters: [adapter],
    storage: createMemoryStorage(),
    environment: DESKTOP,
    logger: { error: () => {}, warn: () => {} },
  })
  return { appKit, adapter }
}

function place(tag: string, attributes: Record<string, string>) {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  act(() => document.body.append(element))
  return element
}

const buttonOf = (element: HTMLElement) => element.shadowRoot?.querySelector('button') ?? null

async function connect(setup: ReturnType<typeof setUp>) {
  const connecting = Connection.connect(setup.appKit.controllers, {
    connectorId: 'dev.latchkey.wallet',
    namespace: 'eip155',
  })
  await act(async () => {
    setup.adapter.approve()
    await connecting
  })
}

describe('the page buttons honour the attributes', () => {
  it('label, loadingLabel and size: "sm" on the connect side', async () => {
    const setup = setUp()
    const element = place('appkit-button', {
      label: 'Sign in',
      loadingLabel: 'Hold on',
      size: 'sm',
    })
    await waitFor(() => expect(buttonOf(element)?.textContent).toBe('Sign in'))
    expect(buttonOf(element)?.dataset.size).toBe('sm')
    const connecting = Connection.connect(setup.appKit.controllers, {
      connectorId: 'dev.latchkey.wallet',
      namespace: 'eip155',
    })
    await waitFor(() => expect(buttonOf(element)?.textContent).toBe('Hold on'))
    await act(async () => {
      setup.adapter.approve()
      await connecting
    })
    await waitFor(() => expect(buttonOf(element)?.dataset.kind).toBe('account'))
    expect(buttonOf(element)?.dataset.size).toBe('sm')
  })

  it('disabled: the button cannot open the modal; removing it enables it again', async () => {
    const { appKit } = setUp()
    const element = place('appkit-button', { disabled: '' })
    await waitFor(() => expect(buttonOf(element)?.disabled).toBe(true))
    await act(async () => buttonOf(element)!.click())
    expect(appKit.getState().open).toBe(false)
    act(() => element.removeAttribute('disabled'))
    await waitFor(() => expect(buttonOf(element)?.disabled).toBe(false))
    await act(async () => buttonOf(element)!.click())
    expect(appKit.getState()).toMatchObject({ open: true, view: 'Connect' })
  })

  it('balance="hide" leaves the balance out of the connected account', async () => {
    const setup = setUp()
    const shown = place('appkit-button', {})
    const hidden = place('appkit-account-button', { balance: 'hide' })
    await connect(setup)
    await waitFor(() => expect(buttonOf(shown)?.textContent).toContain('1.234 ETH'))
    const short = `${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-4)}`
    await waitFor(() => expect(buttonOf(hidden)?.textContent).toContain(short))
    expect(buttonOf(hidden)?.textContent).not.toContain('ETH')
  })

  it('namespace: a button for a namespace not connected offers to connect it', async () => {
    const setup = setUp()
    const solana = place('appkit-button', { namespace: 'solana' })
    const evm = place('appkit-button', { namespace: 'eip155' })
    await connect(setup)
    await waitFor(() => expect(buttonOf(evm)?.dataset.kind).toBe('account'))
    expect(buttonOf(solana)?.dataset.kind).toBe('connect')
  })

  it('<appkit-network-button> takes label, size and disabled', async () => {
    setUp()
    const element = place('appkit-network-button', { label: 'Chain', size: 'sm', disabled: '' })
    await waitFor(() =>
      expect(buttonOf(element)?.querySelector('span:last-child')?.textContent).toBe('Chain'),
    )
    expect(buttonOf(element)?.dataset.size).toBe('sm')
    expect(buttonOf(element)?.disabled).toBe(true)
  })
})
