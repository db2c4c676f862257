import type { AppKitEvent } from '@latchkey/controllers'
import type { AppKit } from '@latchkey/ui'
import { useMemo } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import { useReadout } from '../internal/useReadout'

export interface UseAppKitEventsReturnType {
  /** When the latest event happened (ms); undefined only on the server. */
  readonly timestamp: number | undefined
  /**
   * The latest event: `data.event` is its name (MODAL_OPEN, CONNECT_SUCCESS, …); MODAL_CREATED
   * until the first one, as in the field. Undefined only on the server (and while hydrating).
   */
  readonly data: Snapshot<AppKitEvent> | undefined
}

const read = (appKit: AppKit) => appKit.getEvent()
const watch = (appKit: AppKit, onChange: () => void) => appKit.subscribeEvents(onChange)

/** The latest event, in the field's `{ timestamp, data: { event, properties } }` shape. */
export function useAppKitEvents(): UseAppKitEventsReturnType {
  const data = useReadout(read, watch, undefined)
  return useMemo(() => Object.freeze({ timestamp: data?.timestamp, data }), [data])
}
