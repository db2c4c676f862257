import { createManualClock } from '@latchkey/core'
import { describe, expect, it } from 'vitest'
import { createStore } from '../core/store'
import * as Snack from './SnackController'

const config = () => ({ store: createStore(), clock: createManualClock() })

describe('the toast as free functions over a store (issue 34)', () => {
  it('starts closed, and a success toast closes itself after 2.5 s', () => {
    const c = config()
    expect(Snack.state(c)).toEqual({
      message: undefined,
      variant: 'success',
      svg: undefined,
      open: false,
      autoClose: true,
    })
    Snack.showSuccess(c, { code: 'TRANSACTION_STARTED' }, { svg: 'checkmark' })
    expect(Snack.state(c)).toEqual({
      message: { code: 'TRANSACTION_STARTED' },
      variant: 'success',
      svg: 'checkmark',
      open: true,
      autoClose: true,
    })
    c.clock.advance(2_499)
    expect(Snack.state(c).open).toBe(true)
    c.clock.advance(1)
    expect(Snack.state(c).open).toBe(false)
  })

  it('a loading toast stays; one shown over an open toast hides it and re-shows after 150 ms (SPEC §3)', () => {
    const c = config()
    Snack.showLoading(c, { text: 'Authenticating...' })
    c.clock.advance(10_000)
    expect(Snack.state(c)).toMatchObject({ open: true, variant: 'loading', autoClose: false })
    Snack.showError(c, { text: 'Boom' })
    expect(Snack.state(c)).toMatchObject({ open: false, variant: 'loading' })
    c.clock.advance(149)
    expect(Snack.state(c).open).toBe(false)
    c.clock.advance(1)
    expect(Snack.state(c)).toMatchObject({
      open: true,
      variant: 'error',
      message: { text: 'Boom' },
    })
  })

  it('hide stops the pending re-show and the auto-close, in this store only', () => {
    const c = config()
    const other = { store: createStore(), clock: c.clock }
    Snack.show(c, { text: 'one' }, 'success')
    Snack.show(other, { text: 'other' }, 'success')
    Snack.show(c, { text: 'two' }, 'success')
    Snack.hide(c)
    c.clock.advance(150)
    expect(Snack.state(c).open).toBe(false)
    expect(Snack.state(c).message).toEqual({ text: 'one' })
    expect(Snack.state(other).open).toBe(true)
    c.clock.advance(2_350)
    expect(Snack.state(other).open).toBe(false)
  })
})
