import type { ChainNamespace, ConnectorGroup, DefaultSocial, WalletListEntry } from '@latchkey/core'
import { proxy, ref } from 'valtio/vanilla'
import { type Connector, isAuthConnectorProvider } from '../adapter/Connector'
import type { CoreContext } from '../core/CoreContext'
import { STORAGE_KEYS } from '../core/storageKeys'
import { bindEmbeddedHost } from '../embedded/bindEmbeddedHost'

export interface ConnectorState {
  connectors: Connector[]
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
}

/** A group of the Connect view's wallet list, in SPEC §2 connector type order. */
export type ConnectorListGroup =
  | { group: 'walletConnect' | 'injected' | 'external'; connectors: Connector[] }
  | { group: 'recent' | 'featured' | 'custom' | 'recommended'; wallets: WalletListEntry[] }

const WALLET_TYPES = /* @__PURE__ */ new Set(['INJECTED', 'ANNOUNCED'])

/** The connectors adapters found, which one each namespace uses, and what the list shows. */
export function createConnectorController(ctx: CoreContext) {
  const state = proxy<ConnectorState>({
    connectors: [],
    // Read from storage by restoreActiveConnectorIds(), at start-up restore.
    activeConnectorIds: {},
  })

  function persist() {
    ctx.storage.set(STORAGE_KEYS.ACTIVE_CONNECTOR_IDS, { ...state.activeConnectorIds })
  }

  function isExcluded(connector: Connector): boolean {
    const excluded = ctx.options.state.excludeWalletIds
    return [connector.id, connector.explorerId, connector.info?.rdns].some(
      (key) => key !== undefined && excluded.includes(key),
    )
  }

  /** SPEC §2 visibility: no desktop 'Browser Wallet', injected needs rdns or installed, no excluded. */
  function isVisible(connector: Connector): boolean {
    if (isExcluded(connector)) return false
    if (!WALLET_TYPES.has(connector.type)) return true
    if (connector.name === 'Browser Wallet' && !ctx.environment.isMobile) return false
    return Boolean(connector.info?.rdns) || connector.installed === true
  }

  // Several adapters may report one connector (a WalletConnect session): the namespace's own
  // entry wins, then one that lists the namespace among its chains.
  function pick(matches: Connector[], namespace?: ChainNamespace): Connector | undefined {
    if (!namespace) return matches[0]
    return (
      matches.find((c) => c.chain === namespace) ??
      matches.find((c) => c.chains?.includes(namespace))
    )
  }

  function getConnector(id: string, namespace?: ChainNamespace): Connector | undefined {
    return pick(
      state.connectors.filter((c) => c.id === id),
      namespace,
    )
  }

  function findByType(type: Connector['type'], namespace?: ChainNamespace) {
    return pick(
      state.connectors.filter((c) => c.type === type),
      namespace,
    )
  }

  // Several adapters report the one embedded login; the one holding its login provider answers.
  function embeddedAuthConnector(): Connector | undefined {
    const all = state.connectors.filter((c) => c.type === 'AUTH')
    return all.find((c) => isAuthConnectorProvider(c.provider)) ?? all[0]
  }

  // A connector several adapters report is listed once.
  function visibleOfType(...types: Connector['type'][]): Connector[] {
    const seen = new Set<string>()
    return state.connectors.filter((c) => {
      if (!types.includes(c.type) || !isVisible(c) || seen.has(c.id)) return false
      seen.add(c.id)
      return true
    })
  }

  function groupItems(group: ConnectorGroup): ConnectorListGroup {
    const walletList = ctx.walletList.state
    switch (group) {
      case 'walletConnect':
        return {
          group,
          connectors: ctx.options.state.enableWalletConnect ? visibleOfType('WALLET_CONNECT') : [],
        }
      case 'injected':
        return { group, connectors: visibleOfType('INJECTED', 'ANNOUNCED') }
      case 'external':
        return { group, connectors: visibleOfType('EXTERNAL', 'MULTI_CHAIN') }
      case 'recent':
        return { group, wallets: ctx.connection.state.recentWallets.filter(notInstalled) }
      case 'featured':
        return { group, wallets: walletList.featured.filter(notInstalled) }
      case 'recommended':
        return { group, wallets: walletList.recommended.filter(notInstalled) }
      default:
        return { group: 'custom', wallets: ctx.options.state.customWallets.filter(notInstalled) }
    }
  }

  // A registry wallet already shown as an injected connector is not listed twice.
  function notInstalled(wallet: WalletListEntry): boolean {
    const excluded = ctx.options.state.excludeWalletIds.includes(wallet.id)
    const installed = state.connectors.some(
      (c) => c.explorerId === wallet.id || (wallet.rdns && c.info?.rdns === wallet.rdns),
    )
    return !excluded && !installed
  }

  return {
    state,
    getConnector,
    isVisible,

    /** Replaces what one adapter found; each namespace keeps its own connector entries. */
    setConnectors(namespace: ChainNamespace, connectors: Connector[]) {
      const others = state.connectors.filter((c) => c.chain !== namespace)
      const fresh = connectors.map((c) => ({
        ...c,
        chain: namespace,
        ...(c.provider && typeof c.provider === 'object' ? { provider: ref(c.provider) } : {}),
      }))
      state.connectors = [...others, ...fresh]
      bindEmbeddedHost(ctx, connectors)
    },

    removeConnectors(namespace: ChainNamespace) {
      state.connectors = state.connectors.filter((c) => c.chain !== namespace)
    },

    /** Start-up: the connector each namespace used last time (SPEC §4). */
    restoreActiveConnectorIds() {
      const stored = ctx.storage.get<ConnectorState['activeConnectorIds']>(
        STORAGE_KEYS.ACTIVE_CONNECTOR_IDS,
      )
      Object.assign(state.activeConnectorIds, stored)
    },

    setActiveConnectorId(namespace: ChainNamespace, connectorId: string) {
      state.activeConnectorIds[namespace] = connectorId
      persist()
    },

    removeActiveConnectorId(namespace: ChainNamespace) {
      delete state.activeConnectorIds[namespace]
      persist()
    },

    getActiveConnector(namespace: ChainNamespace): Connector | undefined {
      const id = state.activeConnectorIds[namespace]
      return id ? getConnector(id, namespace) : undefined
    },

    getAuthConnector: (namespace?: ChainNamespace) =>
      namespace ? findByType('AUTH', namespace) : embeddedAuthConnector(),
    getWalletConnectConnector: (namespace?: ChainNamespace) =>
      findByType('WALLET_CONNECT', namespace),

    /** Reloads the embedded wallet's frame, if there is one. */
    reloadAuthConnector() {
      const provider = embeddedAuthConnector()?.provider
      if (isAuthConnectorProvider(provider)) void provider.reload()
    },

    /**
     * The social buttons to draw: the host's socials (SPEC §9, Telegram's filters applied) that
     * the embedded wallet can run, so none leads to a login that does not exist.
     */
    getSocialLogins(): DefaultSocial[] {
      const provider = embeddedAuthConnector()?.provider
      const offered = isAuthConnectorProvider(provider) ? (provider.socialLogins?.() ?? []) : []
      return ctx.options.getSocials().filter((social) => offered.includes(social))
    },

    /** Injected or announced wallets are on screen: the Connect view lists wallets first. */
    hasVisibleWallets(): boolean {
      return visibleOfType('INJECTED', 'ANNOUNCED').length > 0
    },

    /** The wallet list groups in the host's (or SPEC §2 default) connector type order. */
    getConnectorGroups(): ConnectorListGroup[] {
      return ctx.options.state.connectorTypeOrder.map(groupItems)
    },
  }
}

export type ConnectorController = ReturnType<typeof createConnectorController>
