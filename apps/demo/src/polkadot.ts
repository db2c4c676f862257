import type { DemoConfig } from './config'

/**
 * The local Polkadot chain, when the stack runs one: its network, the Polkadot adapter, and the
 * development extension (its keys are development URIs only) injected into window.injectedWeb3.
 * Each is a chunk of its own, fetched only then; its requests wait for approval in its panel.
 */
export async function startPolkadot(config: DemoConfig) {
  const chain = config.polkadot
  if (!chain) return undefined
  const [{ definePolkadotNetwork, polkadotAdapter }, dev] = await Promise.all([
    import('@latchkey/adapter-polkadot'),
    import('@latchkey/dev-wallet/polkadot'),
  ])
  const network = definePolkadotNetwork({
    genesisHash: chain.genesisHash,
    name: chain.name,
    ss58Format: chain.ss58Format,
    nativeCurrency: { name: chain.name, symbol: chain.symbol, decimals: chain.decimals },
    rpcUrls: [chain.wsUrl],
    testnet: true,
  })
  const extension = await dev.createPolkadotDevExtension({
    accounts: chain.devAccounts,
    ss58Format: chain.ss58Format,
    mode: 'manual',
    // Like a browser extension, remember the sites let in so a reload restores the session.
    persist: window.localStorage,
  })
  dev.injectPolkadotDevExtension(extension, window as never)
  return { network, adapter: polkadotAdapter({ networks: [network] }), extension }
}

export type DemoPolkadot = NonNullable<Awaited<ReturnType<typeof startPolkadot>>>
