// The WalletConnect clients skip their outside calls when IS_VITEST is set; this test proves the
// connector's own configuration keeps them on loopback without it.
delete process.env.IS_VITEST

import type { ChainAdapterEvents } from '@latchkey/adapter-kit'
import { buildAppKitCore } from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Connectors from '@latchkey/controllers/connectors'
import {
  createMemoryStorage as createCoreStorage,
  createManualClock,
  isUserRejection,
  WalletRpcError,
} from '@latchkey/core'
import { createWalletConnectMemoryStorage as createMemoryStorage } from '@latchkey/walletconnect'
import { type Hex, toHex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningRelay, startRelay } from '../../../apps/provider/src/relay'
import {
  type WalletConnectParameters,
  walletConnect,
} from '../src/connectors/walletConnect/walletConnect'
import { type EvmAdapter, evmAdapter } from '../src/evmAdapter'
import { chainReader, type LocalStack, startLocalStack } from './support/localStack'
import { forbidOutsideHosts, startTestWallet, type TestWallet } from './walletConnectWallet'

const guard = forbidOutsideHosts()
let stack: LocalStack
let relay: RunningRelay
const cleanups: (() => Promise<void> | void)[] = []

beforeAll(async () => {
  ;[stack, relay] = await Promise.all([startLocalStack([31337, 31338]), startRelay({ port: 0 })])
})

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  await relay?.stop()
  await stack?.stop()
  guard.restore()
})

