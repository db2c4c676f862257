import { buildAppKitCore } from '@latchkey/controllers'
import { createMemoryStorage } from '@latchkey/core'
import { createDevWallet, type DevWalletProvider } from '@latchkey/dev-wallet'
import { DESKTOP } from '@latchkey/test-fakes'
import {
  disconnect,
  getAccount,
  sendTransaction,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
} from '@wagmi/core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createFakeUniversalProvider } from '../../walletconnect/test/fakeUniversalProvider'
import type { ConnectorSource, SourceConnector } from '../src/connectors/ConnectorSource'
import { WagmiAdapter } from '../src/WagmiAdapter'
import { chainReader, type LocalStack, memoryStorage, startLocalStack } from './support/localStack'

// The embedded wallet and WalletConnect as wagmi connectors: a connection made with them in the
// modal is wagmi's (its actions go through them), and a reload restores it.
let stack: LocalStack
beforeAll(async () => {
  stack = await startLocalStack([31337, 31338])
})
afterAll(() => stack?.stop())

const walletOn = (s: LocalStack): DevWalletProvider =>
  createDevWallet({
    accounts: s.chains[0]!.accounts.slice(0, 1).map((a) => a.privateKey),
    chains: s.chains.map((c) => ({ id: c.chainId, name: c.chain.name, rpcUrl: c.rpcUrl })),
    mode: 'auto-approve',
  })

