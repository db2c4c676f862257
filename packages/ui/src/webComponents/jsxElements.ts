// The web components in React's JSX, so a TypeScript app writes <appkit-button /> as the field's
// apps do, with the attributes the field's elements take.
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A

interface ButtonAttributes {
  label?: string
  /** Shown while a wallet connects. */
  loadingLabel?: string
  size?: 'md' | 'sm'
  disabled?: boolean
  /** The namespace the button connects and shows, e.g. 'solana'. */
  namespace?: string
}

interface AccountAttributes {
  /** 'hide' leaves the balance out. */
  balance?: 'show' | 'hide'
  disabled?: boolean
  size?: 'md' | 'sm'
  namespace?: string
}

export interface AppKitIntrinsicElements {
  'appkit-button': ElementProps<ButtonAttributes & AccountAttributes>
  'appkit-connect-button': ElementProps<ButtonAttributes>
  'appkit-account-button': ElementProps<AccountAttributes & { label?: string }>
  'appkit-network-button': ElementProps<{ label?: string; disabled?: boolean; size?: 'md' | 'sm' }>
  'appkit-modal': ElementProps<Record<never, never>>
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends AppKitIntrinsicElements {}
  }
}
