import { LOCAL_POLKADOT_CAIP_NETWORK_ID, LOCAL_POLKADOT_GENESIS_HASH } from './constants'
import { findPolkadotGenesis } from './genesisFile'

export interface StartLocalPolkadotParameters {
  /** The raw chain spec to run. Default: the shared Kusama local genesis (findPolkadotGenesis). */
  genesis?: string
  /** Loopback port; 0 (the default) takes a free one. */
  port?: number
}

export interface LocalPolkadot {
  /** WebSocket JSON-RPC endpoint, e.g. ws://127.0.0.1:40123. */
  readonly wsUrl: string
  readonly genesisHash: typeof LOCAL_POLKADOT_GENESIS_HASH
  readonly caipNetworkId: typeof LOCAL_POLKADOT_CAIP_NETWORK_ID
  stop(): Promise<void>
}

export class PolkadotGenesisMissingError extends Error {
  override readonly name = 'PolkadotGenesisMissingError'
  constructor() {
    super(
      'The Polkadot genesis (../shared/fixtures/polkadot/kusama-local-genesis.json) is missing; set LATCHKEY_POLKADOT_GENESIS to its path',
    )
  }
}

/**
 * Runs the genesis's Substrate runtime in-process with chopsticks, offline, on 127.0.0.1, and
 * builds a block as soon as a transaction arrives. Chopsticks is loaded only here: importing this
 * package costs nothing.
 */
export async function startLocalPolkadot({
  genesis = findPolkadotGenesis(),
  port = 0,
}: StartLocalPolkadotParameters = {}): Promise<LocalPolkadot> {
  if (!genesis) throw new PolkadotGenesisMissingError()
  // Chopsticks logs every block at info level; read once, when it is first imported.
  process.env.LOG_LEVEL ??= 'error'
  const { setupWithServer } = await import('@acala-network/chopsticks')
  const server = await setupWithServer({
    genesis,
    port,
    host: '127.0.0.1',
    'build-block-mode': 'Instant' as never,
  } as never)
  await buildFirstBlock(server.chain)
  let stopping: Promise<void> | undefined
  return {
    wsUrl: `ws://${server.addr}`,
    genesisHash: LOCAL_POLKADOT_GENESIS_HASH,
    caipNetworkId: LOCAL_POLKADOT_CAIP_NETWORK_ID,
    stop() {
      stopping ??= server.close()
      return stopping
    },
  }
}

interface ChopsticksChain {
  readonly head: { readonly number: number }
  newBlock(): Promise<unknown>
}

/**
 * Chopsticks builds block 1 as it starts, reading the clock twice (BABE slot, timestamp
 * inherent) on a genesis that stores no time yet: on a busy machine the reads can straddle a
 * slot and the block fails, leaving a chain that refuses signed transactions. Build it again.
 */
async function buildFirstBlock(chain: ChopsticksChain, attempts = 3): Promise<void> {
  for (let attempt = 0; attempt < attempts && chain.head.number === 0; attempt++)
    await chain.newBlock().catch(() => undefined)
  if (chain.head.number === 0) throw new Error('The local Polkadot chain could not build block 1')
}
