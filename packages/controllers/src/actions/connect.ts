import type { AdapterConnection } from '@latchkey/adapter-kit'
import {
  type ChainNamespace,
  type LatchkeyError,
  latchkeyError,
  type WalletListEntry,
} from '@latchkey/core'
import { applyConnection } from '../connection/applyConnection'
import { siblingConnection } from '../connection/siblingConnection'
import * as Chain from '../controllers/ChainController'
import * as Connection from '../controllers/ConnectionController'
import * as Connectors from '../controllers/ConnectorController'
import * as Events from '../controllers/EventsController'
import * as Siwx from '../controllers/SiwxController'
import * as WalletList from '../controllers/WalletListController'
import type { Config } from '../core/Config'

/** The WalletConnect pairing a connect waits on, as ConnectionController keeps it. */
export interface PendingPairing {
  /** The registry entry picked last for this pairing. */
  wallet: WalletListEntry | undefined
  /** Given up because another wallet connected or the user disconnected meanwhile. */
  cancelled?: boolean
}

export interface ConnectParameters {
  connectorId: string
  /** Defaults to the connector's own namespace. */
  namespace?: ChainNamespace
  /** The registry entry picked in the wallet list, remembered among recent wallets. */
  wallet?: WalletListEntry
  /** Set when this connect is a WalletConnect pairing that later asks may join. */
  pairing?: PendingPairing
}

export type ConnectReturnType = AdapterConnection

/** 'Adapter not found' (SPEC §8), or what the wallet raised (a refusal keeps its EIP-1193 code). */
export type ConnectErrorType = (LatchkeyError & { code: 'ADAPTER_NOT_FOUND' }) | Error

export type ConnectContext = Config

/** SPEC §4 Connection status; then §4 Sign-in, once the connection stands. */
export async function connect(
  ctx: ConnectContext,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  const { connectorId, wallet, pairing } = parameters
  // A connector several adapters report (the embedded wallet's login) connects the active one.
  const active = Chain.state(ctx).activeNamespace
  const requested =
    parameters.namespace ??
    (active && Connectors.getConnector(ctx, connectorId, active) ? active : undefined)
  const connector = Connectors.getConnector(ctx, connectorId, requested)
  const namespace = requested ?? connector?.chain
  const adapter = ctx.adapters.get(namespace)
  if (!namespace || !adapter) throw latchkeyError('ADAPTER_NOT_FOUND')
  // Status reads 'connecting' while this is set (connection/connectionStatus).
  Connection.setConnectingConnectorId(ctx, connectorId)
  Events.send(ctx, 'CONNECT_STARTED', { connector: connector?.name ?? connectorId })
  let result: AdapterConnection
  let connected = namespace
  try {
    result = await adapter
      .connect({
        connectorId,
        caipNetwork: Chain.getChain(ctx, namespace)?.caipNetwork,
        onUri: (uri) => Connection.setUri(ctx, uri),
      })
      .catch(async (error: unknown) => {
        if (pairing?.cancelled) throw error
        // The wallet may have approved only other namespaces of the session: those connect.
        const sibling = await siblingConnection(ctx, namespace, connectorId)
        if (!sibling) throw error
        connected = sibling.namespace
        return sibling.result
      })
    applyConnection(ctx, connected, result)
    // The connection stands from here (status reads connected): a reload while the siblings
    // sync restores it.
    if (Connection.state(ctx).connectingConnectorId === connectorId)
      Connection.setConnectingConnectorId(ctx, undefined)
    // A QR code set aside earlier must not take this connection's place when scanned later.
    if (!pairing) Connection.dropPendingPairing(ctx)
    await syncSiblings(ctx, connected, connectorId)
    const picked = (pairing ? pairing.wallet : wallet) ?? registryWalletNamed(ctx, result.wallet)
    if (picked) Connection.setRecentWallet(ctx, picked)
    sendConnectSuccess(ctx, connected, connectorId)
  } catch (error) {
    // A pairing given up for another connection fails quietly: that one owns the status.
    if (pairing?.cancelled) throw error
    Connection.setWcError(ctx, connector?.type === 'WALLET_CONNECT')
    Events.send(ctx, 'CONNECT_ERROR', { message: errorText(error) })
    throw error
  } finally {
    if (Connection.state(ctx).connectingConnectorId === connectorId)
      Connection.setConnectingConnectorId(ctx, undefined)
  }
  // The connection stands; a sign-in problem is the sign-in's own to report (it never throws).
  await Siwx.onConnect(ctx)
  return result
}

/**
 * One WalletConnect session serves several namespaces: pick up their accounts too. So does one
 * embedded-wallet login (SPEC §4): every namespace whose adapter reports the same AUTH connector.
 */
export async function syncSiblings(
  ctx: ConnectContext,
  namespace: ChainNamespace,
  connectorId: string,
) {
  const connector = Connectors.getConnector(ctx, connectorId, namespace)
  if (connector?.type !== 'WALLET_CONNECT' && connector?.type !== 'AUTH') return
  const siblings =
    connector.type === 'AUTH'
      ? Chain.namespaces(ctx).filter(
          (ns) =>
            ns !== namespace && Connectors.getConnector(ctx, connectorId, ns)?.type === 'AUTH',
        )
      : (connector.chains ?? []).filter((ns) => ns !== namespace)
  await Promise.all(
    siblings.map(async (ns) => {
      const adapter = ctx.adapters.get(ns)
      if (!adapter || Chain.isConnected(ctx, ns)) return
      const result = await adapter
        .syncConnection({ connectorId, caipNetwork: Chain.getChain(ctx, ns)?.caipNetwork })
        .catch(() => undefined)
      if (result) applyConnection(ctx, ns, result, false)
    }),
  )
}

/** SPEC §6 CONNECT_SUCCESS for the connection standing on `namespace` through `connectorId`. */
export function sendConnectSuccess(
  ctx: ConnectContext,
  namespace: ChainNamespace,
  connectorId: string,
) {
  const connector = Connectors.getConnector(ctx, connectorId, namespace)
  Events.send(ctx, 'CONNECT_SUCCESS', {
    method: connector?.type === 'WALLET_CONNECT' ? 'qrcode' : 'browser',
    name: Chain.getAccount(ctx, namespace)?.connectedWalletInfo?.name ?? connectorId,
    namespace,
  })
}

/** The registry's entry for a wallet that named itself (a WalletConnect peer), if listed. */
function registryWalletNamed(
  ctx: ConnectContext,
  peer: AdapterConnection['wallet'],
): WalletListEntry | undefined {
  const wanted = peer?.name?.trim().toLowerCase()
  if (!wanted) return undefined
  const { recommended, featured, wallets, search } = WalletList.state(ctx)
  return [...recommended, ...featured, ...wallets, ...search].find(
    (entry) => entry.name.toLowerCase() === wanted,
  )
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
