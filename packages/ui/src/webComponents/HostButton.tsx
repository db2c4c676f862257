import * as Chain from '@latchkey/controllers/chain'
import * as Theme from '@latchkey/controllers/theme'
import type { ChainNamespace } from '@latchkey/core'
import { useControllerState } from '../app/controllerState'
import { getCurrentPresentation } from '../appkit/currentAppKit'
import { ThemedRoot } from '../element/ThemedRoot'
import { TextContext } from '../i18n/TextContext'
import { useButtonTexts } from '../i18n/useButtonTexts'
import type { StyleRoot } from '../styles/constructSheet'
import { useStyles } from '../styles/StyleRootContext'
import { AccountButton } from './AccountButton'
import { ConnectButton } from './ConnectButton'
import { hostButtonCss } from './hostButtonCss'
import { loadButtonParts } from './loadButtonParts'
import { NetworkButton } from './NetworkButton'
import { useCurrentAppKit } from './useCurrentAppKit'

export type HostButtonKind = 'appkit' | 'connect' | 'account' | 'network'

/** The field's attributes of the page's buttons, as the element read them. */
export interface HostButtonAttributes {
  label?: string
  /** Shown while a wallet connects, instead of 'Connecting…'. */
  loadingLabel?: string
  size?: 'md' | 'sm'
  disabled?: boolean
  /** 'hide' leaves the balance out of the account button. */
  balance?: 'show' | 'hide'
  /** The namespace the button connects and shows (e.g. 'solana'); the active one by default. */
  namespace?: ChainNamespace
}

export interface HostButtonProps extends HostButtonAttributes {
  kind: HostButtonKind
  root: StyleRoot
}

/** What one of the page's <appkit-*-button> elements draws, themed like the modal. */
export function HostButton(props: HostButtonProps) {
  const appKit = useCurrentAppKit()
  if (!appKit) return null
  return <Themed appKit={appKit} {...props} />
}

function Themed({
  appKit,
  root,
  ...attributes
}: HostButtonProps & { appKit: NonNullable<ReturnType<typeof useCurrentAppKit>> }) {
  const theme = useControllerState(Theme.state(appKit.controllers))
  // The instance's locale and texts, live (setLocale, setMessages).
  const { locale, messages } = useControllerState(getCurrentPresentation())
  // Only the buttons' texts: the catalogue's errors are the modal's to show. A locale other
  // than English draws once its table is there (loaded with the buttons' parts), never English
  // in its place.
  const texts = useButtonTexts(locale, messages, loadButtonParts)
  if (!texts) return null
  return (
    <TextContext.Provider value={texts}>
      <ThemedRoot
        root={root}
        themeMode={theme.themeMode}
        themeVariables={theme.themeVariables}
        theme={theme.theme}
        locale={locale}
      >
        <Choice appKit={appKit} {...attributes} />
      </ThemedRoot>
    </TextContext.Provider>
  )
}

function Choice({
  appKit,
  kind,
  ...attributes
}: HostButtonAttributes & {
  appKit: NonNullable<ReturnType<typeof useCurrentAppKit>>
  kind: HostButtonKind
}) {
  useStyles(hostButtonCss)
  const chain = useControllerState(Chain.state(appKit.controllers))
  const connected = attributes.namespace
    ? Boolean(chain.chains[attributes.namespace]?.account?.address)
    : Boolean(chain.activeCaipAddress)
  if (kind === 'network') return <NetworkButton appKit={appKit} {...attributes} />
  if (kind === 'connect') return <ConnectButton appKit={appKit} {...attributes} />
  if (kind === 'account' || connected) return <AccountButton appKit={appKit} {...attributes} />
  return <ConnectButton appKit={appKit} {...attributes} />
}
