import { loadAppKitModal } from '../appkit/loadAppKitModal'

function warm(): void {
  // A failed load is the open's to report; it tries again then.
  loadAppKitModal().catch(() => undefined)
}

/**
 * Handlers for the page's buttons that start loading the modal when a pointer or the focus
 * comes to them. Most of a first open's time is fetching the modal, and a click follows a
 * hover or a focus by a few hundred milliseconds. Nothing loads before the visitor reaches
 * for a button, so start-up still makes no request of its own.
 */
export const preloadModal = {
  onPointerEnter: warm,
  onFocus: warm,
} as const
