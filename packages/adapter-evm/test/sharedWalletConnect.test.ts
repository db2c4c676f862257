// The WalletConnect clients skip their outside calls when IS_VITEST is set; this test proves the
// shared session's configuration keeps them on loopback without it.
delete process.env.IS_VITEST

import { type AppKitCore, buildAppKitCore } from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Connectors from '@latchkey/controllers/connectors'
import { createMemoryStorage as createCoreStorage } from '@latchkey/core'
import { createWalletConnectMemoryStorage } from '@latchkey/walletconnect'
import { verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningRelay, startRelay } from '../../../apps/provider/src/relay'
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

/**
 * A core as createAppKit builds it: networks, project id, metadata and the relay given once, to
 * the core; the EVM adapter is given nothing about WalletConnect and gets the core's session.
 */
function app(): { core: AppKitCore; adapter: EvmAdapter } {
  const adapter = evmAdapter({ eip6963: false, injected: false })
  const core = buildAppKitCore({
    projectId: 'latchkey-test',
    metadata: { name: 'Shared', description: 'dapp side', url: 'http://127.0.0.1', icons: [] },
    networks: [...stack.networks],
    adapters: [adapter],
    walletConnect: {
      relayUrl: relay.url,
      storage: createWalletConnectMemoryStorage(),
      storagePrefix: `shared-${Math.random().toString(36).slice(2)}`,
      logLevel: 'silent',
    },
    storage: createCoreStorage(),
    environment: {
      isMobile: false,
      isTelegram: false,
      os: 'linux',
      url: 'http://127.0.0.1/',
      domain: '127.0.0.1',
    },
    logger: { error: vi.fn(), warn: vi.fn() },
  })
  cleanups.push(() => core.destroy())
  return { core, adapter }
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

describe("the core's one WalletConnect session, seen by adapter-evm", () => {
  it('pairs once from the QR URI and gives the EVM adapter typed data and wallet_sendCalls', async () => {
    const { core, adapter } = app()
    const ctx = core.controllers
    await core.ready
    // What a page's idle time after load (or the modal's first open) does: wallets are looked for.
    Connectors.discover(ctx)
    // The connector comes from the core's session, not from anything passed to the adapter.
    expect(Connectors.getWalletConnectConnector(ctx)).toMatchObject({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      chains: ['eip155'],
    })
    const testWallet = await wallet()
    const connection = Connection.state(ctx)
    const connecting = Connection.connect(ctx, {
      connectorId: 'walletConnect',
      namespace: 'eip155',
    })
    // The first connect also loads the on-demand controllers and the session code: room for both.
    await vi.waitFor(() => expect(connection.wcUri).toMatch(/^wc:/), { timeout: 5_000 })
    await testWallet.pair(connection.wcUri as string)
    await connecting
    const address = testWallet.address
    expect(Chain.getAccount(ctx, 'eip155')?.address).toBe(address)
    expect(Connection.state(ctx).status).toBe('connected')

    // The proposal asked for every eip155 method of the profile: typed data and batched calls.
    const caipNetwork = stack.networks[0]!
    const typedData = {
      domain: { name: 'Latchkey', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'one session' },
    }
    const { signature } = await adapter.evm.signTypedData({ address, typedData })
    expect(await verifyTypedData({ address, signature, ...typedData })).toBe(true)

    const receiver = stack.chains[0]!.accounts[5]!.address
    const reader = chainReader(stack.chains[0]!)
    const before = await reader.getBalance({ address: receiver })
    const { id } = await adapter.evm.sendCalls({
      caipNetwork,
      from: address,
      calls: [
        { to: receiver, value: 1_000n },
        { to: receiver, value: 2_000n },
      ],
    })
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    await reader.waitForTransactionReceipt({ hash: id as `0x${string}` })
    expect(await reader.getBalance({ address: receiver })).toBe(before + 3_000n)
    expect(testWallet.requests.map((r) => r.method)).toEqual([
      'eth_signTypedData_v4',
      'wallet_sendCalls',
    ])
    expect(guard.attempts).toEqual([])
  })
})
