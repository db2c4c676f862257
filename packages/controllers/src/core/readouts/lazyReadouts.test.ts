import { createTestCore, settle } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { createSiwxReadout } from '../../siwx/siwxReadout'
import { createSubscriptions } from '../subscriptions'
import { createFieldMethods } from './fieldMethods'
import { lazyReadouts, READOUT_NAMES, type Readouts } from './lazyReadouts'

describe('the host read-outs are built on their first call (issue 13)', () => {
  it('lists every read-out there is, and only those', () => {
    const t = createTestCore()
    const real = {
      ...createSubscriptions(t.ctx),
      ...createSiwxReadout(t.ctx),
      ...createFieldMethods(t.ctx),
    }
    expect([...READOUT_NAMES].sort()).toEqual(Object.keys(real).sort())
    for (const name of READOUT_NAMES) expect(typeof t.core[name]).toBe('function')
  })

  it('builds nothing until one is called, then once, whichever is called and however', () => {
    let builds = 0
    const calls: unknown[][] = []
    const readouts = lazyReadouts(() => {
      builds += 1
      return {
        getChainId: (...args: unknown[]) => {
          calls.push(args)
          return 10
        },
      } as unknown as Readouts
    })
    expect(builds).toBe(0)
    // Detached, as a host destructuring the instance calls it; arguments pass through.
    const { getChainId } = readouts
    expect((getChainId as (...a: unknown[]) => unknown)('a', 2)).toBe(10)
    expect(readouts.getChainId()).toBe(10)
    expect(builds).toBe(1)
    expect(calls).toEqual([['a', 2], []])
  })

  it('a read-out first called after changes reports the current state, then hears later ones', async () => {
    const t = createTestCore()
    await settle()
    t.core.setThemeMode('light')
    const heard: string[] = []
    const stop = t.core.subscribeTheme((theme) => heard.push(theme.themeMode))
    t.core.setThemeMode('dark')
    await settle()
    stop()
    t.core.setThemeMode('light')
    await settle()
    expect(heard).toEqual(['light', 'dark'])
    const { getThemeMode } = t.core
    expect(getThemeMode()).toBe('light')
  })
})
