import { type MouseEvent, type ReactNode, useRef } from 'react'
import { MOTION } from '../motion/durations'
import { usePresence } from '../motion/usePresence'
import { useStyles } from '../styles/StyleRootContext'
import { dialogCss } from './dialogCss'
import { useFocusTrap } from './useFocusTrap'

export interface DialogProps {
  open: boolean
  /** Escape, a backdrop click and the close button all ask to close through this. */
  onClose(): void
  /** Id of the visible title (the view's heading). */
  labelledBy: string
  /** False while closing is not allowed (required sign-in): Escape and backdrop shake instead. */
  closable?: boolean
  onRefusedClose?: () => void
  /** Embedded mode: part of the page, so no backdrop, no focus trap, not modal. */
  inline?: boolean
  /** Plays the 500 ms shake on the card's content. */
  shaking?: boolean
  children: ReactNode
}

/** The modal dialog: labelled, focus-trapped, closed by Escape or the backdrop, animated. */
export function Dialog({
  open,
  onClose,
  labelledBy,
  closable = true,
  onRefusedClose,
  inline = false,
  shaking = false,
  children,
}: DialogProps) {
  useStyles(dialogCss)
  const presence = usePresence(open, Math.max(MOTION.modalMs, MOTION.fadeMs))
  const card = useRef<HTMLDivElement>(null)
  const pressStartedOnBackdrop = useRef(false)
  useFocusTrap(card, open && !inline && presence === 'open')

  if (presence === 'closed' && !inline) return null

  const requestClose = () => (closable ? onClose() : onRefusedClose?.())
  const state = inline ? 'open' : presence

  const dialog = (
    <div
      ref={card}
      className="lk-card"
      role="dialog"
      aria-modal={inline ? undefined : true}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      data-state={state}
      data-inline={inline ? 'true' : undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || inline) return
        event.preventDefault()
        event.stopPropagation()
        requestClose()
      }}
    >
      <div className="lk-shaker" data-shake={shaking ? 'true' : undefined}>
        {children}
      </div>
    </div>
  )

  if (inline) return dialog

  // Only a press that both starts and ends on the backdrop closes: dragging out of a field does not.
  const onBackdropDown = (event: MouseEvent) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget
  }
  const onBackdropClick = (event: MouseEvent) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) requestClose()
    pressStartedOnBackdrop.current = false
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; Escape and the close button are the keyboard paths
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the dialog itself
    <div
      className="lk-backdrop"
      data-state={presence}
      onMouseDown={onBackdropDown}
      onClick={onBackdropClick}
    >
      {dialog}
    </div>
  )
}
