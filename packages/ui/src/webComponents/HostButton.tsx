import { useControllerState } from '../app/controllerState'
import { getCurrentPresentation } from '../appkit/currentAppKit'
import { ModalShell } from '../element/ModalShell'
import { BUTTON_TABLES } from '../i18n/buttonTables'
import type { StyleRoot } from '../styles/constructSheet'
import { useStyles } from '../styles/StyleRootContext'
import { AccountButton } from './AccountButton'
import { ConnectButton } from './ConnectButton'
import { hostButtonCss } from './hostButtonCss'
import { NetworkButton } from './NetworkButton'
import { useCurrentAppKit } from './useCurrentAppKit'

export type HostButtonKind = 'appkit' | 'connect' | 'account' | 'network'

export interface HostButtonProps {
  kind: HostButtonKind
  root: StyleRoot
  label?: string
}

/** What one of the page's <appkit-*-button> elements draws, themed like the modal. */
export function HostButton({ kind, root, label }: HostButtonProps) {
  const appKit = useCurrentAppKit()
  if (!appKit) return null
  return <Themed appKit={appKit} kind={kind} root={root} label={label} />
}

function Themed({
  appKit,
  kind,
  root,
  label,
}: HostButtonProps & { appKit: NonNullable<ReturnType<typeof useCurrentAppKit>> }) {
  const theme = useControllerState(appKit.controllers.theme)
  const { locale, messages } = getCurrentPresentation()
  return (
    <ModalShell
      root={root}
      tables={BUTTON_TABLES}
      themeMode={theme.themeMode}
      themeVariables={theme.themeVariables}
      locale={locale}
      messages={messages}
    >
      <Choice appKit={appKit} kind={kind} label={label} />
    </ModalShell>
  )
}

function Choice({
  appKit,
  kind,
  label,
}: {
  appKit: NonNullable<ReturnType<typeof useCurrentAppKit>>
  kind: HostButtonKind
  label?: string
}) {
  useStyles(hostButtonCss)
  const { activeCaipAddress } = useControllerState(appKit.controllers.chain)
  if (kind === 'network') return <NetworkButton appKit={appKit} />
  if (kind === 'connect') return <ConnectButton appKit={appKit} label={label} />
  if (kind === 'account') return <AccountButton appKit={appKit} />
  return activeCaipAddress ? (
    <AccountButton appKit={appKit} />
  ) : (
    <ConnectButton appKit={appKit} label={label} />
  )
}
