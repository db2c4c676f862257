// WalletConnect's clients skip their relay handshake under vitest (IS_VITEST); the basic-mode
// session's own configuration keeps them on loopback without it.
delete process.env.IS_VITEST

import { generateKeyPairSync, sign, verify } from 'node:crypto'
import type { WalletConnectStorage } from '@latchkey/adapter-kit'
import { type AppKitCore, buildAppKitCore } from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Connectors from '@latchkey/controllers/connectors'
import * as Router from '@latchkey/controllers/router'
import { createMemoryStorage, type KeyValueStorage, toBase58 } from '@latchkey/core'
import type { LocalChain } from '@latchkey/local-chain'
import { DESKTOP, ethereum, optimism, polkadot, SOL_ADDRESS, solana } from '@latchkey/test-fakes'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningRelay, startRelay } from '../../../apps/provider/src/relay'
import {
  forbidOutsideHosts,
  startTestWallet,
  type TestWallet,
} from '../../adapter-evm/test/walletConnectWallet'
import { createWalletConnectMemoryStorage, type UniversalProviderInstance } from '../src'

/** Basic mode's module, as createAppKit hands it to the core. */
const loadWalletConnect = () => import('../src/basic')

const DOT_ADDRESS = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
// The test wallet reads only the chain ids of its chains to approve them and to sign.
const WALLET_CHAINS = [{ chainId: 1 }, { chainId: 10 }] as unknown as LocalChain[]
const PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const guard = forbidOutsideHosts()
let relay: RunningRelay
const cleanups: (() => Promise<unknown> | unknown)[] = []

beforeAll(async () => {
  // Served at /relay, as the provider serves it beside its HTTP API.
  relay = await startRelay({ port: 0, path: '/relay' })
})

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  await relay?.stop()
  guard.restore()
})

interface Page {
  core: AppKitCore
  ctx: AppKitCore['controllers']
  storage: KeyValueStorage
  wcStorage: WalletConnectStorage
}

/** A page of an app with no adapters; the same storages again play a reload. */
function page(
  stored: { storage?: KeyValueStorage; wcStorage?: WalletConnectStorage; prefix?: string } = {},
): Page & { prefix: string } {
  const storage = stored.storage ?? createMemoryStorage()
  const wcStorage = stored.wcStorage ?? createWalletConnectMemoryStorage()
  const prefix = stored.prefix ?? `basic-${Math.random().toString(36).slice(2)}`
  const core = buildAppKitCore({
    loadWalletConnect,
    projectId: 'latchkey-test',
    networks: [ethereum, optimism, solana, polkadot],
    metadata: { name: 'Basic test', description: 'dapp side', url: 'http://127.0.0.1', icons: [] },
    walletConnect: {
      relayUrl: relay.url,
      storage: wcStorage,
      storagePrefix: prefix,
      logLevel: 'silent',
    },
    storage,
    environment: DESKTOP,
    logger: { error: vi.fn(), warn: vi.fn() },
  })
  cleanups.push(() => core.destroy())
  return { core, ctx: core.controllers, storage, wcStorage, prefix }
}

async function wallet(
  otherAccounts: Record<string, string>,
  answerOther?: Parameters<typeof startTestWallet>[0]['answerOther'],
): Promise<TestWallet> {
  const started = await startTestWallet({
    relayUrl: relay.url,
    chains: WALLET_CHAINS,
    privateKey: PRIVATE_KEY,
    otherAccounts,
    ...(answerOther ? { answerOther } : {}),
  })
  cleanups.push(() => started.stop())
  return started
}

