export { safeDeepLink, safeImageUrl, safeLinkUrl } from '@latchkey/core'
export { AppKitModal, type AppKitModalProps } from './app/AppKitModal'
export { ControllersProvider, useControllers } from './app/ControllersContext'
export {
  type AppKit,
  type CreateAppKitOptions,
  createAppKit,
  resetAppKit,
} from './appkit/createAppKit'
export { getCurrentAppKit, onCurrentAppKit } from './appkit/currentAppKit'
export { customButtonStore } from './appkit/customButtonStore'
export * from './components'
export { Dialog, type DialogProps } from './dialog/Dialog'
export {
  type AppKitModalElement,
  canDefineElements,
  defineModalElement,
  MODAL_TAG,
} from './element/defineModalElement'
export { ModalShell, type ModalShellProps } from './element/ModalShell'
export { type MountModalOptions, mountModal, unmountModal } from './element/mountModal'
// The built-in locales' full tables are the modal's (they load with its chunk): not exported
// here, where the page's start-up would carry them.
export {
  en,
  type HostMessages,
  I18nProvider,
  type LocaleTable,
  type LocaleTables,
  type MessageKey,
  type Messages,
  type Translator,
  translatorFrom,
} from './i18n'
export { useI18n, useT } from './i18n/publicHooks'
export { MOTION } from './motion/durations'
export { prefersReducedMotion } from './motion/prefersReducedMotion'
export { constructSheet } from './styles/constructSheet'
export { StyleRootProvider, useStyles } from './styles/StyleRootContext'
export * from './theme'
// What @latchkey/react's Custom buttons read: their state comes with the buttons' parts (issue 38).
export type {
  AppKitCustomAccount,
  AppKitCustomNetwork,
  AppKitCustomRenderProps,
  CustomButtonState,
} from './webComponents/customButtonState'
export { APPKIT_ELEMENT_TAGS, defineAppKitElements } from './webComponents/defineAppKitElements'
export type { AppKitIntrinsicElements } from './webComponents/jsxElements'
export { loadButtonParts } from './webComponents/loadButtonParts'
