import { latchkeyError } from '@latchkey/core'
import type { AppKit } from '@latchkey/ui'
import { useAppKitInstance } from '../internal/useAppKitInstance'

export interface UseAppKitReturnType {
  open: AppKit['open']
  close: AppKit['close']
}

/** Opens and closes the modal; throws until createAppKit has run. */
export function useAppKit(): UseAppKitReturnType {
  const appKit = useAppKitInstance()
  if (!appKit) throw latchkeyError('CREATE_APPKIT_REQUIRED')
  return { open: appKit.open, close: appKit.close }
}
