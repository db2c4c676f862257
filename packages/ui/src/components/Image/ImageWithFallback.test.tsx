import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ImageWithFallback } from './ImageWithFallback'
import { initials } from './initials'
import type { ImageLoader } from './preloadImage'

const never: ImageLoader = () => new Promise(() => {})

describe('ImageWithFallback', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows the monogram while loading and the image once loaded', async () => {
    let resolve!: () => void
    const loader = vi.fn<ImageLoader>(() => new Promise<void>((r) => (resolve = r)))
    const { container } = render(
      <ImageWithFallback src="https://img.test/w.png" name="Rainbow Wallet" loader={loader} />,
    )
    expect(loader).toHaveBeenCalledWith('https://img.test/w.png')
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-fallback]')?.textContent).toBe('RW')
    await act(async () => resolve())
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.test/w.png')
  })

  it('gives up after the 2 second preload timeout and keeps the fallback', async () => {
    const { container } = render(
      <ImageWithFallback src="https://slow.test/w.png" name="Slow" loader={never} />,
    )
    await act(async () => vi.advanceTimersByTime(1999))
    expect(container.querySelector('[data-status]')?.getAttribute('data-status')).toBe('loading')
    await act(async () => vi.advanceTimersByTime(1))
    expect(container.querySelector('[data-status]')?.getAttribute('data-status')).toBe('failed')
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-fallback]')?.textContent).toBe('S')
  })

  it('falls back when the image fails', async () => {
    const { container } = render(
      <ImageWithFallback
        src="https://img.test/404.png"
        name="Broken"
        loader={() => Promise.reject(new Error('404'))}
      />,
    )
    await act(async () => {})
    expect(container.querySelector('[data-status]')?.getAttribute('data-status')).toBe('failed')
  })

  it('never loads an unsafe URL', () => {
    const loader = vi.fn<ImageLoader>(never)
    const { container } = render(
      <ImageWithFallback src="javascript:alert(1)" name="Evil" loader={loader} />,
    )
    expect(loader).not.toHaveBeenCalled()
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-fallback]')).not.toBeNull()
  })

  it('is an image named by alt when given, decorative otherwise', () => {
    render(<ImageWithFallback src={null} name="Acme" alt="Logo of Acme" loader={never} />)
    expect(screen.getByRole('img', { name: 'Logo of Acme' })).toBeTruthy()
  })
})

describe('initials', () => {
  it('takes up to two letters', () => {
    expect(initials('Rainbow Wallet')).toBe('RW')
    expect(initials('metamask')).toBe('M')
    expect(initials('  ')).toBe('?')
    expect(initials('Ünïcode wållet extra')).toBe('ÜW')
  })
})
