/** The chain the example connects to, and (in development only) the local dev wallet's keys. */
export interface ExampleConfig {
  chainId: number
  rpcUrl: string
  /** Private keys of the local chain's development accounts: the dev wallet signs with them. */
  devWalletKeys: `0x${string}`[]
}

/**
 * Read on the server at request time, so one build serves any local chain: the chain that
 * `npm run demo` starts by default (31337 on 127.0.0.1:8545), or the one the environment names.
 */
export function exampleConfig(): ExampleConfig {
  const keys = process.env.LATCHKEY_DEV_WALLET_KEYS ?? ''
  return {
    chainId: Number(process.env.LATCHKEY_CHAIN_ID ?? 31337),
    rpcUrl: process.env.LATCHKEY_RPC_URL ?? 'http://127.0.0.1:8545',
    devWalletKeys: keys
      .split(',')
      .filter((key): key is `0x${string}` => /^0x[0-9a-fA-F]{64}$/.test(key)),
  }
}
