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
