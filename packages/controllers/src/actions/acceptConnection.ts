import type { ChainAdapterEvents } from '@latchkey/adapter-kit'
import type { ChainNamespace } from '@latchkey/core'
import { applyConnection } from '../connection/applyConnection'
import * as Chain from '../controllers/ChainController'
import * as Connection from '../controllers/ConnectionController'
import * as Siwx from '../controllers/SiwxController'
import { type ConnectContext, sendConnectSuccess, syncSiblings } from './connect'

/**
 * A connection the adapter reports without the modal asking (the app's own wagmi `connect`, or
 * wagmi's restore at load) stands as one made in the modal: the same state and stored session,
 * the siblings of one login or session, SPEC §6 CONNECT_SUCCESS and the §4 sign-in. A restore
 * sends no CONNECT_SUCCESS (the modal's own restore does not); the sign-in still checks it.
 */
export async function acceptConnection(
  ctx: ConnectContext,
  namespace: ChainNamespace,
  connection: ChainAdapterEvents['connected'],
): Promise<void> {
  const { restored, ...result } = connection
  applyConnection(ctx, namespace, result, Chain.connectedNamespaces(ctx).length === 0)
  // A QR code on show must not take this connection's place when scanned later.
  Connection.dropPendingPairing(ctx)
  await syncSiblings(ctx, namespace, result.connectorId)
  if (!restored) sendConnectSuccess(ctx, namespace, result.connectorId)
  await (restored ? Siwx.ensureSession(ctx) : Siwx.onConnect(ctx))
}
