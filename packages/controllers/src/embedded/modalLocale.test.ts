import { describe, expect, it } from 'vitest'
import type { Config } from '../core/Config'
import { createStore } from '../core/store'
import { createEmbeddedHost } from './createEmbeddedHost'
import { setModalLocale } from './modalLocale'

describe("the embedded wallet's frame hears the modal's locale (issue 35)", () => {
  it('none before the ui says one; then each change, once', async () => {
    const config = { store: createStore() }
    const host = createEmbeddedHost(config as unknown as Config)
    expect(host.locale?.()).toBeUndefined()
    const heard: (string | undefined)[] = []
    const stop = host.onLocaleChange?.(() => heard.push(host.locale?.()))
    setModalLocale(config, 'ar')
    await Promise.resolve()
    setModalLocale(config, 'ar')
    await Promise.resolve()
    setModalLocale(config, 'zh-Hant')
    await Promise.resolve()
    expect(heard).toEqual(['ar', 'zh-Hant'])
    expect(host.locale?.()).toBe('zh-Hant')
    stop?.()
    setModalLocale(config, 'de')
    await Promise.resolve()
    expect(heard).toEqual(['ar', 'zh-Hant'])
  })
})