function dapp(overrides: Partial<WalletConnectParameters> = {}) {
  const source = walletConnect({
    projectId: 'latchkey-test',
    relayUrl: relay.url,
    metadata: {
      name: 'Latchkey test',
      description: 'dapp side',
      url: 'http://127.0.0.1',
      icons: [],
    },
    rpcMap: Object.fromEntries(stack.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
    storage: createMemoryStorage(),
    storagePrefix: `dapp-${Math.random().toString(36).slice(2)}`,
    logLevel: 'silent',
    ...overrides,
  })
  const adapter = evmAdapter({
    networks: stack.networks,
    rpcUrls: Object.fromEntries(stack.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
    eip6963: false,
    injected: false,
    connectors: [source],
  })
  cleanups.push(
    () => adapter.destroy(),
    () => source.shutDown(),
  )
  return { source, adapter }
}

async function wallet(): Promise<TestWallet> {
  const started = await startTestWallet({
    relayUrl: relay.url,
    chains: stack.chains,
    privateKey: stack.chains[0]!.accounts[0]!.privateKey,
  })
  cleanups.push(() => started.stop())
  return started
}

/** Connects through the adapter, the wallet pairing with the URI the QR view would show. */
async function connect(adapter: EvmAdapter, testWallet: TestWallet, network = 0) {
  const uris: string[] = []
  const connecting = adapter.connect({
    connectorId: 'walletConnect',
    caipNetwork: stack.networks[network],
    onUri: (uri) => {
      uris.push(uri)
      void testWallet.pair(uri)
    },
  })
  const connection = await connecting
  return { connection, uris }
}

describe('WalletConnect through the local relay, with a real wallet-side client', () => {
  it('pairs from the URI given to onUri and connects the wallet account on the asked chain', async () => {
    const { source, adapter } = dapp()
    adapter.syncConnectors()
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }),
    ])
    expect(source.loaded).toBe(false)
    const testWallet = await wallet()
    const { connection, uris } = await connect(adapter, testWallet, 1)
    expect(uris).toHaveLength(1)
    expect(uris[0]).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(connection).toMatchObject({
      address: testWallet.address,
      caipNetworkId: 'eip155:31338',
      connectorId: 'walletConnect',
    })
    expect(source.loaded).toBe(true)
    expect(guard.attempts).toEqual([])
  })

  it('publishes the provider over the session once connected: the host signs through it directly', async () => {
    const { adapter } = dapp()
    adapter.syncConnectors()
    const published: unknown[] = []
    adapter.on('connectorsChanged', ({ connectors }) =>
      published.push(connectors.find((c) => c.id === 'walletConnect')?.provider),
    )
    expect(adapter.getConnectors()[0]?.provider).toBeUndefined()
    const testWallet = await wallet()
    await connect(adapter, testWallet)
    // What useAppKitProvider('eip155') and getWalletProvider() hand the host (AppKit hands the
    // WalletConnect provider the same way).
    const provider = adapter.getConnectors().find((c) => c.id === 'walletConnect')?.provider as {
      request(args: { method: string; params?: unknown[] }): Promise<unknown>
    }
    expect(provider).toBeDefined()
    expect(published.at(-1)).toBe(provider)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([testWallet.address])
    const message = 'through the published provider'
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [toHex(message), testWallet.address],
    })) as Hex
    expect(await verifyMessage({ address: testWallet.address, message, signature })).toBe(true)
  })

  it('signs with personal_sign and typed data; the signatures verify for the wallet account', async () => {
    const { adapter } = dapp()
    const testWallet = await wallet()
    const { connection } = await connect(adapter, testWallet)
    const message = 'Sign in to Latchkey'
    const { signature } = await adapter.signMessage({ message, address: connection.address })
    expect(await verifyMessage({ address: testWallet.address, message, signature })).toBe(true)
    const typed = {
      domain: { name: 'Latchkey', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting' as const,
      message: { text: 'hello' },
    }
    const typedSignature = await adapter.evm.signTypedData({
      typedData: typed,
      address: connection.address,
    })
    expect(
      await verifyTypedData({
        ...typed,
        address: testWallet.address,
        signature: typedSignature.signature,
      }),
    ).toBe(true)
    expect(testWallet.requests.map((r) => r.method)).toEqual([
      'personal_sign',
      'eth_signTypedData_v4',
    ])
  })

  it('sends a transaction the wallet signs over the local chain, then switches chain and sends there', async () => {
    const { adapter } = dapp()
    const testWallet = await wallet()
    const { connection } = await connect(adapter, testWallet)
    const to = stack.chains[0]!.accounts[5]!.address
    const value = 10n ** 15n
    const [first, second] = [chainReader(stack.chains[0]!), chainReader(stack.chains[1]!)]
    const before = await first.getBalance({ address: to })
    const { hash } = await adapter.evm.sendTransaction({
      caipNetwork: stack.networks[0]!,
      from: connection.address,
      to,
      value,
    })
    expect((await first.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await first.getBalance({ address: to })).toBe(before + value)

    const changes: ChainAdapterEvents['chainChanged'][] = []
    adapter.on('chainChanged', (change) => changes.push(change))
    await adapter.switchNetwork({ caipNetwork: stack.networks[1]! })
    expect(changes.at(-1)).toMatchObject({
      caipNetworkId: 'eip155:31338',
      connectorId: 'walletConnect',
    })
    const beforeOther = await second.getBalance({ address: to })
    const sent = await adapter.evm.sendTransaction({
      caipNetwork: stack.networks[1]!,
      from: connection.address,
      to,
      value,
    })
    expect((await second.waitForTransactionReceipt({ hash: sent.hash })).status).toBe('success')
    expect(await second.getBalance({ address: to })).toBe(beforeOther + value)
    expect(
      testWallet.requests.filter((r) => r.method === 'eth_sendTransaction').map((r) => r.chainId),
    ).toEqual(['eip155:31337', 'eip155:31338'])

    await adapter.switchNetwork({ caipNetwork: stack.networks[0]! })
    expect(changes.at(-1)).toMatchObject({ caipNetworkId: 'eip155:31337' })
  })

  it('passes the wallet turning a request down on as 4001, and a refused proposal too', async () => {
    const { adapter } = dapp()
    const testWallet = await wallet()
    const { connection } = await connect(adapter, testWallet)
    testWallet.rejectNext()
    const error = await adapter
      .signMessage({ message: 'no', address: connection.address })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletRpcError)
    expect((error as WalletRpcError).code).toBe(4001)
    expect(isUserRejection(error)).toBe(true)

    const other = dapp()
    const refusing = await wallet()
    refusing.rejectNextProposal()
    const refused = await connect(other.adapter, refusing).catch((e: unknown) => e)
    expect(isUserRejection(refused)).toBe(true)
  })

  it('reports the wallet ending the session as a disconnect', async () => {
    const { adapter } = dapp()
    const testWallet = await wallet()
    await connect(adapter, testWallet)
    const disconnected = new Promise<ChainAdapterEvents['disconnect']>((resolve) =>
      adapter.on('disconnect', resolve),
    )
    await testWallet.disconnect()
    expect(await disconnected).toEqual({ connectorId: 'walletConnect' })
  })

  it('reports the session expiring as a disconnect', async () => {
    let universal:
      | {
          client: { core: { expirer: { set(topic: string, at: number): void } } }
          session?: { topic: string }
        }
      | undefined
    const { adapter } = dapp({
      loadProvider: async () => {
        const module = await import('@walletconnect/universal-provider')
        const init: typeof module.UniversalProvider.init = async (options) => {
          const created = await module.UniversalProvider.init(options)
          universal = created as never
          return created
        }
        return { ...module, UniversalProvider: { ...module.UniversalProvider, init } } as never
      },
    })
    const testWallet = await wallet()
    await connect(adapter, testWallet)
    const disconnected = new Promise<ChainAdapterEvents['disconnect']>((resolve) =>
      adapter.on('disconnect', resolve),
    )
    // The sign client's own expirer, told the session ended a second ago.
    universal!.client.core.expirer.set(universal!.session!.topic, Math.floor(Date.now() / 1000) - 1)
    expect(await disconnected).toEqual({ connectorId: 'walletConnect' })
    expect(await adapter.syncConnection({ connectorId: 'walletConnect' })).toBeUndefined()
  })

  it('follows the wallet switching chain and account on its own side', async () => {
    const { adapter } = dapp()
    const testWallet = await wallet()
    await connect(adapter, testWallet)
    const [topic] = testWallet.sessionTopics()
    const chains: ChainAdapterEvents['chainChanged'][] = []
    const accounts: ChainAdapterEvents['accountsChanged'][] = []
    adapter.on('chainChanged', (change) => chains.push(change))
    adapter.on('accountsChanged', (change) => accounts.push(change))

    await testWallet.client.emit({
      topic: topic!,
      chainId: 'eip155:31338',
      event: { name: 'chainChanged', data: 31338 },
    })
    await vi.waitFor(() =>
      expect(chains.at(-1)).toEqual({
        caipNetworkId: 'eip155:31338',
        connectorId: 'walletConnect',
      }),
    )

    // Another account of the wallet: the session's namespaces change, then the event says so.
    const other = stack.chains[0]!.accounts[6]!.address
    const session = testWallet.client.session.get(topic!)
    const eip155 = session.namespaces.eip155!
    await (
      await testWallet.client.update({
        topic: topic!,
        namespaces: {
          eip155: {
            ...eip155,
            accounts: [
              ...(eip155.chains ?? []).map((chain) => `${chain}:${other}`),
              ...eip155.accounts,
            ],
          },
        },
      })
    ).acknowledged()
    await testWallet.client.emit({
      topic: topic!,
      chainId: 'eip155:31338',
      event: { name: 'accountsChanged', data: [other] },
    })
    await vi.waitFor(() => expect(accounts.at(-1)?.address).toBe(other))
    expect(accounts.at(-1)?.connectorId).toBe('walletConnect')
  })

  it('ends the session on the wallet side when the app disconnects', async () => {
    const { adapter } = dapp()
    const testWallet = await wallet()
    await connect(adapter, testWallet)
    expect(testWallet.sessionTopics()).toHaveLength(1)
    const deleted = new Promise<void>((resolve) =>
      testWallet.client.on('session_delete', () => resolve()),
    )
    await adapter.disconnect({ connectorId: 'walletConnect' })
    await deleted
    expect(testWallet.sessionTopics()).toEqual([])
  })

  it('ends the session of a wallet that approves a pairing the app already gave up', async () => {
    const { adapter } = dapp()
    const testWallet = await wallet()
    let uri: string | undefined
    const connecting = adapter.connect({
      connectorId: 'walletConnect',
      caipNetwork: stack.networks[0],
      onUri: (shown) => {
        uri = shown
      },
    })
    connecting.catch(() => undefined)
    await vi.waitFor(() => expect(uri).toMatch(/^wc:/))
    adapter.cancelPairing?.({ connectorId: 'walletConnect' })
    await expect(connecting).rejects.toMatchObject({ code: 4900 })
    // The phone scans the old code anyway and approves: the app ends that session at once.
    const deleted = new Promise<void>((resolve) =>
      testWallet.client.on('session_delete', () => resolve()),
    )
    await testWallet.pair(uri!)
    await deleted
    expect(testWallet.sessionTopics()).toEqual([])
  })

  it('finds the session again after a reload, without pairing, and signs through it', async () => {
    const storage = createMemoryStorage()
    const storagePrefix = 'reloaded-dapp'
    const first = dapp({ storage, storagePrefix })
    const testWallet = await wallet()
    const { connection } = await connect(first.adapter, testWallet)
    first.adapter.destroy()
    await first.source.shutDown()

    const reloaded = dapp({ storage, storagePrefix })
    const restored = await reloaded.adapter.syncConnection({ connectorId: 'walletConnect' })
    expect(restored).toMatchObject({ address: connection.address, caipNetworkId: 'eip155:31337' })
    const { signature } = await reloaded.adapter.signMessage({
      message: 'after reload',
      address: connection.address,
    })
    expect(
      await verifyMessage({ address: testWallet.address, message: 'after reload', signature }),
    ).toBe(true)
  })

  it('finds no session after a reload when there was none', async () => {
    const { adapter } = dapp()
    expect(await adapter.syncConnection({ connectorId: 'walletConnect' })).toBeUndefined()
  })

  it('shows a fresh URI once the pairing has expired, and connects through it', async () => {
    const clock = createManualClock(Date.now())
    const { source } = dapp({ clock })
    const testWallet = await wallet()
    const shown: string[] = []
    const firstOpen = source.connector.open({ chainId: 31337, onUri: (uri) => shown.push(uri) })
    await vi.waitFor(() => expect(shown).toHaveLength(1))
    // Asked again while valid: the same URI.
    const again = source.connector.open({ chainId: 31337, onUri: (uri) => shown.push(uri) })
    await vi.waitFor(() => expect(shown).toEqual([shown[0], shown[0]]))
    // SPEC §4: 4 minutes, expired within 10 s.
    clock.advance(230_000)
    expect(source.uri).toBeUndefined()
    const renewed = source.connector.open({ chainId: 31337, onUri: (uri) => shown.push(uri) })
    await vi.waitFor(() => expect(shown).toHaveLength(3))
    expect(shown[2]).not.toBe(shown[0])
    expect(source.uri).toBe(shown[2])
    await testWallet.pair(shown[2]!)
    await Promise.all([firstOpen, again, renewed])
    const provider = await source.connector.getProvider()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([testWallet.address])
  })

  it('refuses reads for a chain without an RPC URL instead of using a public one', async () => {
    const { adapter, source } = dapp({ rpcMap: {}, chainIds: [31337, 31338] })
    const testWallet = await wallet()
    await connect(adapter, testWallet)
    const provider = await source.connector.getProvider()
    const error = await provider.request({ method: 'eth_blockNumber' }).catch((e: unknown) => e)
    expect((error as WalletRpcError).code).toBe(4200)
  })
})

