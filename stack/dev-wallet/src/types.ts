import type { ApprovalMode, Approvals, ApproveCallback } from './approvals'
import type { DevWalletEventName, DevWalletEvents } from './emitter'
import type { DevWalletStorage } from './persistence'

/** A chain the wallet can switch to, reached through `rpcUrl`. */
export interface DevWalletChain {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  blockExplorerUrl?: string
}

/** EIP-6963 provider info (the uuid is added when announcing). */
export interface DevWalletInfo {
  name: string
  rdns: string
  /** A data: URI (RFC 2397) image. */
  icon: string
}

export interface CreateDevWalletParameters {
  /** Private keys (0x + 64 hex). Development keys only: they live in page memory. */
  accounts: readonly `0x${string}`[]
  /** Known chains; the first is the starting chain unless `chainId` says otherwise. */
  chains: readonly DevWalletChain[]
  chainId?: number
  /** Decides each approval; when given, it takes precedence over `mode`. */
  approve?: ApproveCallback
  /** Default 'auto-approve'. */
  mode?: ApprovalMode
  info?: Partial<DevWalletInfo>
  /** Poll interval (ms) for eth_subscribe newHeads. Default 1000. */
  pollingInterval?: number
  /**
   * Where to remember the site's grant (connected, selected account, chain) across page loads,
   * as a browser wallet does; `localStorage` in a page. Without it every load starts disconnected.
   */
  persist?: DevWalletStorage
  /** The storage key of the grant. Default 'latchkey.devWallet.grant'. */
  persistKey?: string
}

export interface EIP1193RequestArguments {
  method: string
  params?: readonly unknown[] | object
}

/** A read-only view of the wallet, for a panel or a test. */
export interface DevWalletState {
  connected: boolean
  /** Every account; the selected one first. */
  accounts: `0x${string}`[]
  chainId: number
  chains: DevWalletChain[]
}

/** The EIP-1193 provider returned by createDevWallet, plus development controls. */
export interface DevWalletProvider {
  request(args: EIP1193RequestArguments): Promise<unknown>
  on<E extends DevWalletEventName>(event: E, listener: DevWalletEvents[E]): DevWalletProvider
  removeListener<E extends DevWalletEventName>(
    event: E,
    listener: DevWalletEvents[E],
  ): DevWalletProvider
  readonly isLatchkeyDevWallet: true
  readonly info: DevWalletInfo
  /** Approval controls: mode, pending list, approve/reject. */
  readonly approvals: Approvals
  getState(): DevWalletState
  /** Makes `address` the selected account (first in eth_accounts); emits accountsChanged. */
  selectAccount(address: `0x${string}`): void
}