/** An AUTH connector source shaped as `embeddedWallet()` is, over the dev wallet's provider. */
function embeddedLike(wallet: DevWalletProvider) {
  const calls = { open: [] as { chainId?: number }[], close: 0, getProvider: 0 }
  const provider = { isLatchkeyEmbedded: true }
  const connector: SourceConnector = {
    id: 'latchkey-embedded',
    name: 'Email',
    type: 'AUTH',
    provider,
    getProvider: () => {
      calls.getProvider++
      return wallet
    },
    open: async (params) => {
      calls.open.push(params)
      if (params.chainId)
        await wallet.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${params.chainId.toString(16)}` }],
        })
    },
    close: async () => {
      calls.close++
    },
  }
  const source: ConnectorSource = {
    id: 'latchkey-embedded',
    start: ({ publish }) => {
      publish([connector])
      return () => {}
    },
  }
  return { source, calls, provider }
}

describe('a Latchkey connector source (the embedded wallet)', () => {
  it("is listed with its type and provider, and a modal connect is wagmi's connection", async () => {
    const wallet = walletOn(stack)
    const { source, calls, provider } = embeddedLike(wallet)
    const storage = memoryStorage()
    const adapter = new WagmiAdapter({ networks: stack.networks, connectors: [source], storage })
    const config = adapter.wagmiConfig
    const alice = stack.chains[0]!.accounts[0]!.address
    expect(adapter.getConnectors()).toContainEqual({
      id: 'latchkey-embedded',
      name: 'Email',
      type: 'AUTH',
      chain: 'eip155',
      provider,
    })
    // A wagmi connector as createConnector makes them, in wagmi's own list: its hooks list it.
    const listed = config.connectors.find((c) => c.id === 'latchkey-embedded')
    expect(listed).toMatchObject({ name: 'Email', type: 'latchkey-AUTH' })
    expect(listed?.uid).toMatch(/^[0-9a-f]+$/)
    expect(listed?.emitter.uid).toBe(listed?.uid)
    // The login starts on the app's network (31338), as the embedded wallet's open asks.
    const connection = await adapter.connect({
      connectorId: 'latchkey-embedded',
      caipNetwork: stack.networks[1],
    })
    expect(calls.open).toEqual([{ chainId: 31338 }])
    expect(connection).toMatchObject({ address: alice, caipNetworkId: 'eip155:31338' })
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: alice })
    expect(getAccount(config).connector?.id).toBe('latchkey-embedded')

    const signature = await signMessage(config, { message: 'through wagmi' })
    expect(await verifyMessage({ address: alice, message: 'through wagmi', signature })).toBe(true)
    // wagmi's sendTransaction through the connector: the wallet signs and the chain has it.
    const bob = stack.chains[1]!.accounts[1]!.address
    const reader = chainReader(stack.chains[1]!)
    const before = await reader.getBalance({ address: bob })
    const hash = await sendTransaction(config, { to: bob, value: 12_345n })
    expect(await waitForTransactionReceipt(config, { hash })).toMatchObject({
      status: 'success',
      from: alice.toLowerCase(),
    })
    expect(await reader.getBalance({ address: bob })).toBe(before + 12_345n)
    const events: unknown[] = []
    adapter.on('chainChanged', (e) => events.push(e))
    await switchChain(config, { chainId: 31337 })
    expect(events).toEqual([{ caipNetworkId: 'eip155:31337', connectorId: 'latchkey-embedded' }])
    adapter.destroy()

    // A reload: the same storage restores it without a new login.
    const again = new WagmiAdapter({ networks: stack.networks, connectors: [source], storage })
    const restored = await again.syncConnection({ connectorId: 'latchkey-embedded' })
    expect(restored).toMatchObject({ address: alice, connectorId: 'latchkey-embedded' })
    expect(calls.open).toHaveLength(1)

    await disconnect(again.wagmiConfig)
    expect(calls.close).toBe(1)
    again.destroy()
  })

  it('a wallet never connected is not asked for at a restore', async () => {
    const { source, calls } = embeddedLike(walletOn(stack))
    const adapter = new WagmiAdapter({
      networks: stack.networks,
      connectors: [source],
      storage: memoryStorage(),
    })
    expect(await adapter.syncConnection({ connectorId: 'latchkey-embedded' })).toBeUndefined()
    expect(calls.getProvider).toBe(0)
    adapter.destroy()
  })
})

describe('WalletConnect through the core', () => {
  it("pairs over the core's session: the URI reaches the modal, wagmi signs and sends through the session", async () => {
    const wallet = walletOn(stack)
    const alice = stack.chains[0]!.accounts[0]!.address
    const fake = createFakeUniversalProvider()
    fake.answerWith((method, params) => wallet.request({ method, params } as never))
    const adapter = new WagmiAdapter({ networks: stack.networks, storage: memoryStorage() })
    const core = buildAppKitCore({
      projectId: 'p',
      metadata: { name: 'n', description: 'd', url: 'http://127.0.0.1', icons: [] },
      networks: [...stack.networks],
      adapters: [adapter],
      walletConnect: { relayUrl: 'ws://127.0.0.1:1/relay', loadProvider: fake.load },
      storage: createMemoryStorage(),
      environment: DESKTOP,
    })
    await vi.waitFor(() =>
      expect(adapter.getConnectors()).toContainEqual(
        expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT' }),
      ),
    )
    const uris: string[] = []
    const connecting = adapter.connect({
      connectorId: 'walletConnect',
      caipNetwork: stack.networks[0],
      onUri: (uri) => uris.push(uri),
    })
    await vi.waitFor(() => expect(uris).toHaveLength(1))
    expect(uris[0]).toMatch(/^wc:/)
    fake.approve({
      eip155: {
        chains: ['eip155:31337'],
        accounts: [`eip155:31337:${alice}`],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
      },
    })
    expect(await connecting).toMatchObject({ address: alice, connectorId: 'walletConnect' })
    const config = adapter.wagmiConfig
    expect(getAccount(config).connector?.id).toBe('walletConnect')
    const signature = await signMessage(config, { message: 'over the session' })
    expect(await verifyMessage({ address: alice, message: 'over the session', signature })).toBe(
      true,
    )
    expect(fake.requests.map((r) => r.method)).toContain('personal_sign')
    // wagmi's sendTransaction goes to the wallet over the session too.
    const bob = stack.chains[0]!.accounts[1]!.address
    const reader = chainReader(stack.chains[0]!)
    const before = await reader.getBalance({ address: bob })
    const hash = await sendTransaction(config, { to: bob, value: 54_321n })
    expect(fake.requests.map((r) => r.method)).toContain('eth_sendTransaction')
    expect(await waitForTransactionReceipt(config, { hash })).toMatchObject({
      status: 'success',
      from: alice.toLowerCase(),
      to: bob.toLowerCase(),
    })
    expect(await reader.getBalance({ address: bob })).toBe(before + 54_321n)
    await disconnect(config)
    expect(fake.disconnects).toBe(1)
    core.destroy()
  })
})
