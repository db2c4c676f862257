import type { IndexedChain } from '../chains/ServedChain'
import type { Database } from '../db/Database'
import { describeError, type Logger } from '../server/Logger'
import { type IndexerLease, soleLease } from './IndexerLease'
import { rollBackIfDiverged } from './rollBack'
import { storeBlockRange } from './storeBlockRange'

export interface IndexerOptions {
  pollIntervalMs: number
  maxBlocksPerTick: number
}

export interface TickResult {
  from: number
  to: number
  /** The head is further than this tick reached: the next tick runs at once. */
  behind: boolean
}

/** Follows one chain: each tick indexes the next bounded range of blocks after the stored cursor. */
export class ChainIndexer {
  private running = false
  private loopDone: Promise<void> = Promise.resolve()
  private wake: (() => void) | undefined
  private timer: ReturnType<typeof setTimeout> | undefined
  private leading = false

  constructor(
    readonly chain: IndexedChain,
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly options: IndexerOptions,
    private readonly lease: IndexerLease = soleLease,
  ) {}

  /** The last block indexed, or undefined before the first tick. */
  async cursor(): Promise<number | undefined> {
    const rows = await this.db.query<{ last_block: number }>(
      'SELECT last_block FROM indexer_cursors WHERE chain_id = $1',
      [this.chain.id],
    )
    return rows[0]?.last_block
  }

  /** Indexes one range; undefined when there is no new block. */
  async tick(): Promise<TickResult | undefined> {
    const { config, source } = this.chain
    const head = (await source.head()) - config.confirmations
    if (head < 0) return undefined
    let last = await this.cursor()
    if (last !== undefined) {
      const kept = await rollBackIfDiverged(this.db, this.chain, last)
      if (kept !== undefined) {
        this.logger.warn('indexer rolled back: the node no longer has the indexed blocks', {
          chain: this.chain.id,
          from: last,
          to: kept,
        })
        last = kept < 0 ? undefined : kept
      }
    }
    const from =
      last !== undefined ? last + 1 : config.startBlock === 'latest' ? head : config.startBlock
    if (from > head) return undefined
    const to = Math.min(head, from + this.options.maxBlocksPerTick - 1)
    const range = await source.readRange(from, to)
    await this.db.transaction((tx) => storeBlockRange(tx, this.chain.id, to, range))
    return { from, to, behind: to < head }
  }

  start(): void {
    if (this.running) return
    this.running = true
    this.loopDone = this.loop()
  }

  async stop(): Promise<void> {
    this.running = false
    if (this.timer) clearTimeout(this.timer)
    this.wake?.()
    await this.loopDone
  }

  private async holdLease(): Promise<boolean> {
    let leading = false
    try {
      leading = await this.lease.hold(this.chain.id)
    } finally {
      if (leading !== this.leading) {
        this.logger.info(leading ? 'indexer lease taken' : 'indexer lease lost', {
          chain: this.chain.id,
        })
        this.leading = leading
      }
    }
    return leading
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let behind = false
      try {
        // Replicas on one database take turns: only the lease holder reads the node and writes.
        if (await this.holdLease()) behind = (await this.tick())?.behind ?? false
      } catch (error) {
        // A node or database hiccup: log it and try again on the next tick.
        this.logger.warn('indexer tick failed', { chain: this.chain.id, ...describeError(error) })
      }
      if (!this.running) break
      await new Promise<void>((resolve) => {
        this.wake = resolve
        this.timer = setTimeout(resolve, behind ? 0 : this.options.pollIntervalMs)
      })
    }
  }
}
