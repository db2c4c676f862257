import * as AlertSlice from '@latchkey/controllers/alert'
import { Alert } from '../components/Alert/Alert'
import { useI18n } from '../i18n'
import { useControllers } from './ControllersContext'
import { useControllerState } from './controllerState'

/** The alert controller's banner (SPEC §8 alerts), above the current view, in the visitor's locale. */
export function AlertHost() {
  const ctx = useControllers()
  const { open, alert } = useControllerState(AlertSlice.state(ctx))
  const i18n = useI18n()
  if (!open || !alert) return null
  const { title, text } = i18n.alert(alert.code)
  return (
    <div className="lk-alert-host">
      <Alert
        title={title}
        message={text}
        variant="warning"
        onDismiss={() => AlertSlice.close(ctx)}
      />
    </div>
  )
}
