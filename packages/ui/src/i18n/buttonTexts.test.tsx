import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Messages } from './en'
import { useButtonTexts } from './useButtonTexts'

afterEach(() => vi.restoreAllMocks())

const load = () => import('./buttonTexts')

function Button({ locale, messages }: { locale?: string; messages?: Partial<Messages> }) {
  const texts = useButtonTexts(locale, messages, load)
  return texts ? (
    <button type="button" lang={texts.locale}>
      {texts.t('button.connect')}
    </button>
  ) : null
}

describe("the page buttons' texts", () => {
  it('draws English at once, with the host texts on top', () => {
    render(<Button locale="en-GB" messages={{ 'button.connect': 'Sign in' }} />)
    expect(screen.getByRole('button').textContent).toBe('Sign in')
  })

  it('draws nothing until another locale table is there, then its text', async () => {
    render(<Button locale="ar" />)
    expect(screen.queryByRole('button')).toBeNull()
    const button = await screen.findByRole('button')
    // ar.ts: 'button.connect'.
    expect(button.textContent).toBe('ربط المحفظة')
    expect(button.getAttribute('lang')).toBe('ar')
  })

  it("follows the browser's languages without an option", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-TW', 'en'])
    render(<Button />)
    expect(screen.queryByRole('button')).toBeNull()
    expect((await screen.findByRole('button')).textContent).toBe('連接錢包')
  })

  it('keeps the previous texts on a live switch until the next table is there', async () => {
    const seen: string[] = []
    const { rerender } = render(<Button locale="de" />)
    expect((await screen.findByRole('button')).textContent).toBe('Wallet verbinden')
    const observer = new MutationObserver(() =>
      seen.push(screen.getByRole('button').textContent ?? ''),
    )
    observer.observe(document.body, { subtree: true, characterData: true, childList: true })
    await act(async () => rerender(<Button locale="he" />))
    await screen.findByText('חיבור ארנק')
    observer.disconnect()
    expect(seen.filter((text) => text === 'Connect wallet')).toEqual([])
  })

  it('speaks English when no locale serves the option or the browser', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['tlh'])
    render(<Button locale="xx" />)
    expect((await screen.findByRole('button')).textContent).toBe('Connect wallet')
  })
})
