import { abandonLogin } from '@latchkey/controllers'
import { useEffect } from 'react'
import { useControllers } from '../../app/ControllersContext'
import { readControllerState } from '../../app/controllerState'

// The views of one login: moving between them is the login going on, not the visitor leaving.
const LOGIN_VIEWS = new Set(['EmailVerifyDevice', 'EmailVerifyOtp', 'ConnectingFarcaster'])

/**
 * SPEC §4, §8: the visitor walking away from a login's view (back, another view, Escape, the
 * modal closed) abandons the login (controllers' abandonLogin).
 */
export function useLoginAbandon(): void {
  const ctx = useControllers()
  useEffect(() => {
    // A closed modal may keep its last view drawn: the close itself is what is heard.
    const stop = ctx.events.subscribe((event) => {
      if (event.event === 'MODAL_CLOSE') abandonLogin(ctx)
    })
    return () => {
      stop()
      const { view } = readControllerState(ctx.router)
      if (!readControllerState(ctx.modal).open || !LOGIN_VIEWS.has(view)) abandonLogin(ctx)
    }
  }, [ctx])
}
