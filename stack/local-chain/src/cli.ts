#!/usr/bin/env node
import {
  describeLocalChains,
  localChainCliUsage,
  parseLocalChainCliArgs,
  startLocalChains,
} from './localChainCli'

async function main(): Promise<void> {
  const argv = process.argv.slice(2)
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(localChainCliUsage)
    return
  }
  const chains = await startLocalChains(parseLocalChainCliArgs(argv))
  let stopping = false
  const shutdown = async () => {
    if (stopping) return
    stopping = true
    await Promise.all(chains.map((c) => c.stop()))
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
  // One line of JSON on stdout, so a parent process can read it with a line reader.
  process.stdout.write(`${JSON.stringify(describeLocalChains(chains))}\n`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
