import type { Database } from './Database'

// Deleted in slices, so one prune never holds a long transaction over a big table.
const SLICE = 5_000

/**
 * Runs a table's prune at start and then every `intervalMs`, one run at a time, off the event
 * loop's keep-alive; a failed run is reported and the next one tries again.
 */
export class PruneTimer {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined

  constructor(
    private readonly prune: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.timer) return
    const tick = () => {
      this.running ??= this.prune()
        .then(() => undefined)
        .catch(this.onError)
        .finally(() => {
          this.running = undefined
        })
    }
    tick()
    this.timer = setInterval(tick, this.intervalMs)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.timer)
    this.timer = undefined
    await this.running
  }
}

/**
 * Runs a `DELETE … RETURNING` built around `LIMIT limit` until a slice comes back short;
 * resolves with how many rows went.
 */
export async function deleteInSlices(
  db: Database,
  statement: (limit: number) => string,
  params: readonly unknown[] = [],
): Promise<number> {
  let deleted = 0
  for (;;) {
    const rows = await db.query(statement(SLICE), params)
    deleted += rows.length
    if (rows.length < SLICE) return deleted
  }
}
