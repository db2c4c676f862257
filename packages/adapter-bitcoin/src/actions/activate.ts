import type { AdapterConnection } from '@latchkey/controllers'
import type { AccountEntry, CaipNetwork } from '@latchkey/core'
import type { BitcoinAccount, BitcoinConnector } from '../connectors/BitcoinSigner'
import type { AdapterContext } from './AdapterContext'

/** Forgets the current wallet and stops listening to it. */
export function release(context: AdapterContext): void {
  context.active?.stopWatching()
  context.active = undefined
}

/** SPEC §3 account entries: `payment` and `ordinal`. */
export function accountEntries(accounts: readonly BitcoinAccount[]): AccountEntry[] {
  return accounts.map((a) => ({
    address: a.address,
    type: a.purpose === 'ordinals' ? 'ordinal' : 'payment',
    ...(a.publicKey ? { publicKey: a.publicKey } : {}),
  }))
}

/** The address a connection uses: the payment one by default (SPEC §3 bip122 payment). */
export function paymentAddress(accounts: readonly BitcoinAccount[]): string | undefined {
  return (accounts.find((a) => a.purpose === 'payment') ?? accounts[0])?.address
}

/**
 * Makes a wallet's granted accounts current and forwards the wallet's own changes (SPEC §4):
 * other accounts picked in the wallet, or the site's grant withdrawn.
 */
export function activate(
  context: AdapterContext,
  connector: BitcoinConnector,
  accounts: BitcoinAccount[],
  caipNetwork: CaipNetwork | undefined,
): AdapterConnection {
  release(context)
  const address = paymentAddress(accounts) as string
  const connectorId = connector.id
  const stopWatching = connector.signer.watch((next) => {
    const active = context.active
    if (active?.connector !== connector) return
    const first = paymentAddress(next)
    if (!first) {
      release(context)
      context.emitter.emit('disconnect', { connectorId })
      return
    }
    active.accounts = next
    if (first === active.address) return
    active.address = first
    context.emitter.emit('accountsChanged', {
      address: first,
      accounts: accountEntries(next),
      connectorId,
    })
  })
  context.active = { connector, accounts, address, caipNetwork, stopWatching }
  const wallet = connector.signer.peerWallet?.()
  return {
    address,
    // A Bitcoin wallet holds keys for one kind of chain at a time: it is on the app's network.
    caipNetworkId: caipNetwork?.caipNetworkId ?? 'bip122:000000000019d6689c085ae165831e93',
    connectorId,
    accounts: accountEntries(accounts),
    ...(wallet ? { wallet } : {}),
  }
}
