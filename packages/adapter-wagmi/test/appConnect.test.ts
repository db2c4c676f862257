import { buildAppKitCore } from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { createMemoryStorage } from '@latchkey/core'
import { createDevWallet } from '@latchkey/dev-wallet'
import { DESKTOP } from '@latchkey/test-fakes'
import { connect, getAccount } from '@wagmi/core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createFakeUniversalProvider } from '../../walletconnect/test/fakeUniversalProvider'
import type { ConnectorSource, SourceConnector } from '../src/connectors/ConnectorSource'
import { WagmiAdapter } from '../src/WagmiAdapter'
import { type LocalStack, memoryStorage, startLocalStack } from './support/localStack'

// The app calls wagmi's `connect` itself with a Latchkey connector that has no account yet: the
// modal shows that connect (WalletConnect's QR code of its one pairing; the e-mail login), and
// closing the modal first rejects it as refused (4001).
let stack: LocalStack
beforeAll(async () => {
  stack = await startLocalStack([31337])
})
afterAll(() => stack?.stop())

const metadata = { name: 'n', description: 'd', url: 'http://127.0.0.1', icons: [] }

function walletConnectApp() {
  const fake = createFakeUniversalProvider()
  const wallet = createDevWallet({
    accounts: [stack.chains[0]!.accounts[0]!.privateKey],
    chains: stack.chains.map((c) => ({ id: c.chainId, name: c.chain.name, rpcUrl: c.rpcUrl })),
    mode: 'auto-approve',
  })
  fake.answerWith((method, params) => wallet.request({ method, params } as never))
  const adapter = new WagmiAdapter({ networks: stack.networks, storage: memoryStorage() })
  const core = buildAppKitCore({
    projectId: 'p',
    metadata,
    networks: [...stack.networks],
    adapters: [adapter],
    walletConnect: { relayUrl: 'ws://127.0.0.1:1/relay', loadProvider: fake.load },
    storage: createMemoryStorage(),
    environment: DESKTOP,
  })
  const connector = adapter.wagmiConfig.connectors.find((c) => c.id === 'walletConnect')!
  return { fake, adapter, core, ctx: core.controllers, connector }
}

/** An e-mail login (AUTH) over a dev wallet: no account until the login connects it. */
function embeddedApp() {
  const wallet = createDevWallet({
    accounts: [stack.chains[0]!.accounts[0]!.privateKey],
    chains: stack.chains.map((c) => ({ id: c.chainId, name: c.chain.name, rpcUrl: c.rpcUrl })),
    mode: 'auto-approve',
  })
  const opened: unknown[] = []
  const embedded: SourceConnector = {
    id: 'latchkey-embedded',
    name: 'Email',
    type: 'AUTH',
    provider: { isLatchkeyEmbedded: true },
    getProvider: () => wallet,
    open: async (params) => void opened.push(params),
  }
  const source: ConnectorSource = {
    id: 'latchkey-embedded',
    start: ({ publish }) => {
      publish([embedded])
      return () => {}
    },
  }
  const adapter = new WagmiAdapter({
    networks: stack.networks,
    connectors: [source],
    storage: memoryStorage(),
  })
  const core = buildAppKitCore({
    projectId: 'p',
    metadata,
    networks: [...stack.networks],
    adapters: [adapter],
    storage: createMemoryStorage(),
    environment: DESKTOP,
  })
  const connector = adapter.wagmiConfig.connectors.find((c) => c.id === 'latchkey-embedded')!
  return { adapter, core, ctx: core.controllers, connector, opened }
}

