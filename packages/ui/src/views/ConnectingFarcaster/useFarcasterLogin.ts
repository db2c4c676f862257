import { loginFailureMessage, startFarcasterLogin } from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Snack from '@latchkey/controllers/snack'
import { useEffect } from 'react'
import { useControllers } from '../../app/ControllersContext'

/**
 * Starts the Farcaster login when the view opens unconnected; a failure reaches the visitor as
 * a toast while the view is still open. Leaving the view abandons it (useLoginAbandon).
 */
export function useFarcasterLogin() {
  const ctx = useControllers()
  useEffect(() => {
    if (Chain.isConnected(ctx)) return
    let open = true
    startFarcasterLogin(ctx).catch((error: unknown) => {
      if (open) Snack.showError(ctx, loginFailureMessage(error))
    })
    return () => {
      open = false
    }
  }, [ctx])
}
