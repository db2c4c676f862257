import { useEffect } from 'react'
import { useControllers } from '../../app/ControllersContext'
import { loginFailureMessage } from '../shared/loginFailureText'
import { farcasterLogin } from './farcasterLogin'

/**
 * Starts the Farcaster login when the view opens unconnected; a failure reaches the visitor as
 * a toast while the view is still open. Leaving the view ends it (SPEC §2 back rule).
 */
export function useFarcasterLogin() {
  const ctx = useControllers()
  useEffect(() => {
    if (ctx.chain.isConnected()) return
    let open = true
    farcasterLogin(ctx, () => open).catch((error: unknown) => {
      if (open) ctx.snack.showError(loginFailureMessage(error))
    })
    return () => {
      open = false
    }
  }, [ctx])
}