const approval = (address: string) => ({
  eip155: {
    chains: ['eip155:31337'],
    accounts: [`eip155:31337:${address}`],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
})

describe("wagmi's connect with the WalletConnect connector, called by the app", () => {
  it('opens the QR view on that pairing (one pairing); a scan connects wagmi and the modal', async () => {
    const { fake, adapter, core, ctx, connector } = walletConnectApp()
    const alice = stack.chains[0]!.accounts[0]!.address
    const messages: unknown[] = []
    connector.emitter.on('message', ({ type, data }) => {
      if (type === 'display_uri') messages.push({ type, data })
    })
    const app = connect(adapter.wagmiConfig, { connector })
    await vi.waitFor(() => expect(Modal.state(ctx).open).toBe(true))
    expect(Router.state(ctx).view).toBe('ConnectingWalletConnect')
    expect(Router.state(ctx).data?.connector?.id).toBe('walletConnect')
    // What the QR view does as it shows: its connect, which joins the app's.
    const shown = Connection.connect(ctx, { connectorId: 'walletConnect', namespace: 'eip155' })
    await vi.waitFor(() =>
      expect(Connection.state(ctx).wcUri).toBe('wc:fake1@2?relay-protocol=irn&symKey=00'),
    )
    // wagmi's own message for apps that draw the code themselves: the same pairing URI.
    expect(messages).toEqual([
      { type: 'display_uri', data: 'wc:fake1@2?relay-protocol=irn&symKey=00' },
    ])
    fake.approve(approval(alice))
    expect(await app).toMatchObject({ accounts: [alice], chainId: 31337 })
    expect(await shown).toMatchObject({ address: alice, connectorId: 'walletConnect' })
    expect(fake.proposals).toHaveLength(1)
    expect(getAccount(adapter.wagmiConfig)).toMatchObject({ status: 'connected', address: alice })
    expect(Chain.state(ctx).activeCaipAddress).toBe(`eip155:31337:${alice}`)
    expect(Connection.state(ctx).status).toBe('connected')
    core.destroy()
  })

  it("closing the modal first rejects wagmi's connect as refused (4001); nothing connects", async () => {
    const { fake, adapter, core, ctx, connector } = walletConnectApp()
    const app = connect(adapter.wagmiConfig, { connector }).catch((error: unknown) => error)
    await vi.waitFor(() => expect(Modal.state(ctx).open).toBe(true))
    const shown = Connection.connect(ctx, {
      connectorId: 'walletConnect',
      namespace: 'eip155',
    }).catch((error: unknown) => error)
    await vi.waitFor(() => expect(Connection.state(ctx).wcUri).toMatch(/^wc:/))
    Modal.close(ctx)
    const error = (await app) as { code?: number; name?: string }
    expect(error).toMatchObject({ code: 4001, name: 'UserRejectedRequestError' })
    expect(await shown).toBeInstanceOf(Error)
    expect(getAccount(adapter.wagmiConfig).status).toBe('disconnected')
    expect(Connection.state(ctx).status).toBe('disconnected')
    expect(Chain.state(ctx).activeCaipAddress).toBeUndefined()
    // A wallet approving the given-up pairing afterwards connects nothing.
    fake.approve(approval(stack.chains[0]!.accounts[0]!.address))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(getAccount(adapter.wagmiConfig).status).toBe('disconnected')
    core.destroy()
  })
})

describe("wagmi's connect with the embedded wallet and no login, called by the app", () => {
  it("opens the Connect view (its e-mail login); the login's connect completes wagmi's", async () => {
    const { adapter, core, ctx, connector, opened } = embeddedApp()
    const alice = stack.chains[0]!.accounts[0]!.address
    const app = connect(adapter.wagmiConfig, { connector })
    await vi.waitFor(() => expect(Modal.state(ctx).open).toBe(true))
    expect(Router.state(ctx).view).toBe('Connect')
    expect(opened).toEqual([])
    // What the e-mail login does once its code is verified (SPEC §4): the connector connects.
    const login = Connection.connect(ctx, { connectorId: 'latchkey-embedded', namespace: 'eip155' })
    expect(await app).toMatchObject({ accounts: [alice] })
    expect(await login).toMatchObject({ address: alice, connectorId: 'latchkey-embedded' })
    expect(opened).toMatchObject([{ chainId: 31337 }])
    expect(Chain.state(ctx).activeCaipAddress).toBe(`eip155:31337:${alice}`)
    core.destroy()
  })

  it("closing the modal before a login rejects wagmi's connect (4001)", async () => {
    const { adapter, core, ctx, connector, opened } = embeddedApp()
    const app = connect(adapter.wagmiConfig, { connector }).catch((error: unknown) => error)
    await vi.waitFor(() => expect(Modal.state(ctx).open).toBe(true))
    Modal.close(ctx)
    expect(await app).toMatchObject({ code: 4001 })
    expect(opened).toEqual([])
    expect(getAccount(adapter.wagmiConfig).status).toBe('disconnected')
    expect(Connection.state(ctx).status).toBe('disconnected')
    core.destroy()
  })
})
