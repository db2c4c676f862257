import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { useStyles } from '../../styles/StyleRootContext'
import { buttonCss } from './buttonCss'

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Must already be checked (safeLinkUrl, safeDeepLink); this component does not check it. */
  href: string
  variant?: 'primary' | 'secondary' | 'ghost'
  fullWidth?: boolean
  children: ReactNode
}

/** A link that looks like a button: it navigates (deep links, web apps), it does not act. */
export function LinkButton({
  variant = 'primary',
  fullWidth,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  useStyles(buttonCss)
  return (
    <a
      {...rest}
      className={['lk-button', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-full={fullWidth ? 'true' : undefined}
    >
      {children}
    </a>
  )
}
