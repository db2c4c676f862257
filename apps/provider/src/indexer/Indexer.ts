import type { ChainRegistry } from '../chains/ChainRegistry'
import type { IndexedChain } from '../chains/ServedChain'
import type { Database } from '../db/Database'
import type { Logger } from '../server/Logger'
import { ChainIndexer, type IndexerOptions } from './ChainIndexer'
import { type IndexerLease, indexerLease } from './IndexerLease'

/** One ChainIndexer per configured chain with a source (bip122 history is read live), started and stopped together, each under a lease. */
export class Indexer {
  readonly chains: ReadonlyMap<string, ChainIndexer>
  private readonly lease: IndexerLease

  constructor(chains: ChainRegistry, db: Database, logger: Logger, options: IndexerOptions) {
    const lease = indexerLease(db)
    this.lease = lease
    this.chains = new Map(
      chains
        .list()
        .filter((c): c is IndexedChain => c.source !== undefined)
        .map((c) => [c.id, new ChainIndexer(c, db, logger, options, lease)]),
    )
  }

  start(): void {
    for (const chain of this.chains.values()) chain.start()
  }

  async stop(): Promise<void> {
    await Promise.all([...this.chains.values()].map((c) => c.stop()))
    await this.lease.release()
  }

  /** Resolves once `chainId` is indexed up to `block`; rejects after `timeoutMs`. */
  async waitFor(chainId: string, block: number, timeoutMs = 30_000): Promise<void> {
    const chain = this.chains.get(chainId)
    if (!chain) throw new Error(`No indexer for ${chainId}`)
    const deadline = Date.now() + timeoutMs
    while (((await chain.cursor()) ?? -1) < block) {
      if (Date.now() > deadline)
        throw new Error(`Indexer of ${chainId} did not reach block ${block} in time`)
      await new Promise((r) => setTimeout(r, 25))
    }
  }
}
