import type { AppKitEvent } from '@latchkey/controllers'
import { useCallback } from 'react'
import { snapshot } from 'valtio/vanilla'
import { useAppKitInstance } from '../internal/useAppKitInstance'
import { useSelected } from '../internal/useSelected'

const NONE = { data: undefined } as { data: AppKitEvent | undefined }

/** The latest event (MODAL_OPEN, CONNECT_SUCCESS, …); undefined until one happens. */
export function useAppKitEvents(): { data: AppKitEvent | undefined } {
  const appKit = useAppKitInstance()
  const subscribe = useCallback(
    (onChange: () => void) => appKit!.subscribeEvents(onChange),
    [appKit],
  )
  const select = useCallback(
    () => ({ data: snapshot(appKit!.controllers.events.state).last as AppKitEvent | undefined }),
    [appKit],
  )
  return useSelected(appKit ? subscribe : undefined, select, NONE)
}
