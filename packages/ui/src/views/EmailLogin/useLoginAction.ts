import { useState } from 'react'
import { useControllers } from '../../app/ControllersContext'
import { loginFailureMessage } from '../shared/loginFailureText'

/** Runs a login step; a failure reaches the visitor as a toast with its §8 text (never silence). */
export function useLoginAction() {
  const ctx = useControllers()
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    try {
      await action()
    } catch (error) {
      ctx.snack.showError(loginFailureMessage(error))
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
