import type { ChainNamespace } from '@latchkey/core'
import { defineAppKitElements } from '@latchkey/ui'
import { createElement, useEffect } from 'react'
import {
  AppKitAccountButtonCustom,
  AppKitButtonCustom,
  AppKitNetworkButtonCustom,
} from './AppKitButtonCustom'

/** <appkit-connect-button>'s attributes, as the field documents them. */
export interface AppKitConnectButtonProps {
  /** Text of the button while disconnected. */
  label?: string
  /** Text while a wallet connects. */
  loadingLabel?: string
  size?: 'md' | 'sm'
  disabled?: boolean
  /** The namespace the button connects, e.g. 'solana'; the active one by default. */
  namespace?: ChainNamespace
}

/** <appkit-account-button>'s attributes. */
export interface AppKitAccountButtonProps {
  /** 'hide' leaves the balance out. */
  balance?: 'show' | 'hide'
  size?: 'md' | 'sm'
  disabled?: boolean
  /** The namespace whose account the button shows; the active one by default. */
  namespace?: ChainNamespace
}

/** <appkit-button>'s attributes: the connect button's, then the account button's. */
export interface AppKitButtonProps extends AppKitConnectButtonProps, AppKitAccountButtonProps {}

/** <appkit-network-button>'s attributes. */
export interface AppKitNetworkButtonProps {
  /** Text while no network is known. */
  label?: string
  size?: 'md' | 'sm'
  disabled?: boolean
}

type AnyProps = AppKitButtonProps & AppKitNetworkButtonProps

/**
 * The element's attributes, written the same under React 18 and 19: HTML's lower-case
 * `loadinglabel`, and a boolean as the attribute's presence (absent when false).
 */
function toElementAttributes(props: AnyProps): Record<string, string> {
  const { label, loadingLabel, size, disabled, balance, namespace } = props
  return {
    ...(label === undefined ? {} : { label }),
    ...(loadingLabel === undefined ? {} : { loadinglabel: loadingLabel }),
    ...(size === undefined ? {} : { size }),
    ...(disabled ? { disabled: '' } : {}),
    ...(balance === undefined ? {} : { balance }),
    ...(namespace === undefined ? {} : { namespace }),
  }
}

// The buttons are the <appkit-*> elements drawn by @latchkey/ui in their own shadow roots, so a
// React host and a plain-HTML host show the same, style-isolated control. On the server they
// render as the bare element; the browser defines it after hydration, so markup never mismatches.
function HostElement({ tag, ...props }: AnyProps & { tag: string }) {
  useEffect(() => defineAppKitElements(), [])
  return createElement(tag, toElementAttributes(props))
}

/** Connect when disconnected, the account (address, balance) when connected. */
export function AppKitButton(props: AppKitButtonProps) {
  return <HostElement tag="appkit-button" {...props} />
}
/** Your own button drawn from the account, network, status and open functions (issue 38). */
AppKitButton.Custom = AppKitButtonCustom

/** Always opens the Connect view. */
export function AppKitConnectButton(props: AppKitConnectButtonProps) {
  return <HostElement tag="appkit-connect-button" {...props} />
}

/** The connected account; opens the Account view. */
export function AppKitAccountButton(props: AppKitAccountButtonProps) {
  return <HostElement tag="appkit-account-button" {...props} />
}
/** Your own account button (issue 38). */
AppKitAccountButton.Custom = AppKitAccountButtonCustom

/** The active network; opens the network list. */
export function AppKitNetworkButton(props: AppKitNetworkButtonProps) {
  return <HostElement tag="appkit-network-button" {...props} />
}
/** Your own network button (issue 38). */
AppKitNetworkButton.Custom = AppKitNetworkButtonCustom
