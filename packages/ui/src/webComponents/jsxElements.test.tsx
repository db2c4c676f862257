import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AppKitIntrinsicElements } from './jsxElements'

describe('the web components in JSX', () => {
  it('type-check as React elements with the field’s attributes, and render as the elements', () => {
    // A TypeScript error here (an unknown element or attribute) fails `tsc --noEmit` in CI.
    const { container } = render(
      <div>
        <appkit-button label="Sign in" balance="hide" size="sm" />
        <appkit-connect-button label="Connect" />
        <appkit-account-button balance="show" />
        <appkit-network-button />
      </div>,
    )
    expect([...container.querySelectorAll('*')].map((e) => e.localName).slice(1)).toEqual([
      'appkit-button',
      'appkit-connect-button',
      'appkit-account-button',
      'appkit-network-button',
    ])
    const label: AppKitIntrinsicElements['appkit-button']['label'] = 'x'
    expect(label).toBe('x')
  })

  it('refuses what the elements do not take (checked by tsc)', () => {
    // @ts-expect-error: balance is 'show' or 'hide'
    const bad = <appkit-account-button balance="maybe" />
    expect(bad.type).toBe('appkit-account-button')
  })
})
