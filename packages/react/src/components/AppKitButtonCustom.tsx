import type { ChainNamespace } from '@latchkey/core'
import { type AppKit, getCurrentAppKit } from '@latchkey/ui'
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useAppKitInstance } from '../internal/useAppKitInstance'
import {
  type AppKitCustomRenderProps,
  type CustomButtonState,
  customButtonStore,
  NOTHING_YET,
} from './customButtonState'

export type {
  AppKitCustomAccount,
  AppKitCustomNetwork,
  AppKitCustomRenderProps,
} from './customButtonState'

/** What AppKitButton.Custom hands its child: the account, network, status and open functions. */
export type AppKitButtonCustomProps = AppKitCustomRenderProps
/** What AppKitAccountButton.Custom hands its child. */
export type AppKitAccountButtonCustomProps = AppKitCustomRenderProps
/** What AppKitNetworkButton.Custom hands its child. */
export type AppKitNetworkButtonCustomProps = AppKitCustomRenderProps

export interface AppKitCustomComponentProps<Props> {
  /** Draws the button from the props; called again on every change of what they hold. */
  children: (props: Props) => ReactNode
}

export interface AppKitButtonCustomComponentProps
  extends AppKitCustomComponentProps<AppKitButtonCustomProps> {
  /** The namespace whose account and network it hands, e.g. 'solana'; the active one by default. */
  namespace?: ChainNamespace
}

const nothingToWatch = () => () => {}
const nothingYet = () => NOTHING_YET

// Found when called: on the server and during hydration the hook sees no instance, a click
// only ever happens in the browser after createAppKit.
const opener = (view: 'Connect' | 'Account' | 'Networks') => (): Promise<void> =>
  (getCurrentAppKit() as AppKit | undefined)?.open({ view }) ?? Promise.resolve()

const OPENERS = Object.freeze({
  openConnectModal: opener('Connect'),
  openAccountModal: opener('Account'),
  openNetworkModal: opener('Networks'),
})

/** The render props, live: NOTHING_YET and mounted false until the client has hydrated. */
function useCustomRenderProps(namespace?: ChainNamespace): AppKitCustomRenderProps {
  const appKit = useAppKitInstance()
  const store = useMemo(() => appKit && customButtonStore(appKit, namespace), [appKit, namespace])
  const state: CustomButtonState = useSyncExternalStore(
    store ? store.subscribe : nothingToWatch,
    store ? store.get : nothingYet,
    nothingYet,
  )
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return useMemo(() => ({ ...state, mounted, ...OPENERS }), [state, mounted])
}

/**
 * Draw your own connect / account button (issue 38): `children` gets the account, network,
 * status, the open functions and the mounted / restoring flags, as RainbowKit's
 * `ConnectButton.Custom` does.
 */
export function AppKitButtonCustom({ children, namespace }: AppKitButtonCustomComponentProps) {
  return children(useCustomRenderProps(namespace))
}

/** Draw your own account button: the same props as AppKitButton.Custom. */
export function AppKitAccountButtonCustom({
  children,
  namespace,
}: AppKitCustomComponentProps<AppKitAccountButtonCustomProps> & { namespace?: ChainNamespace }) {
  return children(useCustomRenderProps(namespace))
}

/** Draw your own network button: the same props, its network the active one. */
export function AppKitNetworkButtonCustom({
  children,
}: AppKitCustomComponentProps<AppKitNetworkButtonCustomProps>) {
  return children(useCustomRenderProps())
}
