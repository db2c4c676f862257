import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { darkTheme, midnightTheme, useAppKitTheme } from '../src'
import { createTestAppKit, resetAppKit } from './appKitFixture'

afterEach(() => resetAppKit())

describe('useAppKitTheme and the typed theme (issue 38)', () => {
  it('reads and replaces the typed theme; an invalid one throws and changes nothing', async () => {
    createTestAppKit()
    const { result } = renderHook(() => useAppKitTheme())
    expect(result.current.theme).toBeUndefined()
    await act(async () => result.current.setTheme(darkTheme({ accentColor: '#ff0000' })))
    expect(result.current.theme).toMatchObject({ colors: { accent: '#ff0000' } })
    expect(() => result.current.setTheme({ colors: { accent: 'no colour' } })).toThrow(
      expect.objectContaining({
        message: 'Unknown error',
        details: expect.objectContaining({ field: 'theme.colors.accent' }),
      }),
    )
    expect(result.current.theme).toMatchObject({ colors: { accent: '#ff0000' } })
    await act(async () =>
      result.current.setTheme({ lightMode: darkTheme(), darkMode: midnightTheme() }),
    )
    expect(result.current.theme).toMatchObject({ darkMode: { colors: { background: '#000000' } } })
    await act(async () => result.current.setTheme(undefined))
    expect(result.current.theme).toBeUndefined()
  })
})
