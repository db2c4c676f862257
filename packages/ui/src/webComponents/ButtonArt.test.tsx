import { render, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ButtonImage, ButtonSpinner } from './ButtonArt'

// A module of its own: the parts load once per module graph, and the first render here is the
// one before they have.
describe('the page buttons’ images and spinner', () => {
  it('keep the image’s place with an empty frame until their chunk loads, then draw it', async () => {
    const { container } = render(
      <button type="button" data-size="sm">
        <ButtonImage src={() => undefined} name="Ethereum" size="sm" />
        <ButtonSpinner />
      </button>,
    )
    const placeholder = container.querySelector('.lk-host-button-image')
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true')
    expect(container.querySelector('[role="status"]')).toBeNull()
    // Without an image URL the monogram of the name, at the small size; the spinner beside it.
    await waitFor(() =>
      expect(container.querySelector('[data-fallback] text')?.textContent).toBe('E'),
    )
    expect(container.querySelector('.lk-host-button-image')).toBeNull()
    expect(container.querySelector('svg.lk-monogram')?.getAttribute('width')).toBe('20')
    expect(container.querySelector('[role="status"] svg')?.getAttribute('width')).toBe('16')
  })
})

describe('the account button’s avatar', () => {
  const monogram = (namespace: 'eip155' | 'solana', address: string) => {
    const { container } = render(
      <ButtonImage
        src={() => undefined}
        name={(parts) => parts.namespaceProfile(namespace).addressBody(address)}
        size="md"
      />,
    )
    return () => container.querySelector('[data-fallback] text')?.textContent
  }

  it('draws an EVM address without its 0x, another namespace’s address whole', async () => {
    const evm = monogram('eip155', '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B')
    await waitFor(() => expect(evm()).toBe('A'))
    // A Solana address has no prefix to drop: its first character, not its third.
    const solana = monogram('solana', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')
    await waitFor(() => expect(solana()).toBe('7'))
  })
})
