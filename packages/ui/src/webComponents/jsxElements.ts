// The web components in React's JSX, so a TypeScript app writes <appkit-button /> as the field's
// apps do. Attributes the field's elements take are accepted; `label` is the one drawn here.
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A

interface ButtonAttributes {
  label?: string
  /** The field's: accepted for compatibility. */
  size?: 'md' | 'sm'
  /** The field's: accepted for compatibility. */
  disabled?: boolean
  /** The field's: accepted for compatibility. */
  namespace?: string
}

interface AccountAttributes {
  /** The field's: accepted for compatibility. */
  balance?: 'show' | 'hide'
  /** The field's: accepted for compatibility. */
  disabled?: boolean
}

export interface AppKitIntrinsicElements {
  'appkit-button': ElementProps<ButtonAttributes & AccountAttributes>
  'appkit-connect-button': ElementProps<ButtonAttributes>
  'appkit-account-button': ElementProps<AccountAttributes & { label?: string }>
  'appkit-network-button': ElementProps<{ label?: string; disabled?: boolean }>
  'appkit-modal': ElementProps<Record<never, never>>
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends AppKitIntrinsicElements {}
  }
}
