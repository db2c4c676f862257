import type { ActiveWallet as KitActiveWallet, WalletKitContext } from '@latchkey/adapter-kit'
import type { CaipNetwork, TtlCache } from '@latchkey/core'
import type { Connection } from '@solana/web3.js'
import type { SolanaSigner } from '../connectors/SolanaSigner'

/** The wallet the adapter is connected through, the account it uses and the network it is on. */
export type ActiveWallet = KitActiveWallet<SolanaSigner, string>

/** What every action of the adapter works on (the wallet kit's context); built by solanaAdapter(). */
export interface AdapterContext extends WalletKitContext<SolanaSigner, string> {
  /** The RPC connection of a network (the host's URL for it, else the network's own), made lazily. */
  connection(caipNetwork: CaipNetwork): Promise<Connection>
  /** SOL balances in lamports by `caipNetworkId:address`, kept NATIVE_BALANCE_CACHE_MS. */
  readonly lamports: TtlCache<bigint>
  /** How long a send waits for its transaction to be confirmed. */
  readonly confirmTimeoutMs: number
}
