import * as Snack from '@latchkey/controllers/snack'
import { useCallback } from 'react'
import { Toast } from '../components/Toast/Toast'
import { useI18n } from '../i18n'
import { useControllers } from './ControllersContext'
import { useControllerState } from './controllerState'

/** The snack controller's toast: its code and parameters worded in the visitor's locale. */
export function ToastHost() {
  const ctx = useControllers()
  const snack = useControllerState(Snack.state(ctx))
  const i18n = useI18n()
  const onClose = useCallback(() => Snack.hide(ctx), [ctx])
  return (
    <Toast
      open={snack.open}
      message={snack.message ? i18n.message(snack.message) : ''}
      variant={snack.variant}
      // The snack controller closes it on time, drawn or not (a closed modal draws nothing).
      autoClose={false}
      onClose={onClose}
      label={i18n.t('common.notifications')}
    />
  )
}
