import type { Connector } from '@latchkey/adapter-kit'
import type { ConnectorType } from '@latchkey/core'
import type { Connector as WagmiConnector } from '@wagmi/core'
import type { LatchkeyConnectorProperties } from './fromSource'

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

const known = new WeakMap<WagmiConnector, Connector>()

/**
 * The controllers' Connector for a wagmi connector (the same object for the same connector).
 * `announced`: wagmi made it for an EIP-6963 announcement, whose rdns is its id.
 */
export function toConnector(connector: WagmiConnector, announced: boolean): Connector {
  let entry = known.get(connector)
  const source = latchkeyOf(connector)?.latchkey
  if (!entry && source) {
    // A Latchkey connector (the embedded wallet, WalletConnect): its own type and provider.
    const { id, name, type, imageUrl, chains, provider } = source
    entry = {
      id,
      name,
      type,
      chain: 'eip155',
      ...(imageUrl ? { imageUrl } : {}),
      ...(chains ? { chains } : {}),
      ...(provider ? { provider } : {}),
    }
    known.set(connector, entry)
  }
  if (!entry) {
    const rdns =
      (typeof connector.rdns === 'string' ? connector.rdns : connector.rdns?.[0]) ??
      (announced ? connector.id : undefined)
    entry = {
      id: connector.id,
      name: connector.name,
      type: typeOf(connector, announced),
      chain: 'eip155',
      ...(connector.icon ? { imageUrl: connector.icon } : {}),
      ...(rdns ? { info: { rdns } } : {}),
    }
    known.set(connector, entry)
  }
  return entry
}

function typeOf(connector: WagmiConnector, announced: boolean): ConnectorType {
  if (connector.id === WALLET_CONNECT_CONNECTOR_ID || connector.type === 'walletConnect')
    return 'WALLET_CONNECT'
  if (announced) return 'ANNOUNCED'
  if (connector.type === 'injected') return 'INJECTED'
  return 'EXTERNAL'
}

/** The Latchkey connector behind a wagmi connector made by `fromSource`, if it is one. */
export function latchkeyOf(connector: WagmiConnector): LatchkeyConnectorProperties | undefined {
  const own = connector as WagmiConnector & Partial<LatchkeyConnectorProperties>
  return own.latchkey && own.prepare ? { latchkey: own.latchkey, prepare: own.prepare } : undefined
}
