import {
  type AppKitCore,
  type AppKitOptions,
  appKitInstance,
  buildAppKitCore,
  loadLateControllers,
  type OpenModalParams,
} from '@latchkey/controllers'
import * as Modal from '@latchkey/controllers/modal'
import * as Options from '@latchkey/controllers/options'
import * as Theme from '@latchkey/controllers/theme'
import { whenIdle } from '@latchkey/core'
import type { UniversalProviderInstance } from '@latchkey/walletconnect'
import { proxy, subscribe } from 'valtio/vanilla'
import { canDefineElements } from '../element/canDefineElements'
import type { LocaleTable } from '../i18n'
import type { HostMessages } from '../i18n/hostMessages'
import type { ThemeOption } from '../theme/Theme'
import { checkThemeOption } from '../theme/themeOverrides'
import { defineAppKitElements } from '../webComponents/defineAppKitElements'
import { loadButtonParts } from '../webComponents/loadButtonParts'
import { type AppKitPresentation, setPresentation } from './currentAppKit'
import { loadAppKitModal } from './loadAppKitModal'

export interface CreateAppKitOptions extends AppKitOptions {
  /**
   * BCP 47 tag of the modal's language (e.g. 'ar', 'zh-TW', 'pt'); without it, or when no
   * built-in locale serves it, the visitor's browser languages in order, else English.
   */
  locale?: string
  /** Replaces single texts of the locale: the modal's, and the Swap and Buy views' too. */
  messages?: HostMessages
  /** The host puts <appkit-modal> in its own markup; nothing is appended to body (SPEC §1). */
  disableAppend?: boolean
  /**
   * False: nothing of the modal loads until its first open (or a pointer or the focus on a page
   * button). By default its code loads once the page is idle after `load`, and the closed modal
   * is drawn then, so that a first open only renders the dialog. Either way no request is made
   * to the provider before the first open.
   */
  preloadModal?: boolean
  /**
   * The modal's look as a typed theme: a preset (`darkTheme({ accentColor })`), only the tokens to
   * change, or `{ lightMode, darkMode }` for `themeMode` to pick from. `themeVariables` apply on
   * top. A token that is not one throws the invalid-input error.
   */
  theme?: ThemeOption
}

export type AppKit = Omit<AppKitCore, 'open' | 'getUniversalProvider'> & {
  /** Opens the modal, loading and drawing it on first use. */
  open(params?: OpenModalParams): Promise<void>
  close(): void
  /**
   * Basic mode's WalletConnect UniversalProvider, loaded on first call, for the host's own
   * session requests; undefined when adapters are given.
   */
  getUniversalProvider(): Promise<UniversalProviderInstance | undefined>
  /** Switches the modal and the page buttons to another locale (undefined: the browser's) live. */
  setLocale(locale: string | undefined): void
  /** Replaces the host's own texts (the `messages` option) live. */
  setMessages(messages: HostMessages | undefined): void
  /**
   * Adds a whole locale of the host's (e.g. 'sw'), or replaces a built-in one, live: the
   * `locale` option and the browser's languages can pick it. Missing texts are the base
   * language's, else English's (one console warning names them); a text with other
   * placeholders than English's rejects with the invalid-input error and adds nothing.
   */
  addLocale(tag: string, table: LocaleTable): Promise<void>
  /**
   * Replaces the typed theme (undefined: none) live, in the modal and the page buttons. An invalid
   * one throws the invalid-input error and changes nothing.
   */
  setTheme(theme: ThemeOption | undefined): void
}

/**
 * Creates the product once (SPEC §4: a second call returns the first instance). Importing and
 * creating touch no DOM and start no request; the modal is loaded and drawn closed once the page
 * is idle after load (or on its first opening with `preloadModal: false`), or at once in
 * embedded / disableAppend mode where the host placed the element.
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  const held = appKitInstance.get<AppKit>()
  // A core createAppKitCore made first is the first instance (SPEC §4): draw the modal around it.
  if (held && !drawnInstances.has(held))
    return appKitInstance.replace((core) => buildAppKit(options, core as AppKitCore))
  return appKitInstance.getOrCreate(() => buildAppKit(options))
}

/** The instances createAppKit made, as opposed to a bare core. */
const drawnInstances = new WeakSet<object>()

// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
const buildAppKit = (function buildAppKit(
  options: CreateAppKitOptions,
  existing?: AppKitCore,
): { appKit: AppKit; dispose: () => void } {
  const { locale, messages, disableAppend, preloadModal = true, theme, ...coreOptions } = options
  // Checked before anything is made (SPEC §5's rule for every option).
  if (theme !== undefined) checkThemeOption(theme)
  // Basic mode's WalletConnect session is a chunk of its own, fetched on first need.
  const core =
    existing ??
    buildAppKitCore({
      loadWalletConnect: () => import('@latchkey/walletconnect/basic'),
      ...coreOptions,
    })
  const ctx = core.controllers
  if (theme !== undefined) Theme.setTheme(ctx, theme)
  // How it speaks, live: the modal and the page buttons read it (setLocale, setMessages).
  const presentation = proxy<AppKitPresentation>({ locale, messages })
  let drawing: Promise<void> | undefined
  let unmount: (() => void) | undefined
  let disposed = false

  const draw = (): Promise<void> => {
    if (!canDefineElements()) return Promise.resolve()
    // The page buttons' images and spinner come with the modal, before a connection needs them.
    if (!drawing) loadButtonParts().catch(() => undefined)
    // The views read every controller: the on-demand ones load with the modal's chunk.
    drawing ??= Promise.all([loadAppKitModal(), loadLateControllers()]).then(
      ([{ PresentedModal, mountModal, unmountModal }]) => {
        if (disposed) return
        unmount = unmountModal
        mountModal(
          (root) => (
            <PresentedModal controllers={ctx} root={root} presentation={presentation} />
          ),
          { disableAppend, embedded: Options.state(ctx).enableEmbedded },
        )
      },
      (error: unknown) => {
        drawing = undefined
        throw error
      },
    )
    return drawing
  }
  const drawInBackground = () => {
    draw().catch((error: unknown) => ctx.logger.error(error))
  }

  // Controllers open the modal themselves too (sign-in, unsupported network): draw then as well.
  const stopWatching = subscribe(Modal.state(ctx), () => {
    if (Modal.state(ctx).open) drawInBackground()
  })
  // Once the page is idle after load (never before, never as start-up) the modal's chunk loads
  // and the closed modal is drawn: its element, React root and theme sheet exist, so a first
  // open renders the dialog in the open() task, like any later open (issue 13). Drawing it closed
  // shows nothing and requests nothing. A pointer or the focus on a page button loads it sooner.
  // A stored session restores first: the modal does not take its requests' turn (issue 36).
  const stopPrefetch =
    preloadModal && canDefineElements()
      ? whenIdle(() => void core.ready.then(draw).catch(() => undefined))
      : () => {}
  const dispose = () => {
    disposed = true
    stopPrefetch()
    stopWatching()
    unmount?.()
    core.destroy()
  }
  if (disableAppend || Options.state(ctx).enableEmbedded) drawInBackground()

  const appKit: AppKit = {
    ...core,
    async open(params) {
      // The modal loads while the controllers open: the first view draws as soon as both are done.
      await Promise.all([draw(), core.open(params)])
    },
    close: () => core.close(),
    getUniversalProvider: async () =>
      (await core.getUniversalProvider()) as UniversalProviderInstance | undefined,
    setLocale: (locale) => {
      presentation.locale = locale
    },
    setMessages: (messages) => {
      presentation.messages = messages
    },
    // In the modal's chunk, which the buttons' texts share: start-up carries only this call.
    addLocale: async (tag, table) => (await loadAppKitModal()).addLocale(tag, table, presentation),
    setTheme: (next) => {
      if (next !== undefined) checkThemeOption(next)
      Theme.setTheme(ctx, next)
    },
  }
  setPresentation(appKit, presentation)
  drawnInstances.add(appKit)
  if (canDefineElements()) defineAppKitElements()
  return { appKit, dispose }
})

/** Forgets the instance and removes its modal (tests, hot reload). */
export function resetAppKit(): void {
  appKitInstance.reset()
}
