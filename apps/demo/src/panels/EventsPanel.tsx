import type { AppKitEvent } from '@latchkey/controllers'
import type { AppKit } from '@latchkey/react'
import { useEffect, useState } from 'react'
import { Panel } from './Panel'

export function EventsPanel({ appKit }: { appKit: AppKit }) {
  // The log starts with the event already there (MODAL_CREATED, as the field's first event).
  const [events, setEvents] = useState<AppKitEvent[]>(() => {
    const first = appKit.getEvent()
    return first ? [first] : []
  })
  useEffect(
    () => appKit.subscribeEvents((event) => setEvents((list) => [event, ...list].slice(0, 50))),
    [appKit],
  )
  return (
    <Panel title="Events" id="events">
      {/* A scrolling region must be reachable by keyboard to be read (axe scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log needs focus to scroll by keys */}
      <ol className="log" aria-live="polite" aria-label="Events, newest first" tabIndex={0}>
        {events.map((e) => (
          <li key={`${e.timestamp}-${e.event}-${events.indexOf(e)}`}>
            <time>{new Date(e.timestamp).toLocaleTimeString()}</time> <strong>{e.event}</strong>
            {e.properties ? <code>{JSON.stringify(e.properties)}</code> : null}
          </li>
        ))}
      </ol>
    </Panel>
  )
}
