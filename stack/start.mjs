// `npm run demo`: starts the local stack on loopback and keeps it up until Ctrl-C.
import { startStack } from './scripts/startStack.mjs'

const stack = await startStack({
  ports: {
    chain: 8545,
    chainB: 8546,
    solana: 8899,
    provider: 4400,
    demo: 5173,
    polkadot: 9944,
    secureFrame: 4500,
    bitcoin: 3002,
  },
  polkadot: true,
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: read when the stack starts, not by a turbo task
  redisUrl: process.env.REDIS_URL,
  log: (line) => console.log(`[stack] ${line}`),
})
if (!stack.demo) console.log('[stack] apps/demo is not built yet; chains and provider are up.')
console.log(
  `\nLatchkey local stack is up${stack.demo ? `: open ${stack.demo.url}` : ''}. Ctrl-C stops it.`,
)
if (stack.demo)
  console.log(
    `WalletConnect: choose it in the modal, press Copy link, then in another terminal run\n` +
      `  node stack/scripts/walletConnectWallet.mjs '<the link>' --config ${stack.demo.url}/latchkey.config.json`,
  )
const shutdown = async () => {
  await stack.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
