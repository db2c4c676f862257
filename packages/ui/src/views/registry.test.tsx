import { VIEWS } from '@latchkey/controllers'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakeApi } from '../../test/fakes/fakeApi'
import { connectWallet, createTestCore, renderModal, settle } from '../../test/fakes/testCore'
import { VIEW_COMPONENTS } from './registry'

// The product rule of issue 23: no view a visitor can reach says it is not available.
const PLACEHOLDER = /not available in this version/i

describe('every view of the router is drawn', () => {
  it('has a component for every view name', () => {
    expect(VIEWS.filter((view) => VIEW_COMPONENTS[view] === undefined)).toEqual([])
  })

  it.each(VIEWS.map((view) => [view]))('draws %s, connected and not', async (view) => {
    for (const connected of [false, true]) {
      const t = createTestCore({ api: createFakeApi().api })
      if (connected) await connectWallet(t)
      const { unmount } = await renderModal(t, { view })
      await settle()
      const dialog = screen.getByRole('dialog')
      expect(dialog.textContent, `${view} (connected: ${connected})`).not.toMatch(PLACEHOLDER)
      unmount()
    }
  })
})
