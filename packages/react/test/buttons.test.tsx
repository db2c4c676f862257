import { cleanup, render, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitAccountButton, AppKitButton, AppKitConnectButton, AppKitNetworkButton } from '../src'
import { createTestAppKit, resetAppKit } from './appKitFixture'

afterEach(() => {
  cleanup()
  resetAppKit()
})

const attributesOf = (tag: string) => {
  const element = document.querySelector(tag)
  if (!element) throw new Error(`no <${tag}>`)
  return Object.fromEntries([...element.attributes].map((a) => [a.name, a.value]))
}

/** The button the element drew in its shadow root from those attributes. */
async function drawnButton(tag: string): Promise<HTMLButtonElement> {
  let button: HTMLButtonElement | null | undefined
  await waitFor(() => {
    button = document.querySelector(tag)?.shadowRoot?.querySelector('button')
    expect(button).toBeTruthy()
  })
  return button!
}

describe('the React buttons pass the field’s props to the elements as attributes', () => {
  it('AppKitButton: label, loadingLabel (HTML lower-case), size, balance, namespace, disabled', async () => {
    createTestAppKit()
    render(
      <AppKitButton
        label="Sign in"
        loadingLabel="Wait"
        size="sm"
        balance="hide"
        namespace="solana"
        disabled
      />,
    )
    expect(attributesOf('appkit-button')).toEqual({
      label: 'Sign in',
      loadinglabel: 'Wait',
      size: 'sm',
      balance: 'hide',
      namespace: 'solana',
      disabled: '',
    })
    const button = await drawnButton('appkit-button')
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('data-size')).toBe('sm')
    expect(button.textContent).toContain('Sign in')
  })

  it('a false boolean leaves the attribute out (the element reads presence), and so does an absent prop', async () => {
    createTestAppKit()
    const { rerender } = render(<AppKitConnectButton disabled />)
    expect(attributesOf('appkit-connect-button')).toEqual({ disabled: '' })
    rerender(<AppKitConnectButton disabled={false} label="Connect here" />)
    expect(attributesOf('appkit-connect-button')).toEqual({ label: 'Connect here' })
    const button = await drawnButton('appkit-connect-button')
    await waitFor(() => expect(button.disabled).toBe(false))
    expect(button.textContent).toContain('Connect here')
  })

  it('AppKitConnectButton: label, loadingLabel, size, namespace', () => {
    createTestAppKit()
    render(<AppKitConnectButton label="Go" loadingLabel="Going" size="md" namespace="eip155" />)
    expect(attributesOf('appkit-connect-button')).toEqual({
      label: 'Go',
      loadinglabel: 'Going',
      size: 'md',
      namespace: 'eip155',
    })
  })

  it('AppKitAccountButton: balance, size, namespace, disabled', () => {
    createTestAppKit()
    render(<AppKitAccountButton balance="show" size="sm" namespace="bip122" disabled />)
    expect(attributesOf('appkit-account-button')).toEqual({
      balance: 'show',
      size: 'sm',
      namespace: 'bip122',
      disabled: '',
    })
  })

  it('AppKitNetworkButton: label, size, disabled; drawn disabled', async () => {
    createTestAppKit()
    render(<AppKitNetworkButton label="Network" size="sm" disabled />)
    expect(attributesOf('appkit-network-button')).toEqual({
      label: 'Network',
      size: 'sm',
      disabled: '',
    })
    const button = await drawnButton('appkit-network-button')
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('data-size')).toBe('sm')
  })

  it('renders the same attributes on the server', () => {
    const html = renderToString(<AppKitButton loadingLabel="Wait" disabled={false} size="sm" />)
    expect(html).toBe('<appkit-button loadinglabel="Wait" size="sm"></appkit-button>')
  })
})
