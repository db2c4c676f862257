import type { DemoConfig } from './config'

/**
 * The local Bitcoin regtest chain, when the stack runs one: its network (balances and sends
 * through its Esplora API), the Bitcoin adapter, and the Bitcoin development wallet registered
 * through Wallet Standard with the chain's keys (account i: P2WPKH payment key i, P2TR ordinals
 * key i). Each is a chunk of its own, fetched only then; requests wait for approval in its panel.
 */
export async function startBitcoin(config: DemoConfig) {
  const chain = config.bitcoin
  if (!chain) return undefined
  const [{ bitcoinAdapter, localBitcoin }, dev] = await Promise.all([
    import('@latchkey/adapter-bitcoin'),
    import('@latchkey/dev-wallet/bitcoin'),
  ])
  // Through the provider's Esplora proxy, as an app on a hosted provider would read it.
  const network = localBitcoin({
    esploraUrl: chain.providerEsploraUrl,
    name: chain.name,
  })
  const keys = chain.devWallet.keys
  const payment = keys.filter((k) => k.type === 'p2wpkh')
  const ordinals = keys.filter((k) => k.type === 'p2tr')
  const wallet = dev.createBitcoinDevWallet({
    accounts: payment.map((key, i) => ({
      payment: key.privateKey,
      ordinals: ordinals[i]?.privateKey ?? key.privateKey,
    })),
    chain: 'bitcoin:regtest',
    mode: 'manual',
    // Like a browser wallet, remember the grant so a reload restores the session (§4).
    persist: window.localStorage,
  })
  dev.registerBitcoinDevWallet(wallet.wallet)
  return { network, adapter: bitcoinAdapter({ networks: [network] }), wallet }
}

export type DemoBitcoin = NonNullable<Awaited<ReturnType<typeof startBitcoin>>>
