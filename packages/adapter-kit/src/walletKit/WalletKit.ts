import type {
  AccountEntry,
  CaipNetwork,
  CaipNetworkId,
  Clock,
  Emitter,
  ItemSource,
  SourceList,
} from '@latchkey/core'
import type { AdapterWalletInfo, ChainAdapterEvents } from '../contract/ChainAdapter'
import type { Connector } from '../contract/Connector'

/** What a wallet said changed (Wallet Standard `change`, a WalletConnect session event). */
export interface SignerChange<A> {
  /** The accounts the site may use now; empty when the wallet let go of the site. */
  accounts?: readonly A[]
}

/**
 * One way to reach a wallet (Wallet Standard, an injected provider, a WalletConnect session):
 * what the kit asks of it. `A` is the namespace's account (an address, or an address with its
 * purpose); each adapter's signer adds its namespace's signing methods.
 */
export interface KitSigner<A> {
  /** The granted accounts; `silent` never prompts and answers [] when there is no grant. */
  connect(options: {
    silent: boolean
    caipNetwork: CaipNetwork | undefined
    onUri?: (uri: string) => void
  }): Promise<A[]>
  disconnect(): Promise<void>
  /** Calls back on the wallet's own changes; returns the unsubscribe. */
  watch(listener: (change: SignerChange<A>) => void): () => void
  /** The wallet behind a connector that stands for many (a WalletConnect peer). */
  peerWallet?(): AdapterWalletInfo | undefined
  /** Gives up a pairing no wallet took yet. */
  cancelPairing?(): void
}

/** A connector as an adapter keeps it: the controllers' shape plus the way to reach the wallet. */
export interface KitConnector<S> extends Omit<Connector, 'chain' | 'provider'> {
  readonly signer: S
}

/** Finds connectors and reports them (core's item source). */
export type KitConnectorSource<S> = ItemSource<KitConnector<S>>

/** The wallet the adapter is connected through, its accounts and the one the site uses. */
export interface ActiveWallet<S, A> {
  readonly connector: KitConnector<S>
  accounts: readonly A[]
  address: string
  caipNetwork: CaipNetwork | undefined
  readonly stopWatching: () => void
}

/** How a namespace reads its wallets' accounts. */
export interface KitAccounts<A> {
  /** The account a connection uses; undefined when none is usable. */
  address(accounts: readonly A[]): string | undefined
  /** SPEC §3 account entries. */
  entries(accounts: readonly A[]): AccountEntry[]
  /** Where a connection is when the app gives no network (its wallets hold one key for all). */
  defaultCaipNetworkId: CaipNetworkId
}

/** What every action of a kit-built adapter works on; adapters extend it with their own. */
export interface WalletKitContext<S extends KitSigner<A>, A> {
  readonly connectors: SourceList<KitConnector<S>>
  /** The one connection, if any; actions replace it whole. */
  active: ActiveWallet<S, A> | undefined
  readonly emitter: Emitter<ChainAdapterEvents>
  readonly accounts: KitAccounts<A>
  /** The namespace's name in bad-input details ('a discovered Bitcoin wallet'). */
  readonly walletLabel: string
  readonly clock: Clock
  /** How long syncConnection waits for a remembered wallet to register itself. */
  readonly discoveryTimeoutMs: number
}
