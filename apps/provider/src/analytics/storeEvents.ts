import type { Database } from '../db/Database'
import type { AnalyticsEvent } from './eventSchema'

/**
 * Stores events of one project in one statement (so all of them or none), each event id once per
 * project: an event sent again (a retried batch, a beacon after a lost answer) is skipped.
 */
export async function storeEvents(
  db: Database,
  projectId: string,
  events: readonly AnalyticsEvent[],
  sdk: { st?: string | undefined; sv?: string | undefined },
): Promise<void> {
  if (events.length === 0) return
  const rows: string[] = []
  const values: unknown[] = []
  for (const e of events) {
    const n = values.length
    rows.push(
      `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, to_timestamp($${n + 5}::double precision / 1000), $${n + 6}::text::jsonb, $${n + 7}, $${n + 8})`,
    )
    values.push(
      projectId,
      e.eventId,
      e.url,
      e.domain,
      e.timestamp,
      JSON.stringify(e.props),
      sdk.st ?? null,
      sdk.sv ?? null,
    )
  }
  await db.query(
    `INSERT INTO analytics_events (project_id, event_id, url, domain, event_time, props, sdk_type, sdk_version)
     VALUES ${rows.join(', ')}
     ON CONFLICT (project_id, event_id) DO NOTHING`,
    values,
  )
}
