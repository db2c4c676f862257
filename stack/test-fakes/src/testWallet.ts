import type { Connector } from '@latchkey/adapter-kit'
import type { AccountEntry, ChainNamespace, ConnectorType } from '@latchkey/core'
import { WalletRpcError } from '@latchkey/core'
import { testSignature } from './digest'

export type WalletStep =
  | 'connect'
  | 'sync'
  | 'sign'
  | 'send'
  | 'switch'
  | 'disconnect'
  | 'accountType'

export interface TestWalletOptions {
  id: string
  name?: string
  type?: ConnectorType
  namespace: ChainNamespace
  /** Extra namespaces one session serves (WalletConnect). */
  chains?: ChainNamespace[]
  accounts: AccountEntry[]
  /** The chain the wallet sits on (a reference, e.g. 1). */
  chainId: number | string
  /** Chains the wallet can switch to; all when absent. */
  knownChainIds?: (number | string)[]
  rdns?: string
  installed?: boolean
  imageUrl?: string
  explorerId?: string
  provider?: unknown
  /** The wallet behind a WalletConnect session, as its metadata names it. */
  peer?: { name: string; icon?: string }
}

/**
 * A wallet the test adapter talks to: it holds accounts, a current chain and a session flag,
 * and can be told to refuse the next step the way a user would (code 4001) or to fail.
 */
export function createTestWallet(options: TestWalletOptions) {
  const refusals = new Map<WalletStep, unknown>()
  const wallet = {
    ...options,
    connected: false,
    /** Sessions a reload would find (what a real wallet keeps between page loads). */
    persisted: false,
    preferredAccountType: undefined as AccountEntry['type'] | undefined,
    supportsSmartAccount: true,
    signatures: [] as { message: string; address: string; signature: string }[],
    /** The same session seen from other namespaces (one WalletConnect pairing). */
    linked: [] as { persisted: boolean; connected: boolean }[],

    connector(): Connector {
      return {
        id: options.id,
        name: options.name ?? options.id,
        type: options.type ?? 'ANNOUNCED',
        chain: options.namespace,
        ...(options.chains ? { chains: options.chains } : {}),
        ...(options.rdns ? { info: { rdns: options.rdns } } : {}),
        ...(options.installed !== undefined ? { installed: options.installed } : {}),
        ...(options.imageUrl ? { imageUrl: options.imageUrl } : {}),
        ...(options.explorerId ? { explorerId: options.explorerId } : {}),
        ...(wallet.provider ? { provider: wallet.provider } : {}),
      }
    },

    /** The user turns the next `step` down (or the wallet throws `error`). */
    refuseNext(step: WalletStep, error: unknown = new WalletRpcError(4001)) {
      refusals.set(step, error)
    },

    check(step: WalletStep) {
      if (!refusals.has(step)) return
      const error = refusals.get(step)
      refusals.delete(step)
      throw error
    },

    get address(): string {
      return wallet.accounts[0]?.address ?? ''
    },

    /** The user picks `address` in the wallet: it becomes the first account, added if new. */
    selectAccount(address: string) {
      const known = wallet.accounts.find((a) => a.address === address)
      wallet.accounts = [
        known ?? { address, type: wallet.accounts[0]?.type ?? 'eoa' },
        ...wallet.accounts.filter((a) => a.address !== address),
      ]
    },

    sign(message: string, address: string): string {
      const signature = testSignature(address, message)
      wallet.signatures.push({ message, address, signature })
      return signature
    },
  }
  return wallet
}

export type TestWallet = ReturnType<typeof createTestWallet>
