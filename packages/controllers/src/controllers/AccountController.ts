import { ACCOUNT_TABS, type AccountType, type ChainNamespace } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import type { Rest } from '../core/instanceData'
import { invalidInput } from '../errors/invalidInput'

// Account actions beyond plain state: tabs, account type, smart-account networks.

/** The Account view's tab (an index into ACCOUNT_TABS) of a namespace, the active one by default. */
export function setCurrentTab(
  config: CoreContext,
  tab: number,
  namespace = config.chain.state.activeNamespace,
) {
  if (!Number.isInteger(tab) || tab < 0 || tab >= ACCOUNT_TABS.length)
    throw invalidInput('currentTab', tab, ACCOUNT_TABS)
  if (namespace) config.chain.setAccountProp(namespace, 'currentTab', tab)
}

/**
 * SPEC §4: eoa or smartAccount, set in the wallet; if the wallet refuses, the account falls
 * back to eoa. SET_PREFERRED_ACCOUNT_TYPE reports what was asked.
 */
export async function setPreferredAccountType(
  config: CoreContext,
  type: 'eoa' | 'smartAccount',
  namespace: ChainNamespace = 'eip155',
) {
  if (type !== 'eoa' && type !== 'smartAccount')
    throw invalidInput('preferredAccountType', type, ['eoa', 'smartAccount'])
  const adapter = config.adapters.get(namespace)
  const connectorId = config.connectors.state.activeConnectorIds[namespace]
  let applied: AccountType = type
  try {
    await adapter?.setPreferredAccountType?.({ type, ...(connectorId ? { connectorId } : {}) })
  } catch (error) {
    config.logger.warn(error)
    applied = 'eoa'
  }
  config.chain.setAccountProp(namespace, 'preferredAccountType', applied)
  config.events.send('SET_PREFERRED_ACCOUNT_TYPE', {
    accountType: type,
    network: config.chain.getChain(namespace)?.caipNetwork?.caipNetworkId,
  })
  return applied
}

/** SPEC §4: if the smart-account network lookup fails, the list becomes empty. */
export async function loadSmartAccountEnabledNetworks(
  config: CoreContext,
  namespace: ChainNamespace,
  lookup: () => Promise<number[]>,
) {
  try {
    config.chain.setSmartAccountEnabledNetworks(namespace, await lookup())
  } catch {
    config.chain.setSmartAccountEnabledNetworks(namespace, [])
  }
}

/** Facade over this module's functions until the call sites move (issue 34 stage 2). */
export function createAccountController(ctx: CoreContext) {
  return {
    setCurrentTab: (...args: Rest<typeof setCurrentTab>) => setCurrentTab(ctx, ...args),
    setPreferredAccountType: (...args: Rest<typeof setPreferredAccountType>) =>
      setPreferredAccountType(ctx, ...args),
    loadSmartAccountEnabledNetworks: (...args: Rest<typeof loadSmartAccountEnabledNetworks>) =>
      loadSmartAccountEnabledNetworks(ctx, ...args),
  }
}

export type AccountController = ReturnType<typeof createAccountController>
