import type { DemoConfig } from './config'

/**
 * Loads the development wallet only when the local stack hands out keys, as its own chunk, so
 * nothing of it is in the app's main bundle. Requests wait for approval in the demo's panel.
 */
export async function startDevWallet(config: DemoConfig) {
  if (!config.devWallet) return undefined
  const { announceDevWallet, createDevWallet } = await import('@latchkey/dev-wallet')
  const wallet = createDevWallet({
    accounts: config.devWallet.privateKeys,
    chains: config.chains.map((c) => ({ id: c.chainId, name: c.name, rpcUrl: c.rpcUrl })),
    mode: 'manual',
    // Like a browser wallet, remember the grant so a reload restores the session (§4).
    persist: window.localStorage,
  })
  announceDevWallet(wallet)
  return wallet
}

export type DevWallet = NonNullable<Awaited<ReturnType<typeof startDevWallet>>>
