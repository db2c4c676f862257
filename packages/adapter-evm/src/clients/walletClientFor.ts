import { createWalletClient, custom, type WalletClient } from 'viem'
import type { Eip1193Provider } from '../provider/Eip1193Provider'

const clients = new WeakMap<Eip1193Provider, WalletClient>()

/**
 * A viem wallet client over a wallet's provider, one per provider. Retries are off: a retried
 * wallet request would prompt the user a second time.
 */
export function walletClientFor(provider: Eip1193Provider): WalletClient {
  let client = clients.get(provider)
  if (!client) {
    client = createWalletClient({
      transport: custom(provider as Parameters<typeof custom>[0], { retryCount: 0 }),
    })
    clients.set(provider, client)
  }
  return client
}
