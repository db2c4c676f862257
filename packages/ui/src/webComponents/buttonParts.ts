// What the page buttons draw beside their text, in a chunk of its own (loadButtonParts): the
// avatar and network image with their checks and preload, and the connecting spinner. None of
// it names a button, so the closed, disconnected buttons draw without it at start-up (issue 13).
export { namespaceProfile } from '@latchkey/core'
export { ImageWithFallback } from '../components/Image/ImageWithFallback'
export { Spinner } from '../components/Spinner/Spinner'
export { networkImageUrl } from '../views/shared/networkImageUrl'
