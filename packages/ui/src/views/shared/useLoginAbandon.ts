import { abandonLogin } from '@latchkey/controllers'
import * as Events from '@latchkey/controllers/events'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
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
    const stop = Events.subscribe(ctx, (event) => {
      if (event.event === 'MODAL_CLOSE') abandonLogin(ctx)
    })
    return () => {
      stop()
      const { view } = readControllerState(Router.state(ctx))
      if (!readControllerState(Modal.state(ctx)).open || !LOGIN_VIEWS.has(view)) abandonLogin(ctx)
    }
  }, [ctx])
}
