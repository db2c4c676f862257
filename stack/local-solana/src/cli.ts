#!/usr/bin/env node
import { describeLocalSolana, localSolanaCliUsage, parseLocalSolanaCliArgs } from './localSolanaCli'
import { startLocalSolana } from './startLocalSolana'

async function main(): Promise<void> {
  const options = parseLocalSolanaCliArgs(process.argv.slice(2))
  if (!options) return void console.log(localSolanaCliUsage)
  const chain = await startLocalSolana(options)
  const shutdown = () => chain.stop().then(() => process.exit(0))
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
  // One line of JSON on stdout, so a parent process can read it with a line reader.
  process.stdout.write(`${JSON.stringify(describeLocalSolana(chain))}\n`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
