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
export {
  createTranslator,
  en,
  I18nProvider,
  LOCALES,
  type LocaleTable,
  type MessageKey,
  type Messages,
  type Translator,
  useI18n,
  useT,
} from './i18n'
export { MOTION } from './motion/durations'
export { prefersReducedMotion } from './motion/prefersReducedMotion'
export { safeDeepLink, safeImageUrl, safeLinkUrl } from './security'
export { constructSheet } from './styles/constructSheet'
export { StyleRootProvider, useStyles } from './styles/StyleRootContext'
export * from './theme'
