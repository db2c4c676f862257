import type { CaipNetwork } from '@latchkey/core'
import type { AdapterConnection } from '../../contract/ChainAdapter'
import type { KitConnector, KitSigner, WalletKitContext } from '../WalletKit'

/** Forgets the current wallet and stops listening to it. */
export function releaseWallet<S extends KitSigner<A>, A>(context: WalletKitContext<S, A>): void {
  context.active?.stopWatching()
  context.active = undefined
}

/**
 * Makes a wallet's granted accounts current and forwards the wallet's own changes (SPEC §4):
 * other accounts picked in the wallet, or the site's grant withdrawn.
 */
export function activateWallet<S extends KitSigner<A>, A>(
  context: WalletKitContext<S, A>,
  connector: KitConnector<S>,
  accounts: readonly A[],
  caipNetwork: CaipNetwork | undefined,
): AdapterConnection {
  releaseWallet(context)
  const profile = context.accounts
  const address = profile.address(accounts) as string
  const connectorId = connector.id
  const stopWatching = connector.signer.watch(({ accounts: next }) => {
    const active = context.active
    if (!next || active?.connector !== connector) return
    const first = profile.address(next)
    if (!first) {
      releaseWallet(context)
      context.emitter.emit('disconnect', { connectorId })
      return
    }
    active.accounts = next
    if (first === active.address) return
    active.address = first
    context.emitter.emit('accountsChanged', {
      address: first,
      accounts: profile.entries(next),
      connectorId,
    })
  })
  context.active = { connector, accounts, address, caipNetwork, stopWatching }
  const wallet = connector.signer.peerWallet?.()
  return {
    address,
    // The wallet holds one key for every network of its kind: it is on the app's network.
    caipNetworkId: caipNetwork?.caipNetworkId ?? profile.defaultCaipNetworkId,
    connectorId,
    accounts: profile.entries(accounts),
    ...(wallet ? { wallet } : {}),
  }
}
