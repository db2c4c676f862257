import type { Connector } from '@latchkey/adapter-kit'
import * as Chain from '../controllers/ChainController'
import * as Connectors from '../controllers/ConnectorController'
import * as Router from '../controllers/RouterController'
import type { Config } from '../core/Config'
import type { RouterData, View } from '../router/views'
import { isVisibleConnector } from './connectorList'

/**
 * The wallet whose in-app browser the page runs in: on mobile, the active namespace's one
 * injected wallet (window.ethereum) when no wallet announces itself. Undefined anywhere else.
 */
export function inAppWallet(config: Config): Connector | undefined {
  if (!config.environment.isMobile) return undefined
  const namespace = Chain.state(config).activeNamespace
  const wallets = Connectors.state(config).connectors.filter(
    (c) =>
      c.chain === namespace &&
      (c.type === 'INJECTED' || c.type === 'ANNOUNCED') &&
      isVisibleConnector(config, c),
  )
  const [only] = wallets
  return wallets.length === 1 && only?.type === 'INJECTED' ? only : undefined
}

/**
 * Shows the view an open asks for (issue 36). Connect, inside a mobile wallet's in-app browser,
 * goes straight on to connecting that wallet, as there is no other to choose; Back still leads
 * to Connect's list (an e-mail login, WalletConnect). Any other view shows as asked.
 */
export function showOpening(config: Config, view: View, data: RouterData | undefined): void {
  const connector = view === 'Connect' && !data ? inAppWallet(config) : undefined
  Router.reset(config, view, data)
  if (connector) Router.push(config, 'ConnectingExternal', { connector })
}
