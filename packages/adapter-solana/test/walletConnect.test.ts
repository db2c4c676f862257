// WalletConnect's clients skip their relay handshake under vitest (IS_VITEST); the session's
// own configuration keeps them on loopback without it.
delete process.env.IS_VITEST

import { type AppKitCore, buildAppKitCore } from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Connectors from '@latchkey/controllers/connectors'
import { createMemoryStorage, fromBase58, toBase58 } from '@latchkey/core'
import type { LocalChain } from '@latchkey/local-chain'
import { DESKTOP } from '@latchkey/test-fakes'
import { createWalletConnectMemoryStorage } from '@latchkey/walletconnect'
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningRelay, startRelay } from '../../../apps/provider/src/relay'
import {
  forbidOutsideHosts,
  startTestWallet,
  type TestWallet,
} from '../../adapter-evm/test/walletConnectWallet'
import { type SolanaAdapter, solanaAdapter } from '../src/solanaAdapter'
import { type SolanaStack, startSolanaStack } from './support/solanaStack'

const guard = forbidOutsideHosts()
let relay: RunningRelay
let stack: SolanaStack
let key: Keypair
let testWallet: TestWallet
let core: AppKitCore
let adapter: SolanaAdapter

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/** The wallet side of WalletConnect's Solana methods, signing with a development key. */
async function answerSolana({ method, params }: { method: string; params: unknown }) {
  const p = params as { message?: string; transaction?: string }
  if (method === 'solana_signMessage') {
    const message = fromBase58(p.message ?? '') as Uint8Array
    return { signature: toBase58(ed25519.sign(message, key.secretKey.slice(0, 32))) }
  }
  const transaction = VersionedTransaction.deserialize(Buffer.from(p.transaction ?? '', 'base64'))
  transaction.sign([key])
  const signature = toBase58(transaction.signatures[0] as Uint8Array)
  if (method === 'solana_signTransaction')
    return { signature, transaction: toBase64(transaction.serialize()) }
  if (method === 'solana_signAndSendTransaction')
    return { signature: await stack.reader.sendRawTransaction(transaction.serialize()) }
  throw new Error(`Unsupported method ${method}`)
}

beforeAll(async () => {
  relay = await startRelay({ port: 0, path: '/relay' })
  stack = await startSolanaStack()
  key = Keypair.fromSecretKey(stack.chain.accounts[0]?.secretKey as Uint8Array)
  testWallet = await startTestWallet({
    relayUrl: relay.url,
    chains: [] as LocalChain[],
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    otherAccounts: { solana: key.publicKey.toBase58() },
    answerOther: answerSolana,
  })
  adapter = solanaAdapter()
  core = buildAppKitCore({
    projectId: 'latchkey-test',
    adapters: [adapter],
    networks: [stack.network],
    metadata: {
      name: 'Solana WC test',
      description: 'dapp side',
      url: 'http://127.0.0.1',
      icons: [],
    },
    walletConnect: {
      relayUrl: relay.url,
      storage: createWalletConnectMemoryStorage(),
      storagePrefix: `solana-${Math.random().toString(36).slice(2)}`,
      logLevel: 'silent',
    },
    storage: createMemoryStorage(),
    environment: DESKTOP,
    logger: { error: vi.fn(), warn: vi.fn() },
  })
})

afterAll(async () => {
  core?.destroy()
  await testWallet?.stop()
  await stack?.stop()
  await relay?.stop()
  guard.restore()
})

describe('a Solana wallet over the shared WalletConnect session (local relay)', () => {
  it('pairs, and the wallet approving a Solana account connects it', async () => {
    const ctx = core.controllers
    await core.open()
    const connector = Connectors.getWalletConnectConnector(ctx, 'solana')
    expect(connector).toMatchObject({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      chain: 'solana',
    })
    const connecting = Connection.connect(ctx, {
      connectorId: 'walletConnect',
      namespace: 'solana',
    })
    await vi.waitFor(() => expect(Connection.state(ctx).wcUri).toMatch(/^wc:/), { timeout: 10_000 })
    await testWallet.pair(Connection.state(ctx).wcUri ?? '')
    await connecting
    expect(Chain.getAccount(ctx, 'solana')?.address).toBe(key.publicKey.toBase58())
    expect(Connection.state(ctx).status).toBe('connected')
  })

  it('signs a message with solana_signMessage', async () => {
    const { signature } = await adapter.signMessage({
      message: 'Hello over WalletConnect',
      address: key.publicKey.toBase58(),
      connectorId: 'walletConnect',
    })
    const valid = ed25519.verify(
      fromBase58(signature) as Uint8Array,
      new TextEncoder().encode('Hello over WalletConnect'),
      key.publicKey.toBytes(),
    )
    expect(valid).toBe(true)
    expect(testWallet.requests.at(-1)).toMatchObject({
      method: 'solana_signMessage',
      chainId: stack.network.caipNetworkId,
    })
  })

  it('a SOL transfer signed through the session lands on the local chain', async () => {
    const to = Keypair.generate().publicKey
    const { hash } = await adapter.transfer({
      caipNetwork: stack.network,
      connectorId: 'walletConnect',
      from: key.publicKey.toBase58(),
      to: to.toBase58(),
      amount: 250_000_000n,
    })
    expect(testWallet.requests.at(-1)?.method).toBe('solana_signAndSendTransaction')
    expect(await stack.reader.getBalance(to)).toBe(250_000_000)
    expect((await stack.reader.getSignatureStatus(hash)).value?.err).toBeNull()
  })

  it('signs a transaction without sending it (solana_signTransaction)', async () => {
    const { blockhash } = await stack.reader.getLatestBlockhash()
    const { SystemProgram, Transaction } = await import('@solana/web3.js')
    const transaction = new Transaction({
      feePayer: key.publicKey,
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: key.publicKey,
        toPubkey: new PublicKey(stack.chain.accounts[1]?.address ?? ''),
        lamports: 5,
      }),
    )
    const [signed] = await adapter.solana.signTransactions({
      transactions: [transaction.serialize({ requireAllSignatures: false })],
      connectorId: 'walletConnect',
    })
    expect(Transaction.from(signed as Uint8Array).verifySignatures()).toBe(true)
    expect(testWallet.requests.at(-1)?.method).toBe('solana_signTransaction')
  })

  it('a refusal in the wallet keeps 4001 and the connection', async () => {
    testWallet.rejectNext()
    await expect(
      adapter.signMessage({
        message: 'no',
        address: key.publicKey.toBase58(),
        connectorId: 'walletConnect',
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(Chain.getAccount(core.controllers, 'solana')?.address).toBe(key.publicKey.toBase58())
  })
})
