import { describe, expect, it } from 'vitest'
import { createLegacySiwe, createMemorySiwx } from '../../test/helpers/siwx'
import { createStore } from '../core/store'
import * as Siwx from './SiwxController'

// Issue 34: sign-in's settings are read from the host's options on the config.
describe('sign-in as functions over the config', () => {
  it('starts idle without a session, in the store', () => {
    const config = { store: createStore() }
    expect(Siwx.state(config)).toEqual({ status: 'idle', hasSession: false })
    expect(config.store.siwx).toBe(Siwx.state(config))
  })

  it('is off without siwx or siweConfig', () => {
    const config = { hostOptions: { networks: [] } }
    expect(Siwx.isEnabled(config)).toBe(false)
    expect(Siwx.isRequired(config)).toBe(false)
    expect(Siwx.config(config)).toBeUndefined()
  })

  it('reads siwx: enabled, required as its getRequired says, the option itself as config', () => {
    const siwx = createMemorySiwx({ required: true })
    const config = { hostOptions: { networks: [], siwx } }
    expect(Siwx.isEnabled(config)).toBe(true)
    expect(Siwx.isRequired(config)).toBe(true)
    expect(Siwx.config(config)).toBe(siwx)
    const optional = { hostOptions: { networks: [], siwx: createMemorySiwx() } }
    expect(Siwx.isRequired(optional)).toBe(false)
  })

  it('reads a legacy siweConfig: enabled, its required flag, no siwx config', () => {
    const config = {
      hostOptions: { networks: [], siweConfig: createLegacySiwe({ required: true }) },
    }
    expect(Siwx.isEnabled(config)).toBe(true)
    expect(Siwx.isRequired(config)).toBe(true)
    expect(Siwx.config(config)).toBeUndefined()
    const optional = { hostOptions: { networks: [], siweConfig: createLegacySiwe() } }
    expect(Siwx.isRequired(optional)).toBe(false)
  })
})
