import { ACCOUNT_TABS, type AccountType, type ChainNamespace } from '@latchkey/core'
import type { Config } from '../core/Config'
import { invalidInput } from '../errors/invalidInput'
import * as Chain from './ChainController'
import * as Connectors from './ConnectorController'
import * as Events from './EventsController'

// Account actions beyond plain state: tabs, account type, smart-account networks.

/** The Account view's tab (an index into ACCOUNT_TABS) of a namespace, the active one by default. */
export function setCurrentTab(
  config: Config,
  tab: number,
  namespace = Chain.state(config).activeNamespace,
) {
  if (!Number.isInteger(tab) || tab < 0 || tab >= ACCOUNT_TABS.length)
    throw invalidInput('currentTab', tab, ACCOUNT_TABS)
  if (namespace) Chain.setAccountProp(config, namespace, 'currentTab', tab)
}

/**
 * SPEC §4: eoa or smartAccount, set in the wallet; if the wallet refuses, the account falls
 * back to eoa. SET_PREFERRED_ACCOUNT_TYPE reports what was asked.
 */
export async function setPreferredAccountType(
  config: Config,
  type: 'eoa' | 'smartAccount',
  namespace: ChainNamespace = 'eip155',
) {
  if (type !== 'eoa' && type !== 'smartAccount')
    throw invalidInput('preferredAccountType', type, ['eoa', 'smartAccount'])
  const adapter = config.adapters.get(namespace)
  const connectorId = Connectors.state(config).activeConnectorIds[namespace]
  let applied: AccountType = type
  try {
    await adapter?.setPreferredAccountType?.({ type, ...(connectorId ? { connectorId } : {}) })
  } catch (error) {
    config.logger.warn(error)
    applied = 'eoa'
  }
  Chain.setAccountProp(config, namespace, 'preferredAccountType', applied)
  Events.send(config, 'SET_PREFERRED_ACCOUNT_TYPE', {
    accountType: type,
    network: Chain.getChain(config, namespace)?.caipNetwork?.caipNetworkId,
  })
  return applied
}

/** SPEC §4: if the smart-account network lookup fails, the list becomes empty. */
export async function loadSmartAccountEnabledNetworks(
  config: Config,
  namespace: ChainNamespace,
  lookup: () => Promise<number[]>,
) {
  try {
    Chain.setSmartAccountEnabledNetworks(config, namespace, await lookup())
  } catch {
    Chain.setSmartAccountEnabledNetworks(config, namespace, [])
  }
}
