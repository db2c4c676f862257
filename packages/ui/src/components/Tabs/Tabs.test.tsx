import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Tabs } from './Tabs'

const TABS = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'nfts', label: 'NFTs' },
  { id: 'activity', label: 'Activity' },
] as const

function Harness() {
  const [selected, setSelected] = useState<(typeof TABS)[number]['id']>('tokens')
  return (
    <Tabs
      label="Account sections"
      tabs={TABS}
      selected={selected}
      onSelect={(id) => setSelected(id)}
    >
      <p>Panel {selected}</p>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('has a named tab list, one selected tab and a panel labelled by it', () => {
    render(<Harness />)
    expect(screen.getByRole('tablist', { name: 'Account sections' })).toBeTruthy()
    const tokens = screen.getByRole('tab', { name: 'Tokens' })
    expect(tokens.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('false')
    expect(screen.getByRole('tabpanel', { name: 'Tokens' }).textContent).toBe('Panel tokens')
  })

  it('is one Tab stop (roving tabindex)', async () => {
    const user = userEvent.setup()
    render(
      <>
        <Harness />
        <button type="button">After</button>
      </>,
    )
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tokens' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }))
  })

  it('moves and selects with arrows, wrapping, and jumps with Home and End', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('tab', { name: 'Tokens' }))
    await user.keyboard('{ArrowRight}')
    const nfts = screen.getByRole('tab', { name: 'NFTs' })
    expect(document.activeElement).toBe(nfts)
    expect(nfts.getAttribute('aria-selected')).toBe('true')
    expect(nfts.tabIndex).toBe(0)
    expect(screen.getByRole('tab', { name: 'Tokens' }).tabIndex).toBe(-1)
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tokens' }))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Activity' }))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tokens' }))
    await user.keyboard('{End}')
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel activity')
  })
})
