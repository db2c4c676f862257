import type { ChainAdapterEvents } from '@latchkey/adapter-kit'
import type { AccountEntry, Emitter } from '@latchkey/core'
import type { EvmConnector } from '../connectors/EvmConnector'
import type { Eip1193Provider } from '../provider/Eip1193Provider'
import { watchProvider } from '../provider/watchProvider'
import { reportedAccountType, withAccountType } from './reportedAccountType'

/** MetaMask's "reconnecting" disconnect: the wallet comes back on its own, so it is not an end. */
const RECONNECTING_CODE = 1013

export interface ActiveConnection {
  readonly connector: EvmConnector
  readonly provider: Eip1193Provider
}

/** The one wallet this adapter is connected through, and the forwarding of its events. */
export interface Session {
  current(): ActiveConnection | undefined
  /**
   * Makes a connection current and forwards its events; drops the previous one's listeners.
   * `toAccountEntries` reads the wallet's account lists; it comes with viem, loaded by then.
   */
  activate(connection: ActiveConnection, toAccountEntries: AccountReader): void
  /** Removes the provider's listeners and forgets the connection. */
  release(): void
}

export type AccountReader = (accounts: readonly unknown[]) => AccountEntry[]

export function createSession(emitter: Emitter<ChainAdapterEvents>): Session {
  let current: ActiveConnection | undefined
  let unwatch: (() => void) | undefined

  function release(): void {
    unwatch?.()
    unwatch = undefined
    current = undefined
  }

  return {
    current: () => current,
    release,
    activate(connection, toAccountEntries) {
      release()
      const connectorId = connection.connector.id
      current = connection
      unwatch = watchProvider(connection.provider, {
        accountsChanged(accounts) {
          const type = reportedAccountType(connection.provider)
          const entries = withAccountType(toAccountEntries(accounts), type)
          const [first] = entries
          // EIP-1193: an empty list means the wallet locked or revoked this site.
          if (!first) {
            release()
            emitter.emit('disconnect', { connectorId })
            return
          }
          emitter.emit('accountsChanged', {
            address: first.address,
            accounts: entries,
            connectorId,
          })
        },
        chainChanged(chainId) {
          emitter.emit('chainChanged', { caipNetworkId: `eip155:${chainId}`, connectorId })
        },
        disconnect(error) {
          if ((error as { code?: unknown } | undefined)?.code === RECONNECTING_CODE) return
          release()
          emitter.emit('disconnect', { connectorId })
        },
      })
    },
  }
}
