import type { Signer } from '@polkadot/api/types'

/** An account an extension shares with the site (polkadot-js extension-inject's shape). */
export interface InjectedAccount {
  address: string
  /** When set, the account is meant for that chain only. */
  genesisHash?: string | null
  name?: string
  /** The key type: 'sr25519', 'ed25519', 'ecdsa' or 'ethereum'. */
  type?: string
}

/** What `enable(origin)` answers: the accounts the visitor shares and a signer for them. */
export interface InjectedExtension {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    /** Calls back with the new list whenever the visitor changes what the site sees. */
    subscribe?(callback: (accounts: InjectedAccount[]) => void): (() => void) | undefined
  }
  signer: Signer
}

/** One entry of `window.injectedWeb3`, keyed by the extension's name (polkadot-js, talisman…). */
export interface InjectedWindowProvider {
  /** Asks the visitor to let `origin` (the app's name) see accounts; prompts once per site. */
  enable(origin: string): Promise<InjectedExtension>
  version?: string
}

/** Where extensions inject themselves: `window` in a browser, any object in tests. */
export interface InjectedWeb3Target {
  injectedWeb3?: Record<string, InjectedWindowProvider | undefined>
}
