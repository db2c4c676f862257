import type { AppKitEvent } from '@latchkey/controllers'
import type { AppKit } from '@latchkey/ui'
import { useMemo } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import { useReadout } from '../internal/useReadout'

export interface UseAppKitEventsReturnType {
  readonly data: Snapshot<AppKitEvent> | undefined
}

const read = (appKit: AppKit) => appKit.getEvent()
const watch = (appKit: AppKit, onChange: () => void) => appKit.subscribeEvents(onChange)

/** The latest event (MODAL_OPEN, CONNECT_SUCCESS, …); undefined until one happens. */
export function useAppKitEvents(): UseAppKitEventsReturnType {
  const data = useReadout(read, watch, undefined)
  return useMemo(() => Object.freeze({ data }), [data])
}
