import { buildAppKitCore } from '@latchkey/controllers'
import * as Connectors from '@latchkey/controllers/connectors'
import { type ChainNamespace, createMemoryStorage } from '@latchkey/core'
import { DESKTOP, ethereum } from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { createFakeUniversalProvider } from '../../walletconnect/test/fakeUniversalProvider'
import type { EvmConnector } from '../src/connectors/EvmConnector'
import { walletConnect, walletConnectView } from '../src/connectors/walletConnect/walletConnect'
import { evmAdapter } from '../src/evmAdapter'

describe('walletConnect() as a connector source', () => {
  it('publishes a WALLET_CONNECT connector at discovery without loading the WalletConnect client', () => {
    let loads = 0
    const source = walletConnect({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      metadata: { name: 'n', description: 'd', url: 'http://127.0.0.1', icons: [] },
      loadProvider: async () => {
        loads++
        throw new Error('not in this test')
      },
    })
    const adapter = evmAdapter({ eip6963: false, injected: false, connectors: [source] })
    adapter.syncConnectors()
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'walletConnect',
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        chain: 'eip155',
        // No Solana chains: only a Solana adapter (or basic mode) asks for them.
        chains: ['eip155'],
      },
    ])
    expect(loads).toBe(0)
    expect(source.loaded).toBe(false)
    adapter.destroy()
  })

  it('reports a failed load on use and tries again on the next', async () => {
    let loads = 0
    const source = walletConnect({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      metadata: { name: 'n', description: 'd', url: 'http://127.0.0.1', icons: [] },
      loadProvider: async () => {
        loads++
        throw new Error('chunk failed to load')
      },
    })
    await expect(source.connector.getProvider()).rejects.toThrow('chunk failed to load')
    await expect(source.connector.open()).rejects.toThrow('chunk failed to load')
    expect(loads).toBe(2)
  })
})

describe('a WalletConnect view holds its session only while started', () => {
  const metadata = { name: 'n', description: 'd', url: 'http://127.0.0.1', icons: [] }

  it('joins after the set-up call, once its lazy part is here; a stop before that joins nothing', async () => {
    const release = vi.fn()
    const holding = (namespaces: ChainNamespace[]) =>
      vi.fn(() => ({ session: {} as never, namespaces: () => namespaces, release }))
    const started = holding(['eip155', 'solana'])
    const view = walletConnectView({ rpcUrl: () => undefined, join: started })
    const published: EvmConnector[][] = []
    const stop = view.start({ target: undefined, publish: (list) => published.push([...list]) })
    // Published at once, joined later: the host's set-up call does not wait for it.
    expect(published).toHaveLength(1)
    expect(started).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1))
    // Published again because the session serves more chains than the first connector said.
    await vi.waitFor(() =>
      expect(published.map(([c]) => c?.chains)).toEqual([['eip155'], ['eip155', 'solana']]),
    )
    stop()
    await vi.waitFor(() => expect(release).toHaveBeenCalledTimes(1))

    // The same chains once joined: nothing is published twice.
    const same = holding(['eip155'])
    const once: unknown[] = []
    walletConnectView({ rpcUrl: () => undefined, join: same }).start({
      target: undefined,
      publish: (list) => once.push(list),
    })
    await vi.waitFor(() => expect(same).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(once).toHaveLength(1)

    const never = holding(['eip155'])
    const stopped = walletConnectView({ rpcUrl: () => undefined, join: never })
    stopped.start({ target: undefined, publish: () => {} })()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(never).not.toHaveBeenCalled()
  })

  it('a connector of its own opens its client again after each shut-down', async () => {
    const fake = createFakeUniversalProvider()
    const source = walletConnect({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      metadata,
      loadProvider: fake.load,
    })
    await source.connector.getProvider()
    await source.shutDown()
    expect(source.loaded).toBe(false)
    await source.connector.getProvider()
    await source.shutDown()
    await source.connector.getProvider()
    expect(fake.inits).toBe(3)
    expect(fake.closes).toBe(2)
  })

  it("an adapter removed and added again pairs over the core's session anew", async () => {
    const fake = createFakeUniversalProvider()
    const adapter = evmAdapter({ eip6963: false, injected: false })
    const core = buildAppKitCore({
      projectId: 'p',
      metadata,
      networks: [ethereum],
      adapters: [adapter],
      walletConnect: { relayUrl: 'ws://127.0.0.1:1/relay', loadProvider: fake.load },
      storage: createMemoryStorage(),
      environment: DESKTOP,
    })
    const pair = () =>
      adapter
        .connect({ connectorId: 'walletConnect', caipNetwork: ethereum, onUri: () => {} })
        .catch(() => undefined)
    // What a page's idle time after load (or the modal's first open) does: wallets are looked for.
    Connectors.discover(core.controllers)
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: 'walletConnect', chains: ['eip155'] }),
    ])
    void pair()
    await vi.waitFor(() => expect(fake.proposals).toHaveLength(1))
    core.removeAdapter('eip155')
    core.addAdapter(adapter)
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: 'walletConnect', chains: ['eip155'] }),
    ])
    void pair()
    // The first hold was released (the session shut down); the second loads the client again.
    await vi.waitFor(() => expect(fake.proposals).toHaveLength(2))
    expect(fake.inits).toBe(2)
    core.destroy()
    // Nothing is left holding the session: its relay socket closes.
    await vi.waitFor(() => expect(fake.closes).toBe(2))
  })
})
