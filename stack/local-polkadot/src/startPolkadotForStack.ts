import { LOCAL_POLKADOT_CHAIN, LOCAL_POLKADOT_DEV_ACCOUNTS } from './constants'
import { findPolkadotGenesis } from './genesisFile'
import { type LocalPolkadot, startLocalPolkadot } from './startLocalPolkadot'

/** What the demo reads from its config to offer the local Polkadot chain. */
export interface PolkadotStackConfig {
  caipNetworkId: string
  genesisHash: string
  name: string
  wsUrl: string
  ss58Format: number
  decimals: number
  symbol: string
  /** Development secret URIs only (//Alice …): the demo's Polkadot dev extension signs with them. */
  devAccounts: readonly string[]
}

/**
 * The local stack's one call: starts the chain when the shared genesis is there, or says it is
 * not and answers undefined, so the stack runs without Polkadot on a fresh clone.
 */
export async function startPolkadotForStack({
  port = 0,
  log = () => {},
}: {
  port?: number
  log?: (line: string) => void
} = {}): Promise<{ chain: LocalPolkadot; config: PolkadotStackConfig } | undefined> {
  const genesis = findPolkadotGenesis()
  if (!genesis) {
    log('polkadot: no genesis at ../shared/fixtures/polkadot/, starting without the Polkadot chain')
    return undefined
  }
  const chain = await startLocalPolkadot({ genesis, port })
  log(`polkadot: ${chain.wsUrl}`)
  return {
    chain,
    config: {
      caipNetworkId: chain.caipNetworkId,
      genesisHash: chain.genesisHash,
      name: LOCAL_POLKADOT_CHAIN.name,
      wsUrl: chain.wsUrl,
      ss58Format: LOCAL_POLKADOT_CHAIN.ss58Format,
      decimals: LOCAL_POLKADOT_CHAIN.decimals,
      symbol: LOCAL_POLKADOT_CHAIN.symbol,
      devAccounts: LOCAL_POLKADOT_DEV_ACCOUNTS.slice(0, 3),
    },
  }
}
