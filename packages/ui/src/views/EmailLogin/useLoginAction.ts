import { loginFailureMessage } from '@latchkey/controllers'
import * as Snack from '@latchkey/controllers/snack'
import { useState } from 'react'
import { useControllers } from '../../app/ControllersContext'

/** Runs a login action; a failure reaches the visitor as a toast with its §8 text (never silence). */
export function useLoginAction() {
  const ctx = useControllers()
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await action()
    } catch (error) {
      Snack.showError(ctx, loginFailureMessage(error))
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
