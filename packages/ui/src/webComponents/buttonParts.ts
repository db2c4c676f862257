// What the page buttons draw beside their text, in a chunk of its own (loadButtonParts): the
// avatar and network image with their checks and preload, and the connecting spinner. None of
// it names a button, so the closed, disconnected buttons draw without it at start-up (issue 13).
// And the buttons' texts in a locale other than English, with its table (issue 35).
export { namespaceProfile } from '@latchkey/core'
export { ImageWithFallback } from '../components/Image/ImageWithFallback'
export { Spinner } from '../components/Spinner/Spinner'
export { buttonTexts } from '../i18n/buttonTexts'
export { networkImageUrl } from '../views/shared/networkImageUrl'
export { readCustomButtonState } from './customButtonState'
