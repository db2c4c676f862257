import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Dialog, type DialogProps } from './Dialog'

function Content() {
  return (
    <>
      <h2 id="title">Connect a wallet</h2>
      <button type="button">First</button>
      <button type="button" tabIndex={-1}>
        Skipped
      </button>
      <input aria-label="Middle" />
      <button type="button" disabled>
        Disabled
      </button>
      <button type="button">Last</button>
    </>
  )
}

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Opener
      </button>
      <Dialog labelledBy="title" open={open} onClose={() => setOpen(false)} {...props}>
        <Content />
      </Dialog>
    </>
  )
}

async function openHarness(props: Partial<DialogProps> = {}) {
  const user = userEvent.setup()
  render(<Harness {...props} />)
  await user.click(screen.getByRole('button', { name: 'Opener' }))
  return user
}

describe('Dialog', () => {
  it('is a labelled modal dialog', async () => {
    await openHarness()
    const dialog = screen.getByRole('dialog', { name: 'Connect a wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('aria-labelledby')).toBe('title')
  })

  it('moves focus to the first control when it opens', async () => {
    await openHarness()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }))
  })

  it('prefers a [data-autofocus] element', () => {
    render(
      <Dialog labelledBy="t" open onClose={() => {}}>
        <h2 id="t">T</h2>
        <button type="button">One</button>
        <input aria-label="Search" data-autofocus />
      </Dialog>,
    )
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }))
  })

  it('cycles Tab and Shift+Tab inside the dialog, skipping unfocusable controls', async () => {
    const user = await openHarness()
    const first = screen.getByRole('button', { name: 'First' })
    const middle = screen.getByRole('textbox', { name: 'Middle' })
    const last = screen.getByRole('button', { name: 'Last' })
    await user.tab()
    expect(document.activeElement).toBe(middle)
    await user.tab()
    expect(document.activeElement).toBe(last)
    await user.tab()
    expect(document.activeElement).toBe(first)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(last)
  })

  it('counts a radio group as one stop: its checked radio wraps to the first control', () => {
    render(
      <Dialog labelledBy="t" open onClose={() => {}}>
        <h2 id="t">T</h2>
        <button type="button">Close</button>
        <input type="radio" name="partner" aria-label="A" defaultChecked />
        <input type="radio" name="partner" aria-label="B" />
      </Dialog>,
    )
    const checked = screen.getByRole('radio', { name: 'A' })
    act(() => checked.focus())
    fireEvent.keyDown(checked, { key: 'Tab' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
  })

  it('brings focus back when it lands outside', async () => {
    await openHarness()
    const outside = screen.getByRole('button', { name: 'Opener', hidden: true })
    act(() => outside.focus())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }))
  })

  it('closes on Escape and returns focus to the opener', async () => {
    const user = await openHarness()
    await user.keyboard('{Escape}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Opener' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = vi.fn()
    render(
      <Dialog labelledBy="t" open onClose={onClose}>
        <h2 id="t">T</h2>
        <button type="button">Inside</button>
      </Dialog>,
    )
    const dialog = screen.getByRole('dialog')
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Inside' }))
    fireEvent.click(screen.getByRole('button', { name: 'Inside' }))
    expect(onClose).not.toHaveBeenCalled()
    const backdrop = dialog.parentElement as HTMLElement
    // A drag that starts inside and ends on the backdrop is not a backdrop click.
    fireEvent.mouseDown(dialog)
    fireEvent.click(backdrop)
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.mouseDown(backdrop)
    fireEvent.click(backdrop)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('refuses to close when not closable and reports the refusal', async () => {
    const onRefusedClose = vi.fn()
    const user = await openHarness({ closable: false, onRefusedClose })
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(onRefusedClose).toHaveBeenCalledTimes(1)
  })

  it('keeps the card mounted while it animates out, then removes it', () => {
    vi.useFakeTimers()
    try {
      const { rerender } = render(
        <Dialog labelledBy="t" open onClose={() => {}}>
          <h2 id="t">T</h2>
        </Dialog>,
      )
      rerender(
        <Dialog labelledBy="t" open={false} onClose={() => {}}>
          <h2 id="t">T</h2>
        </Dialog>,
      )
      expect(screen.getByRole('dialog').getAttribute('data-state')).toBe('closing')
      act(() => vi.advanceTimersByTime(150))
      expect(screen.queryByRole('dialog')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('closes at once under prefers-reduced-motion', () => {
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList,
      )
    try {
      const { rerender } = render(
        <Dialog labelledBy="t" open onClose={() => {}}>
          <h2 id="t">T</h2>
        </Dialog>,
      )
      rerender(
        <Dialog labelledBy="t" open={false} onClose={() => {}}>
          <h2 id="t">T</h2>
        </Dialog>,
      )
      expect(screen.queryByRole('dialog')).toBeNull()
    } finally {
      matchMedia.mockRestore()
    }
  })

  it('in inline (embedded) mode is not modal, has no backdrop and ignores Escape', async () => {
    const onClose = vi.fn()
    const user = userEvent.setup()
    render(
      <Dialog labelledBy="t" open={false} inline onClose={onClose}>
        <h2 id="t">T</h2>
        <button type="button">Inside</button>
      </Dialog>,
    )
    const dialog = screen.getByRole('dialog')
    expect(dialog.hasAttribute('aria-modal')).toBe(false)
    expect(dialog.parentElement?.classList.contains('lk-backdrop')).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Inside' }))
    await user.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
  })
})
