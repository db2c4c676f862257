import type { Connector } from '@latchkey/adapter-kit'
import type { WalletListEntry } from '@latchkey/core'

/** The installed connector of a registry wallet, matched by registry id or rdns. */
export function matchConnector<C extends Pick<Connector, 'type' | 'explorerId' | 'info'>>(
  wallet: Pick<WalletListEntry, 'id' | 'rdns'>,
  connectors: readonly C[],
): C | undefined {
  return connectors.find(
    (c) =>
      c.type !== 'WALLET_CONNECT' &&
      (c.explorerId === wallet.id || (Boolean(wallet.rdns) && c.info?.rdns === wallet.rdns)),
  )
}