/** Connects as the QR view does; the wallet pairs with the URI in connection state. */
async function connect(p: Page, testWallet: TestWallet) {
  await p.core.open()
  const connector = Connectors.getWalletConnectConnector(p.ctx)
  expect(connector?.type).toBe('WALLET_CONNECT')
  const connecting = Connection.connect(p.ctx, { connectorId: connector?.id ?? '' })
  await vi.waitFor(() => expect(Connection.state(p.ctx).wcUri).toMatch(/^wc:[0-9a-f]{64}@2\?/), {
    timeout: 10_000,
  })
  await testWallet.pair(Connection.state(p.ctx).wcUri ?? '')
  await connecting
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 back to bytes, as a Solana wallet reads the message it is asked to sign. */
function fromBase58(text: string): Buffer {
  let value = 0n
  for (const char of text) value = value * 58n + BigInt(BASE58.indexOf(char))
  const hex = value === 0n ? '' : value.toString(16)
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex')
  const zeros = text.length - text.replace(/^1+/, '').length
  return Buffer.concat([Buffer.alloc(zeros), body])
}

/** A Solana key pair and its address (the base58 of its 32-byte ed25519 public key). */
function solanaKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url')
  return { publicKey, privateKey, address: toBase58(raw) }
}

const sessionGone = (testWallet: TestWallet) =>
  vi.waitFor(() => expect(testWallet.sessionTopics()).toEqual([]), { timeout: 10_000 })

