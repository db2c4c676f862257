import type { ReactNode } from 'react'
import { useStyles } from '../../styles/StyleRootContext'
import { viewCss } from './viewCss'

/** The padded column every view draws in. */
export function ViewBody({ children, centered }: { children: ReactNode; centered?: boolean }) {
  useStyles(viewCss)
  return (
    <div className="lk-view-body" data-centered={centered ? 'true' : undefined}>
      {children}
    </div>
  )
}
