import type { AdapterConnection } from '@latchkey/adapter-kit'
import type { Config, Connection } from '@wagmi/core'

/** wagmi's current connection, once it stands (not while it connects or reconnects). */
export function currentConnection(config: Config): Connection | undefined {
  const { status, current, connections } = config.state
  if (status !== 'connected' || !current) return undefined
  return connections.get(current)
}

/** The controllers' view of a wagmi connection: its first account leads (EIP-1193 order). */
export function toAdapterConnection(connection: Connection): AdapterConnection {
  const [address] = connection.accounts
  return {
    address,
    caipNetworkId: `eip155:${connection.chainId}`,
    connectorId: connection.connector.id,
    accounts: connection.accounts.map((account) => ({ address: account, type: 'eoa' as const })),
  }
}

/** Resolves once wagmi is neither connecting nor reconnecting (a restore may be under way). */
export function settled(config: Config): Promise<void> {
  const busy = () => config.state.status === 'connecting' || config.state.status === 'reconnecting'
  if (!busy()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = config.subscribe(
      (state) => state.status,
      () => {
        if (busy()) return
        stop()
        resolve()
      },
    )
  })
}
