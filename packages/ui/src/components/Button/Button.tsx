import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useStyles } from '../../styles/StyleRootContext'
import { Spinner } from '../Spinner/Spinner'
import { buttonCss } from './buttonCss'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  fullWidth?: boolean
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean
  children: ReactNode
}

export function Button({
  variant = 'primary',
  fullWidth,
  loading,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  useStyles(buttonCss)
  return (
    <button
      {...rest}
      type={type}
      className={['lk-button', rest.className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-full={fullWidth ? 'true' : undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size={16} />}
      {children}
    </button>
  )
}
