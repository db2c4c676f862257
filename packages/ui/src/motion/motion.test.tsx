import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MOTION } from './durations'
import { motionCss } from './motionCss'
import { usePresence } from './usePresence'

describe('motion', () => {
  afterEach(() => vi.useRealTimers())

  it('uses the SPEC §9 times', () => {
    expect(MOTION).toEqual({ viewMs: 120, modalMs: 150, fadeMs: 150, shakeMs: 500 })
    expect(motionCss).toContain('--lk-duration-view: 120ms')
    expect(motionCss).toContain('--lk-duration-shake: 500ms')
  })

  it('switches every animation and transition off under reduced motion', () => {
    const block = motionCss.slice(motionCss.indexOf('@media (prefers-reduced-motion: reduce)'))
    expect(block).toContain('animation-duration: 0s !important')
    expect(block).toContain('transition-duration: 0s !important')
  })

  it('usePresence holds the exit for its time, then reports closed', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ open }) => usePresence(open, 150), {
      initialProps: { open: true },
    })
    expect(result.current).toBe('open')
    rerender({ open: false })
    expect(result.current).toBe('closing')
    act(() => vi.advanceTimersByTime(149))
    expect(result.current).toBe('closing')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('closed')
    rerender({ open: true })
    expect(result.current).toBe('open')
  })
})
