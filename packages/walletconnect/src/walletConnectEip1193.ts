import { isValidEvmAddress, WALLET_ERROR_CODES, WalletRpcError } from '@latchkey/core'
import type { UniversalProviderInstance } from './universalProvider'
import { disconnectedError, toEip1193Error } from './walletConnectErrors'
import type { WalletConnectSession } from './walletConnectSession'

type Listener = (...args: never[]) => void

export interface Eip1193RequestArguments {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

/** The EIP-1193 face of a WalletConnect session, as the eip155 adapters connect and act on it. */
export interface WalletConnectEip1193 {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** Drops the universal provider's and the session's listeners. */
  dispose(): void
}

/** Answered from the session itself (a switch between approved chains needs no wallet prompt). */
const ANSWERED_BY_PROVIDER = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'wallet_switchEthereumChain',
])
/** Methods only a wallet can answer: never sent to an RPC node. */
const WALLET_ONLY = /^(wallet_|personal_|eth_sign|eth_sendTransaction$)/

// Core's one EVM rule (EIP-55), with the 0x a wallet's account has.
const isAddress = (value: string) => value.startsWith('0x') && isValidEvmAddress(value)

const toHexChain = (chainId: unknown): string | undefined => {
  const id = typeof chainId === 'string' ? Number(chainId.split(':').pop()) : Number(chainId)
  return Number.isSafeInteger(id) && id > 0 ? `0x${id.toString(16)}` : undefined
}

/**
 * Routes requests through the session: the wallet's methods go to the wallet, reads to the
 * app's RPC URL for the chain and nowhere else — without one they are refused with 4200 instead
 * of reaching WalletConnect's public RPC. WalletConnect errors come out with the EIP-1193 codes;
 * the session ending (the wallet, an expiry, a disconnect) comes out as 'disconnect'.
 */
export function createWalletConnectEip1193(
  provider: unknown,
  session: WalletConnectSession,
  rpcUrl: (chainId: number) => string | undefined,
): WalletConnectEip1193 {
  const universal = provider as UniversalProviderInstance
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])])
      (listener as (...values: unknown[]) => void)(...args)
  }
  // The universal provider reports every namespace's accounts without saying which: keep eip155's.
  const onAccounts = (accounts: unknown) => {
    const evm = (Array.isArray(accounts) ? accounts : [])
      .map((account) => String(account).split(':').pop() ?? '')
      .filter((address) => isAddress(address))
    if (evm.length > 0) emit('accountsChanged', evm)
  }
  const onChain = (chainId: unknown) => {
    const hex = toHexChain(chainId)
    if (hex) emit('chainChanged', hex)
  }
  universal.on('accountsChanged', onAccounts)
  universal.on('chainChanged', onChain)
  // The session hears the wallet's end and the expiry (SPEC §4) once, for every namespace.
  const unsubscribe = session.subscribe((event) => {
    if (event.type === 'disconnect')
      emit('disconnect', disconnectedError('The WalletConnect session ended'))
  })

  async function currentChainId(): Promise<number> {
    return Number(await universal.request({ method: 'eth_chainId' }))
  }

  async function route({ method, params }: Eip1193RequestArguments): Promise<unknown> {
    const current = universal.session
    if (method === 'eth_accounts' && !current) return []
    if (!current) throw disconnectedError()
    if (method === 'eth_chainId') return toHexChain(await currentChainId())
    const request = { method, ...(params !== undefined ? { params } : {}) }
    const approved = current.namespaces.eip155?.methods ?? []
    if (ANSWERED_BY_PROVIDER.has(method) || approved.includes(method))
      return universal.request(request)
    if (WALLET_ONLY.test(method))
      throw new WalletRpcError(
        WALLET_ERROR_CODES.UNSUPPORTED_METHOD,
        `The wallet did not approve ${method}`,
      )
    const chainId = await currentChainId()
    if (!rpcUrl(chainId))
      throw new WalletRpcError(
        WALLET_ERROR_CODES.UNSUPPORTED_METHOD,
        `${method} needs an RPC URL for chain ${chainId} (walletConnect rpcMap)`,
      )
    return universal.request(request)
  }

  return {
    async request(args) {
      try {
        return await route(args)
      } catch (error) {
        throw toEip1193Error(error)
      }
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    dispose() {
      universal.removeListener('accountsChanged', onAccounts)
      universal.removeListener('chainChanged', onChain)
      unsubscribe()
      listeners.clear()
    },
  }
}
