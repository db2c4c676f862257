import { type ChainNamespace, toCaipAddress } from '@latchkey/core'
import type { Config } from '../core/Config'
import { EMPTY_LIST, frozenCopy } from '../state/frozenRef'
import { type AccountState, emptyAccountState } from './AccountState'
import { getChain, patchChain } from './chainEntries'
import { chainSlice } from './chainSlice'

type ChainConfig = Pick<Config, 'store'>

/** A namespace's account (the active one's by default). */
export function getAccount(
  config: ChainConfig,
  namespace = chainSlice(config).activeNamespace,
): AccountState | undefined {
  return getChain(config, namespace)?.account
}

export function setAccount(
  config: ChainConfig,
  namespace: ChainNamespace,
  values: Partial<AccountState>,
) {
  const fresh: Partial<AccountState> = {}
  for (const [key, value] of Object.entries(values))
    fresh[key as keyof AccountState] = frozenCopy(value) as never
  patchChain(config, namespace, (chain) => ({ account: { ...chain.account, ...fresh } }))
}

export function setAccountProp<K extends keyof AccountState>(
  config: ChainConfig,
  namespace: ChainNamespace,
  key: K,
  value: AccountState[K],
) {
  setAccount(config, namespace, { [key]: value } as Partial<AccountState>)
}

/** Sets the connected address; the CAIP-10 id follows the namespace's current network. */
export function setAddress(config: ChainConfig, namespace: ChainNamespace, address: string) {
  const chain = getChain(config, namespace)
  const network = chain?.caipNetwork
  if (!network) return
  setAccount(config, namespace, {
    // Token balances belong to the (account, network) they were read for.
    ...(chain.account.address !== address ? { tokenBalance: EMPTY_LIST } : {}),
    address,
    caipAddress: toCaipAddress(network.caipNetworkId, address),
  })
}

export function resetAccount(config: ChainConfig, namespace: ChainNamespace) {
  patchChain(config, namespace, (chain) => ({
    account: emptyAccountState(chain.defaultAccountType),
  }))
}

export function isConnected(
  config: ChainConfig,
  namespace = chainSlice(config).activeNamespace,
): boolean {
  return Boolean(getChain(config, namespace)?.account.caipAddress)
}

/** Namespaces with a connected account. */
export function connectedNamespaces(config: ChainConfig): ChainNamespace[] {
  const { chains } = chainSlice(config)
  return (Object.keys(chains) as ChainNamespace[]).filter((ns) => chains[ns]?.account.caipAddress)
}
