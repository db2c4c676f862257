import type { CoreContext } from '@latchkey/controllers'
import { useId } from 'react'
import { Dialog } from '../dialog/Dialog'
import { ModalShell } from '../element/ModalShell'
import type { Messages } from '../i18n'
// The full tables straight from their module: the i18n barrel is on the page's start-up path.
import { LOCALES } from '../i18n/locales'
import type { StyleRoot } from '../styles/constructSheet'
import { AlertHost } from './AlertHost'
import { ControllersProvider, useControllers } from './ControllersContext'
import { useControllerState } from './controllerState'
import { ToastHost } from './ToastHost'
import { ViewRouter } from './ViewRouter'

export interface AppKitModalProps {
  controllers: CoreContext
  /** The shadow root to style; null renders unstyled (tests, light DOM). */
  root: StyleRoot | null
  locale?: string
  messages?: Partial<Messages>
}

/** The whole modal: theme and locale around a dialog that shows the router's current view. */
export function AppKitModal({ controllers, root, locale, messages }: AppKitModalProps) {
  const theme = useControllerState(controllers.theme)
  return (
    <ControllersProvider value={controllers}>
      <ModalShell
        root={root}
        tables={LOCALES}
        themeMode={theme.themeMode}
        themeVariables={theme.themeVariables}
        locale={locale}
        messages={messages}
      >
        <ModalDialog />
      </ModalShell>
    </ControllersProvider>
  )
}

function ModalDialog() {
  const ctx = useControllers()
  const modal = useControllerState(ctx.modal)
  const { enableEmbedded } = useControllerState(ctx.options)
  const titleId = useId()
  return (
    <Dialog
      open={modal.open}
      inline={enableEmbedded}
      onClose={() => ctx.modal.close()}
      labelledBy={titleId}
      shaking={modal.shake}
    >
      <ToastHost />
      <AlertHost />
      <ViewRouter titleId={titleId} />
    </Dialog>
  )
}
