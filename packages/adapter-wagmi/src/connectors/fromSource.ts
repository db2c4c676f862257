import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import {
  type Address,
  getAddress,
  numberToHex,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'
import type { Eip1193Like, SourceConnector } from './ConnectorSource'
import type { ModalDoor } from './modalAsk'

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

type Listener = (...args: never[]) => void

/**
 * A wagmi connector over a Latchkey connector, so wagmi's hooks see a connection made with it
 * in the modal (and the modal one made with wagmi). Reconnects only when it was connected
 * before (a flag in wagmi's storage), so a reload loads nothing for a wallet never used. The
 * app's own connect with no account yet goes through the modal (`door`, connectors/modalAsk).
 */
export function fromSource(source: SourceConnector, door?: ModalDoor): CreateConnectorFn {
  return createConnector<Eip1193Like, LatchkeyConnectorProperties>((config) => {
    const flag = `latchkey.${source.id}.connected` as const
    const storage = config.storage as
      | {
          getItem(key: string): Promise<unknown>
          setItem(key: string, value: unknown): Promise<void>
          removeItem(key: string): Promise<void>
        }
      | null
      | undefined
    let intent: ConnectIntent | undefined
    let wired: { provider: Eip1193Like; off(): void } | undefined

    const onAccounts = (accounts: string[]) => {
      if (accounts.length === 0) config.emitter.emit('disconnect')
      else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
    }
    const onChain = (chainId: string | number) =>
      config.emitter.emit('change', { chainId: Number(chainId) })
    const onDisconnect = () => {
      void storage?.removeItem(flag)
      config.emitter.emit('disconnect')
    }

    async function wire(): Promise<Eip1193Like> {
      const provider = await source.getProvider()
      if (wired?.provider === provider) return provider
      wired?.off()
      const pairs: [string, Listener][] = [
        ['accountsChanged', onAccounts as Listener],
        ['chainChanged', onChain as Listener],
        ['disconnect', onDisconnect as Listener],
      ]
      for (const [event, listener] of pairs) provider.on?.(event, listener)
      wired = {
        provider,
        off: () => {
          for (const [event, listener] of pairs) provider.removeListener?.(event, listener)
        },
      }
      return provider
    }

    async function accounts(provider: Eip1193Like, method: string): Promise<Address[]> {
      const answer = await provider.request({ method })
      return (Array.isArray(answer) ? answer : []).map((a) => getAddress(String(a)))
    }

    // wagmi's reconnect asks every connector for its provider: the real one loads on use only.
    const lazyProvider: Eip1193Like = {
      request: async (args) => (await wire()).request(args),
    }

    const chainIdOf = async (provider: Eip1193Like) =>
      Number(await provider.request({ method: 'eth_chainId' }))

    return {
      id: source.id,
      name: source.name,
      type: source.type === 'WALLET_CONNECT' ? 'walletConnect' : `latchkey-${source.type}`,
      ...(source.imageUrl ? { icon: source.imageUrl } : {}),
      latchkey: source,
      prepare(next: ConnectIntent) {
        intent = next
      },
      async connect({ chainId, isReconnecting } = {}) {
        const asked = intent
        intent = undefined
        // Not the modal's connect but the app's: the modal shows it, then joins it.
        const ask = asked || isReconnecting ? undefined : await door?.ask(source, lazyProvider)
        try {
          const { onUri, chainId: wanted = chainId } = asked ?? (await ask?.joined) ?? {}
          if (!isReconnecting)
            await source.open?.({
              ...(onUri ? { onUri } : {}),
              ...(wanted ? { chainId: wanted } : {}),
            })
          const provider = await wire()
          const found = await accounts(
            provider,
            isReconnecting ? 'eth_accounts' : 'eth_requestAccounts',
          )
          if (found.length === 0) throw new UserRejectedRequestError(new Error('No account'))
          await storage?.setItem(flag, true)
          const chain = await chainIdOf(provider)
          ask?.settle()
          // biome-ignore lint/suspicious/noExplicitAny: wagmi types its return by withCapabilities
          return { accounts: found, chainId: chain } as any
        } catch (error) {
          const thrown = ask?.cancelled ? new UserRejectedRequestError(error as Error) : error
          ask?.settle(thrown)
          throw thrown
        }
      },
      async disconnect() {
        await storage?.removeItem(flag)
        wired?.off()
        wired = undefined
        await source.close?.()
      },
      async getAccounts() {
        return accounts(await source.getProvider(), 'eth_accounts')
      },
      async getChainId() {
        return chainIdOf(await source.getProvider())
      },
      async getProvider() {
        return lazyProvider
      },
      async isAuthorized() {
        if (!(await storage?.getItem(flag))) return false
        const provider = await source.getProvider()
        return (await accounts(provider, 'eth_accounts').catch(() => [])).length > 0
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured`))
        const provider = await wire()
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(chainId) }],
        })
        return chain
      },
      onAccountsChanged: onAccounts,
      onChainChanged: onChain,
      onDisconnect,
    }
  })
}
