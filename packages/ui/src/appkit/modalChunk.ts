// What drawing the modal takes, in one chunk (loadAppKitModal): its React tree and the
// <appkit-modal> element with its sheets, none of which the page buttons need.
export { AppKitModal } from '../app/AppKitModal'
export { mountModal, unmountModal } from '../element/mountModal'
export { addLocale } from '../i18n/hostLocales'
export { PresentedModal } from './PresentedModal'
