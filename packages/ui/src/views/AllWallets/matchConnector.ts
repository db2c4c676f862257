import type { Connector } from '@latchkey/controllers'
import type { WalletListEntry } from '@latchkey/core'

/** The installed connector of a registry wallet, matched by registry id or rdns. */
export function matchConnector(
  wallet: WalletListEntry,
  connectors: readonly Connector[],
): Connector | undefined {
  return connectors.find(
    (c) =>
      c.type !== 'WALLET_CONNECT' &&
      (c.explorerId === wallet.id || (Boolean(wallet.rdns) && c.info?.rdns === wallet.rdns)),
  )
}
