import type { Connector } from '@latchkey/adapter-kit'
import { describe, expect, it, vi } from 'vitest'
import { createStore } from '../core/store'
import { frozenRef } from '../state/frozenRef'
import * as Connectors from './ConnectorController'

const connector = (id: string, chain: Connector['chain'], type: Connector['type'] = 'INJECTED') =>
  ({ id, name: id, type, chain }) as Connector

describe('connectors as free functions over a store (issue 34)', () => {
  it('defers a discovery until discover(), then runs later ones at once, once each', () => {
    const config = { store: createStore() }
    const first = vi.fn()
    const dropped = vi.fn()
    Connectors.onDiscover(config, first)
    const stop = Connectors.onDiscover(config, dropped)
    stop()
    expect(first).not.toHaveBeenCalled()
    Connectors.discover(config)
    Connectors.discover(config)
    expect(first).toHaveBeenCalledTimes(1)
    expect(dropped).not.toHaveBeenCalled()
    const late = vi.fn()
    Connectors.onDiscover(config, late)
    expect(late).toHaveBeenCalledTimes(1)
  })

  it('keeps discovery per store: one config discovering starts nothing of another', () => {
    const a = { store: createStore() }
    const b = { store: createStore() }
    const startB = vi.fn()
    Connectors.onDiscover(b, startB)
    Connectors.discover(a)
    expect(startB).not.toHaveBeenCalled()
    Connectors.discover(b)
    expect(startB).toHaveBeenCalledTimes(1)
  })

  it('reads the active connector of a namespace, the namespace entry first', () => {
    const config = { store: createStore() }
    const shared = { ...connector('walletConnect', 'eip155', 'WALLET_CONNECT'), chains: ['solana'] }
    Connectors.state(config).connectors = frozenRef([
      shared as Connector,
      connector('walletConnect', 'solana', 'WALLET_CONNECT'),
      connector('io.metamask', 'eip155'),
    ])
    expect(config.store.connectors).toBe(Connectors.state(config))
    Connectors.setActiveConnectorId(config, 'solana', 'walletConnect')
    Connectors.restoreActiveConnectorIds(config, { eip155: 'io.metamask' })
    expect(Connectors.getActiveConnector(config, 'solana')?.chain).toBe('solana')
    expect(Connectors.getActiveConnector(config, 'eip155')?.id).toBe('io.metamask')
    expect(Connectors.getWalletConnectConnector(config, 'eip155')?.chain).toBe('eip155')
    Connectors.removeActiveConnectorId(config, 'eip155')
    expect(Connectors.state(config).activeConnectorIds).toEqual({ solana: 'walletConnect' })
    expect(Connectors.getActiveConnector(config, 'eip155')).toBeUndefined()
    Connectors.removeConnectors(config, 'solana')
    expect(Connectors.getConnector(config, 'walletConnect', 'solana')?.chain).toBe('eip155')
  })
})
