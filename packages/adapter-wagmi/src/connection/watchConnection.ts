import type { ChainAdapterEvents } from '@latchkey/adapter-kit'
import type { Emitter } from '@latchkey/core'
import type { Config, Connector } from '@wagmi/core'
import { currentConnection, toAdapterConnection } from './currentConnection'

interface Seen {
  connectorId: string
  address: string
  chainId: number
}

/**
 * Reports wagmi's connection changes as the adapter's events, so the modal follows what the app
 * does through wagmi's hooks (connect, account or chain change, disconnect); a connection wagmi
 * restored (its reconnect, or one standing already) is marked `restored`. A connect or
 * disconnect the modal made itself (`isOwn`) is not reported: the modal already knows it.
 */
export function watchConnection(
  config: Config,
  emitter: Emitter<ChainAdapterEvents>,
  isOwn: () => boolean,
): () => void {
  let seen: Seen | undefined
  const fresh = watchConnects(config)
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
      const restored = !fresh.take()
      if (!isOwn()) emitter.emit('connected', restored ? { ...next, restored } : next)
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
  const stop = config.subscribe((state) => state, onChange)
  return () => {
    stop()
    fresh.stop()
  }
}

/**
 * Whether a connect (wagmi's `connect`, which tells its connector 'connecting'; its reconnect
 * does not) ran since last asked: what tells a new connection from a restored one.
 */
function watchConnects(config: Config) {
  let connecting = false
  const hooked = new Set<Connector>()
  const onMessage = ({ type }: { type: string }) => {
    if (type === 'connecting') connecting = true
  }
  const hook = (connectors: readonly Connector[]) => {
    for (const connector of connectors)
      if (!hooked.has(connector)) {
        hooked.add(connector)
        connector.emitter.on('message', onMessage)
      }
  }
  hook(config.connectors)
  const stop = config._internal.connectors.subscribe(hook)
  return {
    take() {
      const was = connecting
      connecting = false
      return was
    },
    stop() {
      stop()
      for (const connector of hooked) connector.emitter.off('message', onMessage)
      hooked.clear()
    },
  }
}
