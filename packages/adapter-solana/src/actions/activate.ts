import type { AdapterConnection } from '@latchkey/controllers'
import type { CaipNetwork } from '@latchkey/core'
import type { SolanaConnector } from '../connectors/SolanaConnector'
import type { AdapterContext } from './AdapterContext'

/** Forgets the current wallet and stops listening to it. */
export function release(context: AdapterContext): void {
  context.active?.stopWatching()
  context.active = undefined
}

/**
 * Makes a wallet's granted account current and forwards the wallet's own changes (SPEC §4):
 * another account picked in the wallet, or the site's grant withdrawn.
 */
export function activate(
  context: AdapterContext,
  connector: SolanaConnector,
  addresses: readonly string[],
  caipNetwork: CaipNetwork | undefined,
): AdapterConnection {
  release(context)
  const [address] = addresses as [string]
  const connectorId = connector.id
  const stopWatching = connector.signer.watch(({ accounts }) => {
    const active = context.active
    if (!accounts || active?.connector !== connector) return
    const [first] = accounts
    if (!first) {
      release(context)
      context.emit('disconnect', { connectorId })
    } else if (first !== active.address) {
      active.address = first
      context.emit('accountsChanged', { address: first, accounts: entries(accounts), connectorId })
    }
  })
  context.active = { connector, address, caipNetwork, stopWatching }
  const wallet = connector.signer.peerWallet?.()
  return {
    address,
    // Solana wallets hold one key for every cluster: the connection is on the app's network.
    caipNetworkId: caipNetwork?.caipNetworkId ?? 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    connectorId,
    accounts: entries(addresses),
    ...(wallet ? { wallet } : {}),
  }
}

function entries(addresses: readonly string[]) {
  return addresses.map((address) => ({ address, type: 'eoa' as const }))
}
