import type { Connector } from '@latchkey/adapter-kit'
import type { ConnectorListGroup } from '@latchkey/controllers'
import type { WalletListEntry } from '@latchkey/core'

export type WalletRow =
  | { kind: 'walletConnect'; key: string; connector: Connector }
  | { kind: 'connector'; key: string; connector: Connector; installed: boolean }
  | { kind: 'wallet'; key: string; wallet: WalletListEntry; recent: boolean }

/**
 * The Connect view's rows in the connector groups' order, each wallet once: a wallet that is
 * recent and recommended shows where it comes first.
 */
export function walletRows(groups: readonly ConnectorListGroup[]): WalletRow[] {
  const seen = new Set<string>()
  const rows: WalletRow[] = []
  const add = (keys: (string | null | undefined)[], row: WalletRow) => {
    const known = keys.filter((key): key is string => Boolean(key))
    if (known.some((key) => seen.has(key))) return
    for (const key of known) seen.add(key)
    rows.push(row)
  }
  for (const group of groups) {
    if ('connectors' in group) {
      for (const connector of group.connectors) {
        const keys = [`c:${connector.id}`, connector.explorerId, connector.info?.rdns]
        if (group.group === 'walletConnect')
          add(keys, { kind: 'walletConnect', key: `wc:${connector.id}`, connector })
        else
          add(keys, {
            kind: 'connector',
            key: `c:${connector.id}`,
            connector,
            installed: group.group === 'injected',
          })
      }
    } else {
      for (const wallet of group.wallets)
        add([wallet.id, wallet.rdns], {
          kind: 'wallet',
          key: `w:${wallet.id}`,
          wallet,
          recent: group.group === 'recent',
        })
    }
  }
  return rows
}
