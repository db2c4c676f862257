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
import { useControllerValue } from './controllerValue'
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

/** The dialog renders again only when what it shows changes: not on every option or flag. */
function ModalDialog() {
  const ctx = useControllers()
  const open = useControllerValue(ctx.modal, (modal) => modal.open)
  const shaking = useControllerValue(ctx.modal, (modal) => modal.shake)
  const enableEmbedded = useControllerValue(ctx.options, (options) => options.enableEmbedded)
  const titleId = useId()
  return (
    <Dialog
      open={open}
      inline={enableEmbedded}
      onClose={() => ctx.modal.close()}
      labelledBy={titleId}
      shaking={shaking}
    >
      <ToastHost />
      <AlertHost />
      <ViewRouter titleId={titleId} />
    </Dialog>
  )
}
