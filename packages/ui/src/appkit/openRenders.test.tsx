import * as Modal from '@latchkey/controllers/modal'
import * as Options from '@latchkey/controllers/options'
import { act, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appKitOptions } from '../../test/fakes/appKitOptions'
import { createFakeRegistry } from '../../test/fakes/fakeRegistry'
import { settle } from '../../test/fakes/testCore'
import { MODAL_TAG } from '../element/defineModalElement'
import { type AppKit, type CreateAppKitOptions, createAppKit, resetAppKit } from './createAppKit'

// Every render of the dialog, as `open` and whether it drew the card: the real Dialog, counted.
const renders = vi.hoisted(() => [] as string[])
vi.mock(import('../dialog/Dialog'), async (importOriginal) => {
  const actual = await importOriginal()
  return {
    Dialog(props: Parameters<typeof actual.Dialog>[0]) {
      const drawn = actual.Dialog(props)
      renders.push(`${props.open ? 'open' : 'closed'}${drawn === null ? '' : ', drawn'}`)
      return drawn
    },
  }
})

// The page's idle time, run by hand: whenIdle waits for it once the page has loaded.
let runIdle: (() => void) | undefined
beforeEach(() => {
  renders.length = 0
  runIdle = undefined
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    runIdle = callback
    return 1
  })
})

afterEach(async () => {
  vi.unstubAllGlobals()
  // The element unmounts its React root in a microtask: inside act too.
  await act(async () => resetAppKit())
  document.body.innerHTML = ''
})

const create = (extra: Partial<CreateAppKitOptions> = {}): AppKit =>
  createAppKit(appKitOptions(extra))

const shadow = () => document.querySelector(MODAL_TAG)?.shadowRoot
const dialogShown = () => shadow()?.querySelector('[role="dialog"] .lk-view-body') != null

/** The page's idle time comes: the closed modal is drawn. */
async function idle() {
  await act(async () => runIdle?.())
  await waitFor(() => expect(renders).toEqual(['closed']))
  renders.length = 0
}

/**
 * Calls open() outside act, as a click handler does, and reports whether the dialog's view was
 * in the DOM when the task that called it ended: a macrotask queued first runs only after every
 * microtask of open() (the modal's state change, React's sync render and commit).
 */
async function openInOneTask(appKit: AppKit): Promise<boolean> {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  try {
    const afterTask = new Promise<boolean>((resolve) => setTimeout(() => resolve(dialogShown())))
    void appKit.open()
    return await afterTask
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
  }
}

/** open() shows the view by the end of its task, and the dialog rendered once for it. */
async function expectOneRenderInOneTask(appKit: AppKit) {
  renders.length = 0
  expect(await openInOneTask(appKit)).toBe(true)
  await settle()
  expect(renders).toEqual(['open, drawn'])
}

describe('opening the modal (issue 13: one render, in the frame of the click)', () => {
  it('draws the closed modal at idle: the element is there, no dialog, no request', async () => {
    const registry = createFakeRegistry()
    create({ walletRegistry: registry.client })
    expect(document.querySelector(MODAL_TAG)).toBeNull()
    await idle()
    expect(shadow()?.querySelector('[role="dialog"]')).toBeNull()
    expect(registry.requests).toEqual([])
  })

  it('a first open after idle renders the dialog once, in the task that opened it', async () => {
    const appKit = create()
    await idle()
    await expectOneRenderInOneTask(appKit)
  })

  it('a later open renders it once, in the task that opened it', async () => {
    const appKit = create()
    await idle()
    await act(() => appKit.open())
    act(() => appKit.close())
    await waitFor(() => expect(shadow()?.querySelector('[role="dialog"]')).toBeNull())
    // A close renders the exit ('closing' keeps the card drawn), then removes it.
    expect(renders).toEqual(['open, drawn', 'closed, drawn', 'closed'])
    await expectOneRenderInOneTask(appKit)
  })

  it('does not render the open dialog again for state it does not show', async () => {
    const appKit = create()
    await idle()
    await act(() => appKit.open())
    act(() => {
      Modal.setLoading(appKit.controllers, true)
      Options.setFeatures(appKit.controllers, { analytics: false })
      Options.setFeatures(appKit.controllers, { analytics: true })
    })
    await settle()
    expect(renders).toEqual(['open, drawn'])
  })

  it('with preloadModal off draws nothing at idle; a first open loads it and renders once', async () => {
    const appKit = create({ preloadModal: false })
    await act(async () => runIdle?.())
    expect(document.querySelector(MODAL_TAG)).toBeNull()
    await act(() => appKit.open())
    await waitFor(() => expect(dialogShown()).toBe(true))
    await settle()
    expect(renders).toEqual(['open, drawn'])
  })
})
