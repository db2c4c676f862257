import type { Config } from '@latchkey/controllers'
import { AppKitModal } from '../app/AppKitModal'
import { useControllerState } from '../app/controllerState'
import type { StyleRoot } from '../styles/constructSheet'
import type { AppKitPresentation } from './currentAppKit'

export interface PresentedModalProps {
  controllers: Config
  root: StyleRoot | null
  /** The instance's locale and texts (a valtio proxy): setLocale and setMessages switch them live. */
  presentation: AppKitPresentation
}

/** createAppKit's modal: AppKitModal in the instance's current locale and texts. */
export function PresentedModal({ controllers, root, presentation }: PresentedModalProps) {
  const { locale, messages } = useControllerState(presentation)
  return <AppKitModal controllers={controllers} root={root} locale={locale} messages={messages} />
}
