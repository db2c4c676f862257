import { type Config, setModalLocale } from '@latchkey/controllers'
import * as Modal from '@latchkey/controllers/modal'
import * as Options from '@latchkey/controllers/options'
import * as Theme from '@latchkey/controllers/theme'
import { useEffect, useId } from 'react'
import { Dialog } from '../dialog/Dialog'
import { ModalShell } from '../element/ModalShell'
import type { HostMessages } from '../i18n/hostMessages'
import { useI18n } from '../i18n/I18nContext'
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
  controllers: Config
  /** The shadow root to style; null renders unstyled (tests, light DOM). */
  root: StyleRoot | null
  locale?: string
  messages?: HostMessages
}

/** The whole modal: theme and locale around a dialog that shows the router's current view. */
export function AppKitModal({ controllers, root, locale, messages }: AppKitModalProps) {
  const theme = useControllerState(Theme.state(controllers))
  return (
    <ControllersProvider value={controllers}>
      <ModalShell
        root={root}
        tables={LOCALES}
        themeMode={theme.themeMode}
        themeVariables={theme.themeVariables}
        theme={theme.theme}
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
  const open = useControllerValue(Modal.state(ctx), (modal) => modal.open)
  const shaking = useControllerValue(Modal.state(ctx), (modal) => modal.shake)
  const enableEmbedded = useControllerValue(Options.state(ctx), (options) => options.enableEmbedded)
  const titleId = useId()
  // The locale the modal speaks: the embedded wallet's frame speaks it too (issue 35).
  const { locale } = useI18n()
  useEffect(() => setModalLocale(ctx, locale), [ctx, locale])
  return (
    <Dialog
      open={open}
      inline={enableEmbedded}
      onClose={() => Modal.close(ctx)}
      labelledBy={titleId}
      shaking={shaking}
    >
      <ToastHost />
      <AlertHost />
      <ViewRouter titleId={titleId} />
    </Dialog>
  )
}
