import { defineAppKitElements } from '@latchkey/ui'
import { createElement, useEffect } from 'react'

export interface AppKitButtonProps {
  /** Text of the button while disconnected. */
  label?: string
}

// The buttons are the <appkit-*> elements drawn by @latchkey/ui in their own shadow roots, so a
// React host and a plain-HTML host show the same, style-isolated control. On the server they
// render as the bare element; the browser defines it after hydration, so markup never mismatches.
function hostElement(tag: string, displayName: string) {
  function Component({ label }: AppKitButtonProps) {
    useEffect(() => defineAppKitElements(), [])
    return createElement(tag, label === undefined ? {} : { label })
  }
  Component.displayName = displayName
  return Component
}

/** Connect when disconnected, the account (address, balance) when connected. */
export const AppKitButton = hostElement('appkit-button', 'AppKitButton')
/** Always opens the Connect view. */
export const AppKitConnectButton = hostElement('appkit-connect-button', 'AppKitConnectButton')
/** The connected account; opens the Account view. */
export const AppKitAccountButton = hostElement('appkit-account-button', 'AppKitAccountButton')
/** The active network; opens the network list. */
export const AppKitNetworkButton = hostElement('appkit-network-button', 'AppKitNetworkButton')
