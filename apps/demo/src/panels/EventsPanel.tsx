import type { AppKitEvent } from '@latchkey/controllers'
import type { AppKit } from '@latchkey/react'
import { useEffect, useState } from 'react'
import { Panel } from './Panel'

export function EventsPanel({ appKit }: { appKit: AppKit }) {
  const [events, setEvents] = useState<AppKitEvent[]>([])
  useEffect(
    () => appKit.subscribeEvents((event) => setEvents((list) => [event, ...list].slice(0, 50))),
    [appKit],
  )
  return (
    <Panel title="Events" id="events">
      <ol className="log" aria-live="polite">
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
