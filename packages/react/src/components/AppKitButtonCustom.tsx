import { type ChainNamespace, formatAmount } from '@latchkey/core'
import {
  type AppKit,
  type AppKitCustomRenderProps,
  type CustomButtonState,
  customButtonStore,
  getCurrentAppKit,
  loadButtonParts,
} from '@latchkey/ui'
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useAppKitInstance } from '../internal/useAppKitInstance'

export type {
  AppKitCustomAccount,
  AppKitCustomNetwork,
  AppKitCustomRenderProps,
} from '@latchkey/ui'

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

/** What the server, hydration and a page without createAppKit see. */
const NOTHING_YET: CustomButtonState = Object.freeze({
  account: undefined,
  network: undefined,
  status: 'disconnected',
  restoring: false,
})

const nothingToWatch = () => () => {}
const nothingYet = () => NOTHING_YET

type ButtonParts = Awaited<ReturnType<typeof loadButtonParts>>

// Found when called: on the server and during hydration the hook sees no instance, a click
// only ever happens in the browser after createAppKit.
const opener = (view: 'Connect' | 'Account' | 'Networks') => (): Promise<void> =>
  (getCurrentAppKit() as AppKit | undefined)?.open({ view }) ?? Promise.resolve()

const OPENERS = Object.freeze({
  openConnectModal: opener('Connect'),
  openAccountModal: opener('Account'),
  openNetworkModal: opener('Networks'),
})

/**
 * The render props, live once mounted: on the server and in the first client render (hydration)
 * NOTHING_YET with mounted false; then, with the buttons' parts there, the instance's state.
 */
function useCustomRenderProps(namespace?: ChainNamespace): AppKitCustomRenderProps {
  const appKit = useAppKitInstance()
  const [module, setModule] = useState<ButtonParts>()
  useEffect(() => {
    let live = true
    // What reads the state comes with the page buttons' parts (loaded with the modal, or now):
    // an app that draws AppKitButton carries AppKitButton.Custom too, so its start-up keeps only this.
    loadButtonParts().then(
      (loaded) => live && setModule(loaded),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])
  const store = useMemo(
    () =>
      appKit &&
      module &&
      customButtonStore(appKit, namespace, module.readCustomButtonState, formatAmount),
    [appKit, module, namespace],
  )
  const state: CustomButtonState = useSyncExternalStore(
    store ? store.subscribe : nothingToWatch,
    store ? store.get : nothingYet,
    nothingYet,
  )
  const mounted = module !== undefined
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
