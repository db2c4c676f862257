// @vitest-environment node
import { describe, expect, it } from 'vitest'

describe('server-side import', () => {
  it('imports without window or document and defines nothing', async () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const ui = await import('../src/index')
    expect(typeof ui.mountModal).toBe('function')
    expect(ui.canDefineElements()).toBe(false)
    expect(ui.defineModalElement()).toBeUndefined()
    expect(ui.mountModal(() => null)).toBeUndefined()
    expect(ui.prefersReducedMotion()).toBe(false)
  })
})
