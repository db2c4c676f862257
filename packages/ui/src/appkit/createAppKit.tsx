import {
  type AppKitCore,
  type AppKitOptions,
  createAppKitCore,
  type OpenModalParams,
  resetAppKitCore,
} from '@latchkey/controllers'
import { subscribe } from 'valtio/vanilla'
import { AppKitModal } from '../app/AppKitModal'
import { canDefineElements } from '../element/defineModalElement'
import { mountModal, unmountModal } from '../element/mountModal'
import type { Messages } from '../i18n'
import { defineAppKitElements } from '../webComponents/defineAppKitElements'
import { setCurrentAppKit } from './currentAppKit'

export interface CreateAppKitOptions extends AppKitOptions {
  /** BCP 47 tag of the modal's language; missing texts fall back to English. */
  locale?: string
  /** Replaces single texts of the locale. */
  messages?: Partial<Messages>
  /** The host puts <appkit-modal> in its own markup; nothing is appended to body (SPEC §1). */
  disableAppend?: boolean
}

export type AppKit = Omit<AppKitCore, 'open'> & {
  /** Opens the modal, drawing it on first use. */
  open(params?: OpenModalParams): Promise<void>
  close(): void
}

let instance: AppKit | undefined
let dispose: (() => void) | undefined

/**
 * Creates the product once (SPEC §4: a second call returns the first instance). Importing and
 * creating touch no DOM and start no request; the modal is drawn on its first opening, or at
 * once in embedded / disableAppend mode where the host placed the element.
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  if (instance) return instance
  const { locale, messages, disableAppend, ...coreOptions } = options
  const core = createAppKitCore(coreOptions)
  const ctx = core.controllers
  let drawn = false

  const draw = () => {
    if (drawn || !canDefineElements()) return
    drawn = true
    mountModal(
      (root) => <AppKitModal controllers={ctx} root={root} locale={locale} messages={messages} />,
      { disableAppend, embedded: ctx.options.state.enableEmbedded },
    )
  }

  // Controllers open the modal themselves too (sign-in, unsupported network): draw then as well.
  const stopWatching = subscribe(ctx.modal.state, () => {
    if (ctx.modal.state.open) draw()
  })
  dispose = () => {
    stopWatching()
    if (drawn) unmountModal()
  }
  if (disableAppend || ctx.options.state.enableEmbedded) draw()

  const appKit: AppKit = {
    ...core,
    async open(params) {
      draw()
      await core.open(params)
    },
    close: () => core.close(),
  }
  instance = appKit
  setCurrentAppKit(appKit, { locale, messages })
  if (canDefineElements()) defineAppKitElements()
  return appKit
}

/** Forgets the instance and removes its modal (tests, hot reload). */
export function resetAppKit(): void {
  dispose?.()
  dispose = undefined
  instance = undefined
  resetAppKitCore()
  setCurrentAppKit(undefined)
}