describe('basic mode over the local relay, with a real wallet-side client (SPEC §2, §4)', () => {
  it('pairs, and the wallet approving eip155, solana and polkadot connects all three from one session', async () => {
    const p = page()
    await p.core.open()
    expect(Router.state(p.ctx).view).toBe('ConnectingWalletConnectBasic')
    const testWallet = await wallet({ solana: SOL_ADDRESS, polkadot: DOT_ADDRESS })
    await connect(p, testWallet)

    expect(Connection.state(p.ctx).status).toBe('connected')
    expect(Chain.getAccount(p.ctx, 'eip155')?.caipAddress).toBe(`eip155:1:${WALLET_ADDRESS}`)
    expect(Chain.getAccount(p.ctx, 'solana')?.caipAddress).toBe(
      `${solana.caipNetworkId}:${SOL_ADDRESS}`,
    )
    expect(Chain.getAccount(p.ctx, 'polkadot')?.caipAddress).toBe(
      `${polkadot.caipNetworkId}:${DOT_ADDRESS}`,
    )
    expect(testWallet.sessionTopics()).toHaveLength(1)
    // Named after the wallet on the other side of the session, in every namespace.
    expect(Chain.getAccount(p.ctx, 'eip155')?.connectedWalletInfo?.name).toBe('Test Wallet')
    expect(Chain.getAccount(p.ctx, 'solana')?.connectedWalletInfo?.name).toBe('Test Wallet')
    const universal = (await p.core.getUniversalProvider()) as UniversalProviderInstance | undefined
    expect(Object.keys(universal?.session?.namespaces ?? {}).sort()).toEqual([
      'eip155',
      'polkadot',
      'solana',
    ])

    // Signing goes to the wallet over the relay, within the session.
    const signed = await p.ctx.adapters
      .get('eip155')
      ?.signMessage({ message: 'hello basic mode', address: WALLET_ADDRESS })
    expect(signed?.signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(testWallet.requests.at(-1)).toMatchObject({
      method: 'personal_sign',
      chainId: 'eip155:1',
    })

    // Switching between approved chains needs no wallet round trip.
    await p.core.switchNetwork(optimism)
    expect(Chain.getAccount(p.ctx, 'eip155')?.caipAddress).toBe(`eip155:10:${WALLET_ADDRESS}`)
    expect(guard.attempts).toEqual([])
  })

  it('signs a Solana message through the same session with solana_signMessage; the signature verifies', async () => {
    const key = solanaKey()
    const asked: { method: string; params: unknown; chainId: string }[] = []
    const p = page()
    const testWallet = await wallet({ solana: key.address }, (request) => {
      asked.push(request)
      const { message } = request.params as { message: string }
      return { signature: toBase58(sign(null, fromBase58(message), key.privateKey)) }
    })
    await connect(p, testWallet)
    expect(Chain.getAccount(p.ctx, 'solana')?.address).toBe(key.address)
    const signed = await p.ctx.adapters
      .get('solana')
      ?.signMessage({ message: 'hello solana', address: key.address })
    expect(asked).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: toBase58(Buffer.from('hello solana')), pubkey: key.address },
        chainId: solana.caipNetworkId,
      },
    ])
    const signature = fromBase58(signed?.signature ?? '')
    expect(verify(null, Buffer.from('hello solana'), key.publicKey, signature)).toBe(true)
    expect(verify(null, Buffer.from('hello other'), key.publicKey, signature)).toBe(false)
  })

  it('a wallet approving only eip155 leaves solana disconnected', async () => {
    const p = page()
    const testWallet = await wallet({})
    await connect(p, testWallet)
    expect(Chain.isConnected(p.ctx, 'eip155')).toBe(true)
    expect(Chain.isConnected(p.ctx, 'solana')).toBe(false)
  })

  it('a disconnect of one namespace ends the wallet session and clears both namespaces', async () => {
    const p = page()
    const testWallet = await wallet({ solana: SOL_ADDRESS })
    await connect(p, testWallet)
    expect(Chain.connectedNamespaces(p.ctx).sort()).toEqual(['eip155', 'solana'])
    await p.core.disconnect('solana')
    expect(Chain.connectedNamespaces(p.ctx)).toEqual([])
    expect(Connection.state(p.ctx).status).toBe('disconnected')
    await sessionGone(testWallet)
  })

  it('a disconnect from the wallet side clears both namespaces', async () => {
    const p = page()
    const testWallet = await wallet({ solana: SOL_ADDRESS })
    await connect(p, testWallet)
    await testWallet.disconnect()
    await vi.waitFor(() => expect(Chain.connectedNamespaces(p.ctx)).toEqual([]), {
      timeout: 10_000,
    })
    expect(Connection.state(p.ctx).status).toBe('disconnected')
  })

  it('a reload (new core, same storage) restores both namespaces from the stored session', async () => {
    const first = page()
    const testWallet = await wallet({ solana: SOL_ADDRESS })
    await connect(first, testWallet)
    first.core.destroy()

    const second = page(first)
    await second.core.ready
    expect(Connection.state(second.ctx).status).toBe('connected')
    expect(Chain.getAccount(second.ctx, 'eip155')?.address).toBe(WALLET_ADDRESS)
    expect(Chain.getAccount(second.ctx, 'solana')?.address).toBe(SOL_ADDRESS)
    // The restored session still reaches the wallet: a wallet-side disconnect arrives.
    await testWallet.disconnect()
    await vi.waitFor(() => expect(Chain.connectedNamespaces(second.ctx)).toEqual([]), {
      timeout: 10_000,
    })
  })

  it('a session the wallet deleted while the page was closed restores disconnected, never connected on the way (issue 36)', async () => {
    const first = page()
    const testWallet = await wallet({ solana: SOL_ADDRESS })
    await connect(first, testWallet)
    const relayer = ((await first.core.getUniversalProvider()) as UniversalProviderInstance).client
      .core.relayer
    first.core.destroy()
    // The page is gone once its socket is (closed after destroy, asynchronously).
    await vi.waitFor(() => expect(relayer.connected).toBe(false), { timeout: 5_000 })
    // The wallet ends the session while no page is there: its wc_sessionDelete waits at the relay.
    await testWallet.disconnect()
    expect(testWallet.sessionTopics()).toEqual([])

    const second = page(first)
    const seen: string[] = []
    second.core.subscribeAccount((account) => {
      if (account.caipAddress) seen.push(account.caipAddress)
    })
    const statuses: string[] = []
    second.core.subscribeState(() => statuses.push(Connection.state(second.ctx).status))
    await second.core.ready
    expect(Connection.state(second.ctx).status).toBe('disconnected')
    expect(Chain.connectedNamespaces(second.ctx)).toEqual([])
    expect(seen).toEqual([])
    expect(statuses).not.toContain('connected')
    // Nothing of the session is left stored (the active network stays, as after any disconnect).
    const stored = second.storage.get<{ namespaces: Record<string, object> }>('store')
    expect(stored?.namespaces.eip155).toEqual({ networkId: 'eip155:1' })
    expect(stored?.namespaces.solana).toBeUndefined()
  })
})
