import { LOCAL_CHAIN_IDS } from './constants'
import { startLocalChain } from './startLocalChain'
import type { LocalChain } from './types'

export interface LocalChainCliOptions {
  primaryPort: number
  secondaryPort: number
  blockTime?: number
  deployTokens: boolean
}

export const localChainCliUsage = `Usage: latchkey-local-chain [--port <n>] [--secondary-port <n>] [--block-time <s>] [--no-tokens]
Starts chains ${LOCAL_CHAIN_IDS.primary} and ${LOCAL_CHAIN_IDS.secondary} on 127.0.0.1 (port 0 or absent = a free port),
prints one JSON line with their RPC URLs, accounts and tokens, and runs until SIGINT/SIGTERM.`

function portValue(flag: string, value: string | undefined): number {
  const port = Number(value)
  if (value === undefined || !/^\d+$/.test(value) || port > 65535) {
    throw new Error(`${flag} needs a port number from 0 to 65535, got ${value ?? 'nothing'}`)
  }
  return port
}

/** Parses the CLI arguments; throws with a readable message on anything unknown. */
export function parseLocalChainCliArgs(argv: readonly string[]): LocalChainCliOptions {
  const options: LocalChainCliOptions = { primaryPort: 0, secondaryPort: 0, deployTokens: true }
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]
    if (flag === '--port') options.primaryPort = portValue(flag, argv[++i])
    else if (flag === '--secondary-port') options.secondaryPort = portValue(flag, argv[++i])
    else if (flag === '--no-tokens') options.deployTokens = false
    else if (flag === '--block-time') {
      const value = Number(argv[++i])
      if (!(value > 0)) throw new Error(`--block-time needs a positive number of seconds`)
      options.blockTime = value
    } else throw new Error(`Unknown argument ${flag}\n${localChainCliUsage}`)
  }
  if (options.primaryPort && options.primaryPort === options.secondaryPort) {
    throw new Error('--port and --secondary-port must differ')
  }
  return options
}

/** What the CLI prints: everything a client needs to reach both chains. */
export function describeLocalChains(chains: readonly LocalChain[]) {
  return {
    chains: chains.map((c) => ({
      chainId: c.chainId,
      name: c.chain.name,
      rpcUrl: c.rpcUrl,
      tokens: c.tokens,
    })),
    accounts: chains[0]?.accounts ?? [],
  }
}

/** Starts the primary and the secondary chain; if one fails, the other is stopped again. */
export async function startLocalChains(options: LocalChainCliOptions): Promise<LocalChain[]> {
  const common = { blockTime: options.blockTime, deployTokens: options.deployTokens }
  const results = await Promise.allSettled([
    startLocalChain({ ...common, chainId: LOCAL_CHAIN_IDS.primary, port: options.primaryPort }),
    startLocalChain({ ...common, chainId: LOCAL_CHAIN_IDS.secondary, port: options.secondaryPort }),
  ])
  const failure = results.find((r) => r.status === 'rejected')
  if (failure) {
    await Promise.all(results.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)))
    throw failure.reason
  }
  return results.map((r) => (r as PromiseFulfilledResult<LocalChain>).value)
}
