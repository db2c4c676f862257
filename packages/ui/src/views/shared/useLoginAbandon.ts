import { latchkeyError } from '@latchkey/core'
import { useEffect } from 'react'
import { useControllers } from '../../app/ControllersContext'
import { readControllerState } from '../../app/controllerState'

// The views of one login: moving between them is the login going on, not the visitor leaving.
const LOGIN_VIEWS = new Set(['EmailVerifyDevice', 'EmailVerifyOtp', 'ConnectingFarcaster'])

/**
 * SPEC §4, §8: a login the visitor walks away from (back, another view, the modal closed) ends:
 * status returns to disconnected and the frame's step still waiting is aborted, so no button
 * says "Connecting…" for a login nobody is finishing.
 */
export function useLoginAbandon(): void {
  const ctx = useControllers()
  useEffect(() => {
    const abandon = () => {
      if (ctx.chain.isConnected()) return
      ctx.pendingRequests.rejectAll(latchkeyError('REQUEST_ABORTED'))
      if (readControllerState(ctx.connection).status === 'connecting')
        ctx.connection.setStatus('disconnected')
    }
    // A closed modal may keep its last view drawn: the close itself is what is heard.
    const stop = ctx.events.subscribe((event) => {
      if (event.event === 'MODAL_CLOSE') abandon()
    })
    return () => {
      stop()
      const { view } = readControllerState(ctx.router)
      if (!readControllerState(ctx.modal).open || !LOGIN_VIEWS.has(view)) abandon()
    }
  }, [ctx])
}
