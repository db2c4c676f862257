import { act } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTestCore, renderModal } from '../../test/fakes/testCore'
import { AppKitModal } from './AppKitModal'

// Issue 35: the embedded wallet's frame speaks the locale the modal resolved (store.modalLocale).
describe('the modal tells the core which locale it speaks', () => {
  it('the resolved tag, not the raw option, and again on a live switch', async () => {
    const t = createTestCore()
    const { rerender } = await renderModal(t)
    expect(t.ctx.store.modalLocale?.tag).toBe('en')
    await act(async () => rerender(<AppKitModal controllers={t.ctx} root={null} locale="de-AT" />))
    expect(t.ctx.store.modalLocale?.tag).toBe('de')
    await act(async () => rerender(<AppKitModal controllers={t.ctx} root={null} locale="zh-TW" />))
    // An on-demand locale counts once its table is in (until then the modal speaks German).
    await vi.waitFor(() => expect(t.ctx.store.modalLocale?.tag).toBe('zh-Hant'), { timeout: 5000 })
  })
})
