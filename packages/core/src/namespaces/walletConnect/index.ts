import type { ChainNamespace } from '../../types/caip'
import type { WalletConnectProfile } from '../NamespaceProfile'
import { bip122WalletConnect } from './bip122'
import { eip155WalletConnect } from './eip155'
import { polkadotWalletConnect } from './polkadot'
import { solanaWalletConnect } from './solana'

/** The WalletConnect half of every namespace's profile, by name. */
export const WALLET_CONNECT_PROFILES: Readonly<Record<ChainNamespace, WalletConnectProfile>> =
  Object.freeze({
    eip155: eip155WalletConnect,
    solana: solanaWalletConnect,
    polkadot: polkadotWalletConnect,
    bip122: bip122WalletConnect,
  })

export function walletConnectProfile(namespace: ChainNamespace): WalletConnectProfile {
  return WALLET_CONNECT_PROFILES[namespace]
}
