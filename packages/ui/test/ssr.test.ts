// @vitest-environment node

import { createMemoryStorage } from '@latchkey/core'
import { ethereum } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { createDevAdapter } from './fakes/devWallets'

describe('server-side use', () => {
  it('imports without window or document and defines nothing', async () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const ui = await import('../src/index')
    expect(typeof ui.mountModal).toBe('function')
    expect(ui.canDefineElements()).toBe(false)
    expect(ui.defineModalElement()).toBeUndefined()
    expect(ui.mountModal(() => null)).toBeUndefined()
    expect(ui.prefersReducedMotion()).toBe(false)
    ui.defineAppKitElements()
  })

  it('creates and opens an AppKit on the server, drawing nothing', async () => {
    const ui = await import('../src/index')
    const appKit = ui.createAppKit({
      projectId: 'p',
      networks: [ethereum],
      adapters: [createDevAdapter()],
      storage: createMemoryStorage(),
      logger: { error: () => {}, warn: () => {} },
    })
    await appKit.open()
    expect(appKit.getState()).toMatchObject({ open: true, view: 'Connect' })
    appKit.close()
    ui.resetAppKit()
  })
})
