import { mintSolanaNft } from './demoNfts'
import { seedDemoState } from './demoState'
import { SOLANA_DEMO_TOKENS } from './demoTokens'
import { SOLANA_DEV_ACCOUNTS } from './devKeys'
import { SolanaLedger } from './ledger'
import { startRpcServers } from './server'
import type { LocalSolana, StartLocalSolanaOptions } from './types'

/** Starts a fresh local Solana chain in this process (LiteSVM) and its RPC endpoint. */
export async function startLocalSolana(
  options: StartLocalSolanaOptions = {},
): Promise<LocalSolana> {
  const host = options.host ?? '127.0.0.1'
  if (host !== '127.0.0.1') throw new TypeError('The local Solana chain only listens on 127.0.0.1')
  const port = options.port ?? 0
  if (!Number.isInteger(port) || port < 0 || port > 65534)
    throw new RangeError(`Invalid port ${port}`)
  const demoTokens = options.demoTokens ?? true
  const ledger = new SolanaLedger()
  seedDemoState(ledger, demoTokens)
  const servers = await startRpcServers(ledger, port, host)
  return {
    rpcUrl: `http://${host}:${servers.port}`,
    wsUrl: `ws://${host}:${servers.port + 1}`,
    port: servers.port,
    genesisHash: ledger.genesisHash,
    caip2: `solana:${ledger.genesisHash.slice(0, 32)}`,
    accounts: SOLANA_DEV_ACCOUNTS,
    mints: demoTokens ? SOLANA_DEMO_TOKENS : [],
    mintNft: (params) => mintSolanaNft(ledger, params),
    stop: () => servers.stop(),
  }
}
