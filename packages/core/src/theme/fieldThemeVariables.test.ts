import { describe, expect, it } from 'vitest'
import { translateThemeVariables } from './fieldThemeVariables'

describe('the field’s --w3m-* theme variables', () => {
  it('become ours, and ours win when both are given', () => {
    expect(
      translateThemeVariables({
        '--w3m-accent': '#ff0066',
        '--w3m-border-radius-master': '2px',
        '--w3m-z-index': 9999,
        '--w3m-font-family': 'Inter, sans-serif',
        '--w3m-font-size-master': '10px',
      }),
    ).toEqual({
      variables: {
        '--lk-accent': '#ff0066',
        '--lk-border-radius-master': '2px',
        '--lk-z-index': 9999,
        '--lk-font-family': 'Inter, sans-serif',
        '--lk-font-size-master': '10px',
      },
      unknown: [],
    })
    expect(
      translateThemeVariables({ '--w3m-accent': '#ff0066', '--lk-accent': '#00ff00' }).variables,
    ).toEqual({ '--lk-accent': '#00ff00' })
  })

  it('name every variable the modal cannot use instead of dropping it silently', () => {
    expect(
      translateThemeVariables({
        '--w3m-color-mix': '#000',
        '--w3m-qr-color': '#fff',
        '--lk-shadow': '0',
        '--w3m-made-up': '1',
        '--lk-accent': '#123456',
      }),
    ).toEqual({
      variables: { '--lk-shadow': '0', '--lk-accent': '#123456' },
      unknown: ['--w3m-color-mix', '--w3m-qr-color', '--lk-shadow', '--w3m-made-up'],
    })
  })
})
