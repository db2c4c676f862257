import { parseArgs } from 'node:util'
import type { LocalSolana, StartLocalSolanaOptions } from './types'

export const localSolanaCliUsage = `latchkey-local-solana [--port <http port, ws on port+1>] [--no-tokens]

Starts the local Solana chain on 127.0.0.1, prints one JSON line
{ rpcUrl, wsUrl, caip2, genesisHash, accounts, mints } and runs until SIGINT/SIGTERM.`

/** The CLI's options; undefined for --help. Throws on an unknown flag or a bad port. */
export function parseLocalSolanaCliArgs(argv: string[]): StartLocalSolanaOptions | undefined {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'no-tokens': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) return undefined
  const port = values.port === undefined ? 0 : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65534)
    throw new Error(`--port: not a port: ${values.port}`)
  return { port, demoTokens: !values['no-tokens'] }
}

/** What the CLI prints: URLs, ids, the development addresses (keys stay in the package) and mints. */
export function describeLocalSolana(chain: LocalSolana) {
  const { rpcUrl, wsUrl, caip2, genesisHash, mints } = chain
  return {
    rpcUrl,
    wsUrl,
    caip2,
    genesisHash,
    accounts: chain.accounts.map((account) => account.address),
    mints,
  }
}
