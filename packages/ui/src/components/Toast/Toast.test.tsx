import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_AUTO_CLOSE_MS, Toast } from './Toast'

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps a polite live region in the DOM even when closed', () => {
    render(
      <Toast open={false} message="" variant="success" onClose={() => {}} label="Notifications" />,
    )
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.textContent).toBe('')
  })

  it('shows its message and closes itself after the auto-close time', () => {
    const onClose = vi.fn()
    render(
      <Toast open message="Transaction started" variant="success" onClose={onClose} label="N" />,
    )
    expect(screen.getByRole('region').textContent).toContain('Transaction started')
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1))
    expect(onClose).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('a loading toast and one without autoClose stay until closed', () => {
    const onClose = vi.fn()
    const { rerender } = render(
      <Toast open message="Authenticating..." variant="loading" onClose={onClose} label="N" />,
    )
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 4))
    rerender(
      <Toast
        open
        message="Something went wrong"
        variant="error"
        autoClose={false}
        onClose={onClose}
        label="N"
      />,
    )
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 4))
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('region').textContent).toContain('Something went wrong')
  })
})
