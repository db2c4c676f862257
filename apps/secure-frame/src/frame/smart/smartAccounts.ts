import { ERRORS } from '@latchkey/core'
import { type Address, createPublicClient, defineChain, http, type LocalAccount } from 'viem'
import { createBundlerClient, type SmartAccount } from 'viem/account-abstraction'
import { type SmartAccountContracts, toLatchkeyAccount } from './latchkeyAccount'

export type PreferredAccountType = 'eoa' | 'smartAccount'
export interface SmartAccountNetwork extends SmartAccountContracts {
  chainId: number
}

const TYPE_KEY = 'latchkey-frame-account-type'

/**
 * Smart accounts in the frame: the enabled networks (the provider's `/v1/smart-accounts`), the
 * visitor's preferred account type (kept in the frame origin's storage; SPEC §3 default
 * smartAccount on eip155) and, per chain, the LatchkeyAccount owned by the frame's key. The
 * bundler is reached only through the provider's proxy (`/v1/bundler`).
 */
export function smartAccounts({
  providerUrl,
  projectId,
  gatewayUrl,
  storage = localStorage,
}: {
  providerUrl: string | undefined
  projectId: string
  gatewayUrl(chainId: number): string | undefined
  storage?: Storage
}) {
  let networks: Promise<SmartAccountNetwork[]> | undefined
  const accounts = new Map<string, Promise<SmartAccount>>()

  /** SPEC §4: a failed lookup is an empty list (and is tried again next time). */
  function enabledNetworks(): Promise<SmartAccountNetwork[]> {
    networks ??= fetchNetworks().catch(() => {
      networks = undefined
      return []
    })
    return networks
  }

  async function fetchNetworks(): Promise<SmartAccountNetwork[]> {
    if (!providerUrl) return []
    const response = await fetch(
      `${providerUrl}/v1/smart-accounts?${new URLSearchParams({ projectId })}`,
    )
    if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
    const { networks: list } = (await response.json()) as { networks: SmartAccountNetwork[] }
    return list.filter(
      (n) =>
        Number.isSafeInteger(n.chainId) &&
        /^0x[0-9a-fA-F]{40}$/.test(n.entryPoint) &&
        /^0x[0-9a-fA-F]{40}$/.test(n.accountFactory),
    )
  }

  const network = async (chainId: number) =>
    (await enabledNetworks()).find((n) => n.chainId === chainId)

  function clients(chainId: number) {
    const rpcUrl = gatewayUrl(chainId)
    if (!rpcUrl || !providerUrl) throw new Error(ERRORS.CHAIN_NOT_SUPPORTED)
    const chain = defineChain({
      id: chainId,
      name: `eip155:${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    const client = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 500 })
    const query = new URLSearchParams({ chainId: `eip155:${chainId}`, projectId })
    const bundlerUrl = `${providerUrl}/v1/bundler?${query}`
    return { client, bundlerUrl }
  }

  async function accountOn(
    chainId: number,
    owner: LocalAccount,
  ): Promise<SmartAccount | undefined> {
    const contracts = await network(chainId)
    if (!contracts) return undefined
    const key = `${chainId}:${owner.address}`
    let account = accounts.get(key)
    if (!account) {
      account = toLatchkeyAccount({ client: clients(chainId).client, owner, contracts })
      accounts.set(key, account)
      account.catch(() => accounts.delete(key))
    }
    return account
  }

  return {
    enabledNetworks,
    preferred(): PreferredAccountType {
      return storage.getItem(TYPE_KEY) === 'eoa' ? 'eoa' : 'smartAccount'
    },
    /**
     * SPEC §4: smartAccount only where the chain has smart accounts and its bundler answers for
     * the chain's EntryPoint; otherwise the preference falls back to eoa and this throws.
     */
    async setPreferred(type: unknown, chainId: number): Promise<PreferredAccountType> {
      if (type === 'eoa') {
        storage.setItem(TYPE_KEY, 'eoa')
        return 'eoa'
      }
      try {
        if (type !== 'smartAccount') throw new Error('Unknown account type')
        const contracts = await network(chainId)
        if (!contracts) throw new Error('No smart accounts on this chain')
        const supported = await this.bundler(chainId).request({
          method: 'eth_supportedEntryPoints',
        })
        if (!supported.some((a) => a.toLowerCase() === contracts.entryPoint.toLowerCase()))
          throw new Error('The bundler does not serve this EntryPoint')
      } catch {
        storage.setItem(TYPE_KEY, 'eoa')
        throw new Error(ERRORS.SMART_ACCOUNTS_NOT_SUPPORTED)
      }
      storage.setItem(TYPE_KEY, 'smartAccount')
      return 'smartAccount'
    },
    accountOn,
    /** The smart account in use on `chainId`, or undefined when the EOA is (SPEC §3/§4). */
    async active(chainId: number, owner: LocalAccount): Promise<SmartAccount | undefined> {
      if (this.preferred() !== 'smartAccount') return undefined
      return accountOn(chainId, owner).catch(() => undefined)
    },
    async isDeployed(account: SmartAccount): Promise<boolean> {
      return account.isDeployed()
    },
    /** A bundler client for `chainId` through the provider's proxy. */
    bundler(chainId: number, account?: SmartAccount) {
      const { client, bundlerUrl } = clients(chainId)
      return createBundlerClient({
        client,
        ...(account ? { account } : {}),
        transport: http(bundlerUrl, { retryCount: 0 }),
        pollingInterval: 500,
      })
    },
    async address(chainId: number, owner: LocalAccount): Promise<Address | undefined> {
      return (await accountOn(chainId, owner))?.getAddress()
    },
  }
}

export type SmartAccounts = ReturnType<typeof smartAccounts>
