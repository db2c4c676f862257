import { describe, expect, it } from 'vitest'

describe('custom element definition', () => {
  it('is not defined by importing the package, only by a call', async () => {
    const ui = await import('../src/index')
    expect(customElements.get(ui.MODAL_TAG)).toBeUndefined()
    ui.defineModalElement()
    expect(customElements.get(ui.MODAL_TAG)).toBeDefined()
  })
})