describe('WalletConnect under the real controllers', () => {
  function coreOver(adapter: EvmAdapter, storage = createCoreStorage()) {
    const core = buildAppKitCore({
      adapters: [adapter],
      networks: [...stack.networks],
      storage,
      logger: { error: () => {}, warn: () => {} },
      environment: {
        isMobile: false,
        isTelegram: false,
        os: 'linux',
        url: 'http://127.0.0.1/',
        domain: '127.0.0.1',
      },
    })
    return { core, ctx: core.controllers, storage }
  }

  it('puts the pairing URI in connection state for the QR view, connects, restores after a reload and follows the wallet ending it', async () => {
    const wcStorage = createMemoryStorage()
    const storagePrefix = 'controllers-dapp'
    const first = dapp({ storage: wcStorage, storagePrefix })
    const { core, ctx, storage } = coreOver(first.adapter)
    await core.ready
    // What a page's idle time after load (or the modal's first open) does: wallets are looked for.
    Connectors.discover(ctx)
    const connector = Connectors.getWalletConnectConnector(ctx)
    expect(connector).toMatchObject({ id: 'walletConnect', type: 'WALLET_CONNECT' })
    const testWallet = await wallet()
    const connecting = Connection.connect(ctx, { connectorId: connector!.id, namespace: 'eip155' })
    await vi.waitFor(() => expect(Connection.state(ctx).wcUri).toMatch(/^wc:/))
    expect(Connection.isPairingExpired(ctx)).toBe(false)
    await testWallet.pair(Connection.state(ctx).wcUri!)
    await connecting
    expect(Connection.state(ctx).status).toBe('connected')
    expect(Chain.getAccount(ctx, 'eip155')?.address).toBe(testWallet.address)
    // The wallet that scanned, by its session metadata's name, not "WalletConnect".
    expect(Chain.getAccount(ctx, 'eip155')?.connectedWalletInfo).toEqual({
      name: 'Test Wallet',
      type: 'WALLET_CONNECT',
    })

    first.adapter.destroy()
    await first.source.shutDown()
    const reloaded = dapp({ storage: wcStorage, storagePrefix })
    const again = coreOver(reloaded.adapter, storage)
    await again.core.ready
    await vi.waitFor(() => expect(Connection.state(again.ctx).status).toBe('connected'))
    expect(Chain.getAccount(again.ctx, 'eip155')?.address).toBe(testWallet.address)
    expect(Chain.getAccount(again.ctx, 'eip155')?.connectedWalletInfo?.name).toBe('Test Wallet')

    // Nothing was asked since the reload: the session still hears the wallet leave.
    await testWallet.disconnect()
    await vi.waitFor(() => expect(Chain.getAccount(again.ctx, 'eip155')?.address).toBeUndefined())
    expect(Connection.state(again.ctx).status).toBe('disconnected')
  })
})

describe('the outside-host guard', () => {
  it('never reached a host off this machine', async () => {
    await expect(fetch('https://verify.walletconnect.org/public-key')).rejects.toThrow(/Blocked/)
    expect(guard.attempts).toEqual(['verify.walletconnect.org'])
  })
})
