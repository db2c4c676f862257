import { type Connector, isAuthConnectorProvider } from '@latchkey/adapter-kit'
import type { ConnectorGroup, DefaultSocial, WalletListEntry } from '@latchkey/core'
import * as Connection from '../controllers/ConnectionController'
import * as Connectors from '../controllers/ConnectorController'
import * as Options from '../controllers/OptionsController'
import * as WalletList from '../controllers/WalletListController'
import type { Config } from '../core/Config'
import { getSocials } from '../options/viewOrders'

// The Connect view's wallet list, apart from ConnectorController: only the modal's views read
// it, so an app's start-up does not carry it (issue 13).

/** A group of the Connect view's wallet list, in SPEC §2 connector type order. */
export type ConnectorListGroup =
  | { group: 'walletConnect' | 'injected' | 'external'; connectors: Connector[] }
  | { group: 'recent' | 'featured' | 'custom' | 'recommended'; wallets: WalletListEntry[] }

type ListContext = Config

const WALLET_TYPES = new Set(['INJECTED', 'ANNOUNCED'])

function isExcluded(ctx: ListContext, connector: Connector): boolean {
  const excluded = Options.state(ctx).excludeWalletIds
  return [connector.id, connector.explorerId, connector.info?.rdns].some(
    (key) => key !== undefined && excluded.includes(key),
  )
}

/** SPEC §2 visibility: no desktop 'Browser Wallet', injected needs rdns or installed, no excluded. */
export function isVisibleConnector(ctx: ListContext, connector: Connector): boolean {
  if (isExcluded(ctx, connector)) return false
  if (!WALLET_TYPES.has(connector.type)) return true
  if (connector.name === 'Browser Wallet' && !ctx.environment.isMobile) return false
  return Boolean(connector.info?.rdns) || connector.installed === true
}

// A connector several adapters report is listed once.
function visibleOfType(ctx: ListContext, ...types: Connector['type'][]): Connector[] {
  const seen = new Set<string>()
  return Connectors.state(ctx).connectors.filter((c) => {
    if (!types.includes(c.type) || !isVisibleConnector(ctx, c) || seen.has(c.id)) return false
    seen.add(c.id)
    return true
  })
}

// A registry wallet already shown as an injected connector is not listed twice.
function notInstalled(ctx: ListContext, wallet: WalletListEntry): boolean {
  const excluded = Options.state(ctx).excludeWalletIds.includes(wallet.id)
  const installed = Connectors.state(ctx).connectors.some(
    (c) => c.explorerId === wallet.id || (wallet.rdns && c.info?.rdns === wallet.rdns),
  )
  return !excluded && !installed
}

function groupItems(ctx: ListContext, group: ConnectorGroup): ConnectorListGroup {
  const walletList = WalletList.state(ctx)
  const listed = (wallets: readonly WalletListEntry[]) =>
    wallets.filter((wallet) => notInstalled(ctx, wallet))
  switch (group) {
    case 'walletConnect':
      return {
        group,
        connectors: Options.state(ctx).enableWalletConnect
          ? visibleOfType(ctx, 'WALLET_CONNECT')
          : [],
      }
    case 'injected':
      return { group, connectors: visibleOfType(ctx, 'INJECTED', 'ANNOUNCED') }
    case 'external':
      return { group, connectors: visibleOfType(ctx, 'EXTERNAL', 'MULTI_CHAIN') }
    case 'recent':
      return { group, wallets: listed(Connection.state(ctx).recentWallets) }
    case 'featured':
      return { group, wallets: listed(walletList.featured) }
    case 'recommended':
      return { group, wallets: listed(walletList.recommended) }
    default:
      return { group: 'custom', wallets: listed(Options.state(ctx).customWallets) }
  }
}

/** The wallet list groups in the host's (or SPEC §2 default) connector type order. */
export function getConnectorGroups(ctx: ListContext): ConnectorListGroup[] {
  return Options.state(ctx).connectorTypeOrder.map((group) => groupItems(ctx, group))
}

/** Injected or announced wallets are on screen: the Connect view lists wallets first. */
export function hasVisibleWallets(ctx: ListContext): boolean {
  return visibleOfType(ctx, 'INJECTED', 'ANNOUNCED').length > 0
}

/**
 * The social buttons to draw: the host's socials (SPEC §9, Telegram's filters applied) that
 * the embedded wallet can run, so none leads to a login that does not exist.
 */
export function getSocialLogins(ctx: ListContext): DefaultSocial[] {
  const provider = Connectors.getAuthConnector(ctx)?.provider
  const offered = isAuthConnectorProvider(provider) ? (provider.socialLogins?.() ?? []) : []
  return getSocials(ctx).filter((social) => offered.includes(social))
}
