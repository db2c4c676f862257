import type { ChainAdapterEvents } from '@latchkey/controllers'
import type { Emitter } from '@latchkey/core'
import type { Config } from '@wagmi/core'
import { currentConnection, toAdapterConnection } from './currentConnection'

interface Seen {
  connectorId: string
  address: string
  chainId: number
}

/**
 * Reports wagmi's connection changes as the adapter's events, so the modal follows what the app
 * does through wagmi's hooks (connect, account or chain change, disconnect). A connect or
 * disconnect the modal made itself (`isOwn`) is not reported: the modal already knows it.
 */
export function watchConnection(
  config: Config,
  emitter: Emitter<ChainAdapterEvents>,
  isOwn: () => boolean,
): () => void {
  let seen: Seen | undefined
  const onChange = () => {
    const { status } = config.state
    const connection = currentConnection(config)
    if (!connection) {
      // Connecting and reconnecting are on the way somewhere: only a settled 'disconnected' ends.
      if (status === 'disconnected' && seen) {
        const { connectorId } = seen
        seen = undefined
        if (!isOwn()) emitter.emit('disconnect', { connectorId })
      }
      return
    }
    const next = toAdapterConnection(connection)
    const now = {
      connectorId: next.connectorId,
      address: next.address,
      chainId: connection.chainId,
    }
    const before = seen
    seen = now
    if (!before || before.connectorId !== now.connectorId) {
      if (!isOwn()) emitter.emit('connected', next)
      return
    }
    if (before.address !== now.address)
      emitter.emit('accountsChanged', {
        address: now.address,
        ...(next.accounts ? { accounts: next.accounts } : {}),
        connectorId: now.connectorId,
      })
    if (before.chainId !== now.chainId)
      emitter.emit('chainChanged', {
        caipNetworkId: next.caipNetworkId,
        connectorId: now.connectorId,
      })
  }
  onChange()
  return config.subscribe((state) => state, onChange)
}
