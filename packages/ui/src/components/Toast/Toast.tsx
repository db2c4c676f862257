import { TIMING, type ToastVariant } from '@latchkey/core'
import { useEffect } from 'react'
import { useStyles } from '../../styles/StyleRootContext'
import { CheckIcon, WarningIcon } from '../icons'
import { Spinner } from '../Spinner/Spinner'
import { toastCss } from './toastCss'

/** How long a toast with autoClose stays up. */
export const TOAST_AUTO_CLOSE_MS = TIMING.TOAST_AUTO_CLOSE_MS

export interface ToastProps {
  open: boolean
  message: string
  variant: ToastVariant
  /** Closes by itself after TOAST_AUTO_CLOSE_MS; loading toasts wait for their outcome. */
  autoClose?: boolean
  onClose(): void
  /** The region's name for screen readers. */
  label: string
}

/**
 * A one-line notice. The live region is always in the DOM, so a screen reader announces the
 * message the moment it appears.
 */
export function Toast({ open, message, variant, autoClose = true, onClose, label }: ToastProps) {
  useStyles(toastCss)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message restarts the timer
  useEffect(() => {
    if (!open || !autoClose || variant === 'loading') return
    const timer = setTimeout(onClose, TOAST_AUTO_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [open, autoClose, variant, onClose, message])
  return (
    <section className="lk-toast-region" aria-live="polite" aria-label={label}>
      {open && message && (
        <div className="lk-toast" data-variant={variant}>
          <span className="lk-toast-icon">
            {variant === 'success' && <CheckIcon size={18} />}
            {variant === 'error' && <WarningIcon size={18} />}
            {variant === 'loading' && <Spinner size={18} label="" />}
          </span>
          <span>{message}</span>
        </div>
      )}
    </section>
  )
}
