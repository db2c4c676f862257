import type { ReactNode } from 'react'
import { useStyles } from '../../styles/StyleRootContext'
import { viewCss } from './viewCss'

export interface ViewBodyProps {
  children: ReactNode
  centered?: boolean
  /** The view itself is still loading (its chunk is on the way). */
  busy?: boolean
}

/** The padded column every view draws in. */
export function ViewBody({ children, centered, busy }: ViewBodyProps) {
  useStyles(viewCss)
  return (
    <div
      className="lk-view-body"
      data-centered={centered ? 'true' : undefined}
      aria-busy={busy ? 'true' : undefined}
    >
      {children}
    </div>
  )
}
