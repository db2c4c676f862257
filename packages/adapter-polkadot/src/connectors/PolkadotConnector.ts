import type { AdapterWalletInfo, Connector } from '@latchkey/adapter-kit'
import type { CaipNetwork } from '@latchkey/core'
import type { Signer } from '@polkadot/api/types'
import type { InjectedAccount } from './InjectedWeb3'

/** A wallet once the visitor let the site in: its accounts, their changes, and its signer. */
export interface PolkadotWallet {
  accounts(): Promise<InjectedAccount[]>
  subscribe?(callback: (accounts: InjectedAccount[]) => void): () => void
  signer: Signer
  /** The wallet behind a connector that stands for many (WalletConnect's session peer). */
  peer?: AdapterWalletInfo
}

export interface OpenParameters {
  /** The name the extension shows when it asks the visitor. */
  appName: string
  caipNetwork: CaipNetwork
  onUri?: (uri: string) => void
}

/** One way to reach a Polkadot wallet: an injected extension or the WalletConnect session. */
export interface PolkadotConnector extends Omit<Connector, 'chain' | 'provider'> {
  /** Asks the wallet (prompting where it must) and answers its accounts and signer. */
  open(params: OpenParameters): Promise<PolkadotWallet>
  /** The wallet again after a reload, without prompting; undefined when it gives nothing. */
  restore(params: OpenParameters): Promise<PolkadotWallet | undefined>
  /** Ends the wallet-side session where there is one (WalletConnect). */
  close?(): Promise<void>
  cancelPairing?(): void
}
