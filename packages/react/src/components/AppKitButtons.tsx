import { defineAppKitElements } from '@latchkey/ui'
import { createElement, useEffect } from 'react'

export interface AppKitButtonProps {
  /** Text of the button while disconnected. */
  label?: string
}

// The buttons are the <appkit-*> elements drawn by @latchkey/ui in their own shadow roots, so a
// React host and a plain-HTML host show the same, style-isolated control. On the server they
// render as the bare element; the browser defines it after hydration, so markup never mismatches.
function HostElement({ tag, label }: AppKitButtonProps & { tag: string }) {
  useEffect(() => defineAppKitElements(), [])
  return createElement(tag, label === undefined ? {} : { label })
}

/** Connect when disconnected, the account (address, balance) when connected. */
export function AppKitButton(props: AppKitButtonProps) {
  return <HostElement tag="appkit-button" {...props} />
}

/** Always opens the Connect view. */
export function AppKitConnectButton(props: AppKitButtonProps) {
  return <HostElement tag="appkit-connect-button" {...props} />
}

/** The connected account; opens the Account view. */
export function AppKitAccountButton(props: AppKitButtonProps) {
  return <HostElement tag="appkit-account-button" {...props} />
}

/** The active network; opens the network list. */
export function AppKitNetworkButton(props: AppKitButtonProps) {
  return <HostElement tag="appkit-network-button" {...props} />
}
