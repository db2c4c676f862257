import { describe, expect, it } from 'vitest'
import { lazyModule } from './lazyModule'

describe('lazyModule', () => {
  it('loads once, and runs in the same task once loaded', async () => {
    let imports = 0
    const lazy = lazyModule(async () => {
      imports++
      return { double: async (n: number) => n * 2 }
    })
    expect(await lazy.run((m) => m.double(2))).toBe(4)
    let ran = false
    void lazy.run(async () => {
      ran = true
    })
    expect(ran).toBe(true)
    expect(imports).toBe(1)
  })

  it('tries a failed load again on the next call', async () => {
    let attempt = 0
    const lazy = lazyModule(async () => {
      attempt++
      if (attempt === 1) throw new Error('chunk dropped')
      return { value: 7 }
    })
    await expect(lazy.load()).rejects.toThrow('chunk dropped')
    expect(lazy.loaded()).toBeUndefined()
    expect((await lazy.load()).value).toBe(7)
  })

  it('hands the module over at once once it has loaded, and nothing before', async () => {
    const lazy = lazyModule(async () => ({ value: 7 }))
    expect(lazy.loaded()).toBeUndefined()
    const loading = lazy.load()
    expect(lazy.loaded()).toBeUndefined()
    expect(await loading).toBe(lazy.loaded())
  })
})
