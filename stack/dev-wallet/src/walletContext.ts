import {
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
  type PublicClient,
  type WalletClient,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { ApprovalRequest, ApprovalsInternal } from './approvals'
import { toChainIdHex } from './chainParams'
import type { Emitter } from './emitter'
import {
  invalidParams,
  ProviderRpcError,
  rpcErrorCodes,
  unauthorized,
  unrecognizedChain,
  userRejected,
} from './errors'
import type { NormalisedOptions } from './options'
import { createGrantStore } from './persistence'
import type { DevWalletChain, DevWalletState } from './types'

type Address = `0x${string}`

/** Everything a method handler may read or change: the wallet's state and its services. */
export interface WalletContext {
  readonly approvals: ApprovalsInternal
  readonly emitter: Emitter
  readonly pollingInterval: number
  chainId(): number
  chainIdHex(): Hex
  chain(chainId?: number): DevWalletChain
  hasChain(chainId: number): boolean
  addChain(chain: DevWalletChain): void
  /** Makes `chainId` current and emits chainChanged when it changes. */
  setChain(chainId: number): void
  isConnected(): boolean
  connect(): Address[]
  disconnect(): void
  /** What eth_accounts answers: every account (selected first) when connected, else []. */
  exposedAccounts(): Address[]
  selectAccount(address: Address): void
  /** The account behind `address`, if the user connected it; else a 4100 error. */
  authorizedAccount(address: unknown): PrivateKeyAccount
  /** The selected account, if connected; else a 4100 error. */
  selectedAccount(): PrivateKeyAccount
  publicClient(chainId?: number): PublicClient
  walletClient(chainId?: number): WalletClient
  /** Resolves when the user approves; throws 4001 'User rejected the request.' otherwise. */
  requireApproval(request: Omit<ApprovalRequest, 'id' | 'createdAt' | 'chainId'>): Promise<void>
  /** Runs sends one at a time, so each one sees the nonce the previous one used. */
  serialise<T>(task: () => Promise<T>): Promise<T>
  getState(): DevWalletState
}

function viemChain(chain: DevWalletChain): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

export function createWalletContext(
  options: NormalisedOptions,
  approvals: ApprovalsInternal,
  emitter: Emitter,
): WalletContext {
  const chains = new Map(options.chains.map((c) => [c.id, c]))
  let accounts = [...options.accounts]
  let chainId = options.chainId
  let connected = false
  let queue: Promise<unknown> = Promise.resolve()
  const clients = new Map<number, { rpcUrl: string; public: PublicClient; wallet: WalletClient }>()
  const grants = createGrantStore(options.persist, options.persistKey)
  const remember = () => {
    if (connected) grants.write({ connected, account: accounts[0]!.address, chainId })
  }
  const stored = grants.read()
  const storedIndex = stored
    ? accounts.findIndex((a) => isAddressEqual(a.address, stored.account))
    : -1
  if (stored && storedIndex >= 0) {
    connected = true
    // A chain added at run time is not among the options: start on the default chain then.
    if (chains.has(stored.chainId)) chainId = stored.chainId
    accounts = [accounts[storedIndex]!, ...accounts.filter((_, i) => i !== storedIndex)]
  } else if (stored) {
    grants.clear()
  }

  const chain = (id = chainId) => {
    const found = chains.get(id)
    if (!found) throw unrecognizedChain(toChainIdHex(id))
    return found
  }
  const clientsFor = (id = chainId) => {
    const c = chain(id)
    let entry = clients.get(id)
    if (!entry || entry.rpcUrl !== c.rpcUrl) {
      const transport = http(c.rpcUrl, { retryCount: 0 })
      const vChain = viemChain(c)
      entry = {
        rpcUrl: c.rpcUrl,
        public: createPublicClient({
          chain: vChain,
          transport,
          pollingInterval: options.pollingInterval,
        }),
        wallet: createWalletClient({ chain: vChain, transport }),
      }
      clients.set(id, entry)
    }
    return entry
  }
  const exposedAccounts = () => (connected ? accounts.map((a) => a.address) : [])

  const context: WalletContext = {
    approvals,
    emitter,
    pollingInterval: options.pollingInterval,
    chainId: () => chainId,
    chainIdHex: () => toChainIdHex(chainId),
    chain,
    hasChain: (id) => chains.has(id),
    addChain(c) {
      chains.set(c.id, c)
    },
    setChain(id) {
      chain(id)
      if (id === chainId) return
      chainId = id
      remember()
      emitter.emit('chainChanged', toChainIdHex(id))
    },
    isConnected: () => connected,
    connect() {
      if (!connected) {
        connected = true
        remember()
        emitter.emit('connect', { chainId: toChainIdHex(chainId) })
        emitter.emit('accountsChanged', exposedAccounts())
      }
      return exposedAccounts()
    },
    disconnect() {
      if (!connected) return
      connected = false
      grants.clear()
      emitter.emit('accountsChanged', [])
      emitter.emit(
        'disconnect',
        new ProviderRpcError(rpcErrorCodes.disconnected, 'The user disconnected the dev wallet.'),
      )
    },
    exposedAccounts,
    selectAccount(address) {
      const index = accounts.findIndex(
        (a) => isAddress(address) && isAddressEqual(a.address, address),
      )
      if (index < 0) throw new Error(`${address} is not an account of this dev wallet`)
      if (index === 0) return
      accounts = [accounts[index]!, ...accounts.filter((_, i) => i !== index)]
      remember()
      if (connected) emitter.emit('accountsChanged', exposedAccounts())
    },
    authorizedAccount(address) {
      if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
        throw invalidParams(`expected an address, got ${JSON.stringify(address)}`)
      }
      const account = connected
        ? accounts.find((a) => isAddressEqual(a.address, address as Address))
        : undefined
      if (!account) throw unauthorized(`Account ${address} is not connected.`)
      return account
    },
    selectedAccount() {
      if (!connected) throw unauthorized('Connect with eth_requestAccounts first.')
      return accounts[0]!
    },
    publicClient: (id) => clientsFor(id).public,
    walletClient: (id) => clientsFor(id).wallet,
    async requireApproval(request) {
      let approved: boolean
      try {
        approved = await approvals.ask({ ...request, chainId })
      } catch (error) {
        throw userRejected(error)
      }
      if (!approved) throw userRejected()
    },
    serialise(task) {
      const run = queue.then(task, task)
      queue = run.catch(() => undefined)
      return run
    },
    getState: () => ({
      connected,
      accounts: accounts.map((a) => a.address),
      chainId,
      chains: [...chains.values()].map((c) => ({ ...c })),
    }),
  }
  return context
}
