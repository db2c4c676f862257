import { startupError } from '@latchkey/core'
import type { AppKit } from '@latchkey/ui'
import { useMemo } from 'react'
import { useAppKitInstance } from '../internal/useAppKitInstance'

export interface UseAppKitReturnType {
  readonly open: AppKit['open']
  readonly close: AppKit['close']
}

/** Opens and closes the modal; throws until createAppKit has run. */
export function useAppKit(): UseAppKitReturnType {
  const appKit = useAppKitInstance()
  const actions = useMemo(
    () => (appKit ? Object.freeze({ open: appKit.open, close: appKit.close }) : undefined),
    [appKit],
  )
  if (!actions) throw startupError('CREATE_APPKIT_REQUIRED')
  return actions
}
