import { startupError } from '@latchkey/core'
import { type AppKit, getCurrentAppKit } from '@latchkey/ui'
import { useMemo } from 'react'
import { useAppKitInstance } from '../internal/useAppKitInstance'

export interface UseAppKitReturnType {
  readonly open: AppKit['open']
  readonly close: AppKit['close']
}

function currentAppKit(): AppKit {
  const appKit = getCurrentAppKit()
  if (!appKit) throw startupError('CREATE_APPKIT_REQUIRED')
  return appKit
}

// Server rendering and hydration see no instance (the server snapshot): their actions find the
// instance when called, which is only ever in the browser after createAppKit.
const DEFERRED: UseAppKitReturnType = /* @__PURE__ */ Object.freeze({
  open: (...args: Parameters<AppKit['open']>) => currentAppKit().open(...args),
  close: () => currentAppKit().close(),
})

/**
 * Opens and closes the modal. In the browser it throws until createAppKit has run; on the
 * server (prerender, SSR) it renders, as every hook does, without an instance.
 */
export function useAppKit(): UseAppKitReturnType {
  const appKit = useAppKitInstance()
  const actions = useMemo(
    () => (appKit ? Object.freeze({ open: appKit.open, close: appKit.close }) : DEFERRED),
    [appKit],
  )
  if (!appKit && typeof window !== 'undefined' && !getCurrentAppKit())
    throw startupError('CREATE_APPKIT_REQUIRED')
  return actions
}
