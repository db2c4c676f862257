import { lazyModule } from '@latchkey/core'
import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import type { Eip1193Like, SourceConnector } from './ConnectorSource'
import type { ModalDoor } from './modalAsk'
import type { FlagStorage, SourceConnection } from './sourceConnection'

/** What the adapter's connect hands the connector before wagmi's connect runs it. */
export interface ConnectIntent {
  onUri?: (uri: string) => void
  chainId?: number
}

/** The wagmi connector's own part: the Latchkey connector behind it. */
export type LatchkeyConnectorProperties = {
  latchkey: SourceConnector
  /** Sets what the next connect passes to `open` (the pairing URI's listener, the app's chain). */
  prepare(intent: ConnectIntent): void
}

/** The connectors' body (./sourceConnection), a chunk of its own fetched on first use. */
const body = lazyModule(() => import('./sourceConnection'))

/**
 * A wagmi connector over a Latchkey connector, so wagmi's hooks see a connection made with it
 * in the modal (and the modal one made with wagmi). Reconnects only when it was connected
 * before (a flag in wagmi's storage), so a reload loads nothing for a wallet never used: here
 * are its name and that check, the rest loads on first use (issue 13). The app's own connect
 * with no account yet goes through the modal (`door`, connectors/modalAsk).
 */
export function fromSource(source: SourceConnector, door?: ModalDoor): CreateConnectorFn {
  return createConnector<Eip1193Like, LatchkeyConnectorProperties>((config) => {
    const flag = `latchkey.${source.id}.connected` as const
    const storage = config.storage as FlagStorage | null | undefined
    let intent: ConnectIntent | undefined
    let made: SourceConnection | undefined
    const use = <T>(run: (connection: SourceConnection) => T | Promise<T>): Promise<T> =>
      made
        ? Promise.resolve(run(made))
        : body.run(async (module) => {
            made ??= module.sourceConnection({
              source,
              config,
              storage,
              flag,
              lazyProvider,
              ...(door ? { door } : {}),
              takeIntent: () => {
                const taken = intent
                intent = undefined
                return taken
              },
            })
            return run(made)
          })

    // wagmi's reconnect asks every connector for its provider: the real one loads on use only.
    const lazyProvider: Eip1193Like = {
      request: async (args) => (await use((c) => c.wire())).request(args),
    }

    return {
      id: source.id,
      name: source.name,
      type: source.type === 'WALLET_CONNECT' ? 'walletConnect' : `latchkey-${source.type}`,
      ...(source.imageUrl ? { icon: source.imageUrl } : {}),
      latchkey: source,
      prepare(next: ConnectIntent) {
        intent = next
      },
      // biome-ignore lint/suspicious/noExplicitAny: wagmi types its return by withCapabilities
      connect: async (parameters = {}) => (await use((c) => c.connect(parameters))) as any,
      disconnect: () => use((c) => c.disconnect()),
      getAccounts: () => use((c) => c.getAccounts()),
      getChainId: () => use((c) => c.getChainId()),
      async getProvider() {
        return lazyProvider
      },
      async isAuthorized() {
        if (!(await storage?.getItem(flag))) return false
        return use((c) => c.isAuthorized())
      },
      switchChain: ({ chainId }) => use((c) => c.switchChain(chainId)),
      onAccountsChanged: (accounts) => void use((c) => c.onAccounts(accounts)),
      onChainChanged: (chainId) => void use((c) => c.onChain(chainId)),
      onDisconnect: () => void use((c) => c.onDisconnect()),
    }
  })
}
