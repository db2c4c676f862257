import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useStyles } from '../../styles/StyleRootContext'
import { buttonCss } from './buttonCss'

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Required: an icon alone tells a screen reader nothing. */
  label: string
  icon: ReactNode
}

export function IconButton({ label, icon, type = 'button', className, ...rest }: IconButtonProps) {
  useStyles(buttonCss)
  return (
    <button
      {...rest}
      type={type}
      className={['lk-icon-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
    >
      {icon}
    </button>
  )
}
