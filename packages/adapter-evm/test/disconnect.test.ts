import { describe, expect, it } from 'vitest'
import type { ConnectorSource, EvmConnector } from '../src/connectors/EvmConnector'
import { evmAdapter } from '../src/evmAdapter'
import type { Eip1193Provider } from '../src/provider/Eip1193Provider'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A wallet that connects on chain 1 and records what it is asked. */
function walletProvider(asked: string[]): Eip1193Provider {
  return {
    async request({ method }) {
      asked.push(method)
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ADDRESS]
      if (method === 'eth_chainId') return '0x1'
      if (method === 'wallet_revokePermissions') throw new Error('method not supported')
      return null
    },
    on() {},
    removeListener() {},
  } as Eip1193Provider
}

function adapterWith(connector: EvmConnector) {
  const source: ConnectorSource = {
    id: connector.id,
    start({ publish }) {
      publish([connector])
      return () => {}
    },
  }
  return evmAdapter({
    window: new EventTarget(),
    eip6963: false,
    injected: false,
    connectors: [source],
  })
}

describe('adapter-evm disconnect', () => {
  it('forgets a wallet that cannot revoke its permission, without an error', async () => {
    const asked: string[] = []
    const provider = walletProvider(asked)
    const adapter = adapterWith({
      id: 'plain',
      name: 'Plain',
      type: 'EXTERNAL',
      provider,
      getProvider: () => provider,
    })
    await adapter.connect({ connectorId: 'plain' })
    await expect(adapter.disconnect({ connectorId: 'plain' })).resolves.toBeUndefined()
    expect(asked).toContain('wallet_revokePermissions')
    adapter.destroy()
  })

  it('passes on a session that fails to end (sign-out, WalletConnect), so the visitor is told', async () => {
    const asked: string[] = []
    const provider = walletProvider(asked)
    let closes = 0
    const adapter = adapterWith({
      id: 'session',
      name: 'Session wallet',
      type: 'AUTH',
      provider,
      getProvider: () => provider,
      close: async () => {
        closes++
        throw new Error('sign-out failed: the service did not answer')
      },
    })
    await adapter.connect({ connectorId: 'session' })
    await expect(adapter.disconnect({ connectorId: 'session' })).rejects.toThrow('sign-out failed')
    expect(closes).toBe(1)
    expect(asked).not.toContain('wallet_revokePermissions')
    adapter.destroy()
  })
})
