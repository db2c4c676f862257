import type { ActiveWallet as KitActiveWallet, WalletKitContext } from '@latchkey/adapter-kit'
import type { CaipNetwork, TtlCache } from '@latchkey/core'
import type { BitcoinAccount, BitcoinSigner } from '../connectors/BitcoinSigner'
import type { EsploraClient } from '../esplora/esploraClient'

/** The wallet the adapter is connected through; `address` is the payment one unless the visitor chose the ordinals one (§3). */
export type ActiveWallet = KitActiveWallet<BitcoinSigner, BitcoinAccount>

/** What every action of the adapter works on (the wallet kit's context); built by bitcoinAdapter(). */
export interface AdapterContext extends WalletKitContext<BitcoinSigner, BitcoinAccount> {
  /** The Esplora API of a network (the host's URL for it, else the network's own). */
  esplora(caipNetwork: CaipNetwork): EsploraClient
  /** Balances in satoshis by `caipNetworkId:address`, kept NATIVE_BALANCE_CACHE_MS (§9). */
  readonly sats: TtlCache<bigint>
  /** The confirmation target (blocks) whose fee estimate a send pays. */
  readonly feeTarget: number
}
