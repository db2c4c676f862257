// What of viem the adapter needs once a wallet or a node is asked something: one chunk that
// loadViemRuntime() imports on first use, so an app's start-up carries none of viem's clients.
// Nothing the start-up code imports may import viem's clients, or they would be shared with it.
import { createPublicClient, fallback, http } from 'viem'
import { buildPublicClients, type PublicClients } from './buildPublicClients'
import type { PublicClientsOptions } from './rpcUrlsFor'

export { toAccountEntries } from '../session/toAccountEntries'
export { walletClientFor } from './walletClientFor'

export function createPublicClients(options: PublicClientsOptions): PublicClients {
  return buildPublicClients({ createPublicClient, fallback, http }, options)
}
