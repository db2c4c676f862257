import { Alert } from '../components/Alert/Alert'
import { useControllers } from './ControllersContext'
import { useControllerState } from './controllerState'

/** The alert controller's banner (SPEC §8 alerts), above the current view. */
export function AlertHost() {
  const ctx = useControllers()
  const { open, alert } = useControllerState(ctx.alert)
  if (!open || !alert) return null
  return (
    <div className="lk-alert-host">
      <Alert
        title={alert.shortMessage}
        message={alert.longMessage}
        variant="warning"
        onDismiss={() => ctx.alert.close()}
      />
    </div>
  )
}
