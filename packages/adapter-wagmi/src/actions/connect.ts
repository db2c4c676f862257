import type { AdapterConnection, AdapterConnectParams } from '@latchkey/adapter-kit'
import { evmChainId, latchkeyError, throwWalletError } from '@latchkey/core'
import { type Connection, connect as wagmiConnect } from '@wagmi/core'
import { currentConnection, settled, toAdapterConnection } from '../connection/currentConnection'
import { findConnector } from '../connection/findConnector'
import type { LatchkeyConnectorProperties } from '../connectors/fromSource'
import type { ModalAsk } from '../connectors/modalAsk'
import { latchkeyOf } from '../connectors/toConnector'
import type { AdapterContext } from './AdapterContext'

export type ConnectParameters = AdapterConnectParams
export type ConnectReturnType = AdapterConnection

/**
 * wagmi's connect through the chosen connector, so wagmi's hooks see the modal's connection.
 * A wallet stays on its chain (SPEC §4: the switch is a step of its own). When wagmi already
 * holds a connection of that connector (the app made it), it is that one.
 */
export async function connect(
  { config, own, asks }: AdapterContext,
  { connectorId, caipNetwork, onUri }: ConnectParameters,
): Promise<ConnectReturnType> {
  const connector = findConnector(config, connectorId)
  const ask = asks.get(connector.id)
  if (ask) return joinAsk(config, own, ask, latchkeyOf(connector), { caipNetwork, onUri })
  await settled(config)
  const existing = currentConnection(config)
  const source = latchkeyOf(connector)
  if (existing?.connector.uid === connector.uid) return withPeer(existing, source)
  // A Latchkey connector takes the pairing URI's listener and the app's network (the embedded
  // wallet's login chain; WalletConnect's first chain) for this connect.
  source?.prepare({
    ...(onUri ? { onUri } : {}),
    ...(caipNetwork ? { chainId: evmChainId(caipNetwork) } : {}),
  })
  try {
    await own(() => wagmiConnect(config, { connector }))
  } catch (error) {
    throwWalletError(error)
  }
  const connection = currentConnection(config)
  if (!connection) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
  return withPeer(connection, source)
}

/**
 * The app's own connect waits on the modal (connectors/modalAsk): this connect is that one (one
 * pairing, its URI to `onUri`). A second ask (the QR view reopened) shows the pairing's URI again.
 */
async function joinAsk(
  config: AdapterContext['config'],
  own: AdapterContext['own'],
  ask: ModalAsk,
  source: LatchkeyConnectorProperties | undefined,
  { caipNetwork, onUri }: Pick<ConnectParameters, 'caipNetwork' | 'onUri'>,
): Promise<ConnectReturnType> {
  const intent = {
    ...(onUri ? { onUri } : {}),
    ...(caipNetwork ? { chainId: evmChainId(caipNetwork) } : {}),
  }
  if (!ask.join(intent) && onUri) void source?.latchkey.open?.({ onUri }).catch(() => undefined)
  try {
    // wagmi records the connection after its connector answers: the modal applies it itself.
    await own(async () => {
      await ask.outcome
      await settled(config)
    })
  } catch (error) {
    throwWalletError(error)
  }
  const connection = currentConnection(config)
  if (!connection) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
  return withPeer(connection, source)
}

/** The connection, with the wallet behind a connector that stands for many (WalletConnect's peer). */
async function withPeer(
  connection: Connection,
  source: LatchkeyConnectorProperties | undefined,
): Promise<ConnectReturnType> {
  const wallet = await source?.latchkey.peerWallet?.().catch(() => undefined)
  return { ...toAdapterConnection(connection), ...(wallet ? { wallet } : {}) }
}
