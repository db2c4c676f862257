import { describe, expect, it } from 'vitest'
import { createStore } from '../core/store'
import * as Alert from './AlertController'

describe('alerts as free functions over a store (issue 34)', () => {
  it('shows each code once per store (SPEC §8), keeping the code only', () => {
    const config = { store: createStore() }
    expect(Alert.state(config)).toEqual({ open: false, alert: undefined })
    expect(Alert.wasShown(config, 'INVALID_APP_CONFIGURATION')).toBe(false)
    expect(Alert.showOnce(config, { code: 'INVALID_APP_CONFIGURATION', extra: 1 } as never)).toBe(
      true,
    )
    expect(Alert.state(config)).toEqual({
      open: true,
      alert: { code: 'INVALID_APP_CONFIGURATION' },
    })
    Alert.close(config)
    expect(Alert.state(config).open).toBe(false)
    expect(Alert.showOnce(config, { code: 'INVALID_APP_CONFIGURATION' })).toBe(false)
    expect(Alert.state(config).open).toBe(false)
    expect(Alert.wasShown(config, 'INVALID_APP_CONFIGURATION')).toBe(true)
    // Another store (another createAppKit) has shown nothing yet.
    const other = { store: createStore() }
    expect(Alert.wasShown(other, 'INVALID_APP_CONFIGURATION')).toBe(false)
    expect(Alert.showOnce(other, { code: 'INVALID_APP_CONFIGURATION' })).toBe(true)
  })
})
