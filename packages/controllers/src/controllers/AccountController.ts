import { ACCOUNT_TABS, type AccountType, type ChainNamespace } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { invalidInput } from '../errors/invalidInput'

/** Account actions beyond plain state: tabs, account type, smart-account networks. */
export function createAccountController(ctx: CoreContext) {
  return {
    setCurrentTab(tab: number, namespace = ctx.chain.state.activeNamespace) {
      if (!Number.isInteger(tab) || tab < 0 || tab >= ACCOUNT_TABS.length)
        throw invalidInput('currentTab', tab, ACCOUNT_TABS)
      if (namespace) ctx.chain.setAccountProp(namespace, 'currentTab', tab)
    },

    /**
     * SPEC §4: eoa or smartAccount, set in the wallet; if the wallet refuses, the account falls
     * back to eoa. SET_PREFERRED_ACCOUNT_TYPE reports what was asked.
     */
    async setPreferredAccountType(
      type: 'eoa' | 'smartAccount',
      namespace: ChainNamespace = 'eip155',
    ) {
      if (type !== 'eoa' && type !== 'smartAccount')
        throw invalidInput('preferredAccountType', type, ['eoa', 'smartAccount'])
      const adapter = ctx.adapters.get(namespace)
      const connectorId = ctx.connectors.state.activeConnectorIds[namespace]
      let applied: AccountType = type
      try {
        await adapter?.setPreferredAccountType?.({ type, ...(connectorId ? { connectorId } : {}) })
      } catch (error) {
        ctx.logger.warn(error)
        applied = 'eoa'
      }
      ctx.chain.setAccountProp(namespace, 'preferredAccountType', applied)
      ctx.events.send('SET_PREFERRED_ACCOUNT_TYPE', {
        accountType: type,
        network: ctx.chain.getChain(namespace)?.caipNetwork?.caipNetworkId,
      })
      return applied
    },

    /** SPEC §4: if the smart-account network lookup fails, the list becomes empty. */
    async loadSmartAccountEnabledNetworks(
      namespace: ChainNamespace,
      lookup: () => Promise<number[]>,
    ) {
      try {
        ctx.chain.setSmartAccountEnabledNetworks(namespace, await lookup())
      } catch {
        ctx.chain.setSmartAccountEnabledNetworks(namespace, [])
      }
    },
  }
}

export type AccountController = ReturnType<typeof createAccountController>
