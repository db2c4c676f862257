import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestCore, renderModal, viewLoaded } from '../../../test/fakes/testCore'
import { AppKitModal } from '../../app/AppKitModal'
import { nextTick } from './usePairingTimeLeft'

// Issue 35: the QR view says how long its code is shown (SPEC §4: 4 minutes, replaced 10 s
// before the end), in the visitor's words through Intl.RelativeTimeFormat.
const timeLeft = () => screen.getByTestId('wc-time-left').textContent

describe('pairing countdown', () => {
  it('counts whole minutes, then seconds, on the core clock', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'ConnectingWalletConnect' })
    await screen.findByTestId('wc-time-left')
    // 3 min 50 s to go.
    expect(timeLeft()).toBe('This code expires in 3 minutes.')
    await act(async () => t.clock.advance(50_000))
    expect(timeLeft()).toBe('This code expires in 3 minutes.')
    await act(async () => t.clock.advance(1))
    expect(timeLeft()).toBe('This code expires in 2 minutes.')
    await act(async () => t.clock.advance(2 * 60_000 - 1))
    expect(timeLeft()).toBe('This code expires in 1 minute.')
    await act(async () => t.clock.advance(1))
    expect(timeLeft()).toBe('This code expires in 59 seconds.')
    await act(async () => t.clock.advance(1000))
    expect(timeLeft()).toBe('This code expires in 58 seconds.')
  })

  it('speaks the locale', async () => {
    for (const [locale, expected] of [
      ['de', 'Dieser Code läuft in 3 Minuten ab.'],
      ['fr', 'Ce code expire dans 3 minutes.'],
    ] as const) {
      const t = createTestCore()
      const { unmount } = render(<AppKitModal controllers={t.ctx} root={null} locale={locale} />)
      await act(async () => {
        await t.core.open({ view: 'ConnectingWalletConnect' })
      })
      await viewLoaded()
      await screen.findByTestId('wc-time-left')
      expect(timeLeft()).toBe(expected)
      unmount()
    }
  })

  it('wakes when the shown number changes, not before', () => {
    expect(nextTick(230_000)).toBe(50_001)
    expect(nextTick(120_000)).toBe(1)
    expect(nextTick(59_999)).toBe(1000)
    expect(nextTick(1500)).toBe(501)
  })
})
