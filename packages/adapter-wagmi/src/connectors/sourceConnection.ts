import type { CreateConnectorFn } from '@wagmi/core'
import {
  type Address,
  getAddress,
  numberToHex,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'
import type { Eip1193Like, SourceConnector } from './ConnectorSource'
import type { ConnectIntent } from './fromSource'
import type { ModalDoor } from './modalAsk'

type Config = Parameters<CreateConnectorFn>[0]
type Listener = (...args: never[]) => void

/** wagmi's storage as the connector uses it: the flag that says it was connected. */
export interface FlagStorage {
  getItem(key: string): Promise<unknown>
  setItem(key: string, value: unknown): Promise<void>
  removeItem(key: string): Promise<void>
}

/** What `fromSource`'s connector keeps itself and hands to its body. */
export interface SourceShell {
  source: SourceConnector
  config: Config
  storage: FlagStorage | null | undefined
  flag: string
  /** The provider wagmi was given (it loads this body on its first request). */
  lazyProvider: Eip1193Like
  /** Where the app's own connect asks the modal to show it (connectors/modalAsk). */
  door?: ModalDoor
  /** The intent `prepare` set for the next connect (none: the app's own), cleared as taken. */
  takeIntent(): ConnectIntent | undefined
}

/**
 * The body of `fromSource`'s wagmi connector (its connect, accounts, chain switch and the
 * provider's events), loaded on the connector's first use so that an app's start-up carries
 * only the connector's name and the flag check (issue 13).
 */
export function sourceConnection(shell: SourceShell) {
  const { source, config, storage, flag, takeIntent } = shell
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

  const chainIdOf = async (provider: Eip1193Like) =>
    Number(await provider.request({ method: 'eth_chainId' }))

  return {
    wire,
    onAccounts,
    onChain,
    onDisconnect,
    async connect({ chainId, isReconnecting }: { chainId?: number; isReconnecting?: boolean }) {
      const asked = takeIntent()
      // Not the modal's connect but the app's: the modal shows it, then joins it.
      const ask =
        asked || isReconnecting ? undefined : await shell.door?.ask(source, shell.lazyProvider)
      try {
        const { onUri, chainId: wanted = chainId } = asked ?? (await ask?.joined) ?? {}
        // As wagmi's own WalletConnect connector does: the pairing URI is also a 'display_uri'
        // message, for apps that draw their own QR code.
        const tellUri =
          source.type === 'WALLET_CONNECT'
            ? (uri: string) => {
                config.emitter.emit('message', { type: 'display_uri', data: uri })
                onUri?.(uri)
              }
            : onUri
        if (!isReconnecting)
          await source.open?.({
            ...(tellUri ? { onUri: tellUri } : {}),
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
        return { accounts: found, chainId: chain }
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
    async isAuthorized() {
      const provider = await source.getProvider()
      return (await accounts(provider, 'eth_accounts').catch(() => [])).length > 0
    },
    async switchChain(chainId: number) {
      const chain = config.chains.find((c) => c.id === chainId)
      if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured`))
      const provider = await wire()
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: numberToHex(chainId) }],
      })
      return chain
    },
  }
}

export type SourceConnection = ReturnType<typeof sourceConnection>
