#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { startLocalSolana } from './startLocalSolana'

const usage = `latchkey-local-solana [--port <http port, ws on port+1>] [--no-tokens]

Starts the local Solana chain on 127.0.0.1, prints one JSON line
{ rpcUrl, wsUrl, caip2, genesisHash, accounts, mints } and runs until SIGINT/SIGTERM.`

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'no-tokens': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) return void console.log(usage)
  const port = values.port === undefined ? 0 : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65534)
    throw new Error(`--port: not a port: ${values.port}`)
  const chain = await startLocalSolana({ port, demoTokens: !values['no-tokens'] })
  const shutdown = () => chain.stop().then(() => process.exit(0))
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
  const { rpcUrl, wsUrl, caip2, genesisHash, mints } = chain
  const accounts = chain.accounts.map((account) => account.address)
  process.stdout.write(
    `${JSON.stringify({ rpcUrl, wsUrl, caip2, genesisHash, accounts, mints })}\n`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
