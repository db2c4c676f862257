import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Send from '@latchkey/controllers/send'
import {
  type CaipNetwork,
  createManualClock,
  createMemoryStorage,
  namespaceProfile,
} from '@latchkey/core'
import {
  createLedger,
  createTestAdapter,
  createTestWallet,
  DESKTOP,
  ethereum,
  START,
  settle,
} from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { buildAppKitCore } from '../../src'

// A namespace no adapter of ours serves yet: Bitcoin. It plugs in as one adapter plus the
// profile core already has, with no edit to controllers (DESIGN.md, issue 11).
const regtest: CaipNetwork = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
  testnet: true,
}
const signet: CaipNetwork = {
  ...regtest,
  id: '00000008819873e925422c1ff0f99f7c',
  caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
  name: 'Bitcoin Signet',
}
const PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const ORDINALS = 'bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6'

function bitcoinCore() {
  const ledger = createLedger()
  const wallet = createTestWallet({
    id: 'org.test.btc',
    name: 'BTC Test Wallet',
    namespace: 'bip122',
    accounts: [
      { address: PAYMENT, type: 'payment' },
      { address: ORDINALS, type: 'ordinal' },
    ],
    chainId: regtest.id,
    rdns: 'org.test.btc',
  })
  const adapter = createTestAdapter({ namespace: 'bip122', ledger, wallets: [wallet] })
  ledger.credit(regtest.caipNetworkId, PAYMENT, 150_000_000n)
  const core = buildAppKitCore({
    projectId: 'test-project',
    networks: [ethereum, regtest, signet],
    adapters: [adapter],
    clock: createManualClock(START),
    storage: createMemoryStorage(),
    environment: DESKTOP,
    logger: { error: vi.fn(), warn: vi.fn() },
  })
  return { core, ctx: core.controllers, adapter, wallet, ledger }
}

describe('a namespace not built yet plugs in as one adapter plus its profile', () => {
  it('connects, reads the balance, switches, signs and disconnects through the same controllers', async () => {
    const { core, ctx, wallet } = bitcoinCore()
    await core.ready
    // Only the requested networks of its namespace, the payment account type by default (§3).
    expect(Chain.getChain(ctx, 'bip122')?.caipNetworks.map((n) => n.name)).toEqual([
      'Bitcoin Regtest',
      'Bitcoin Signet',
    ])
    expect(Chain.getAccount(ctx, 'bip122')?.preferredAccountType).toBe('payment')

    await Connection.connect(ctx, { connectorId: 'org.test.btc' })
    await settle()
    expect(Chain.state(ctx).activeCaipAddress).toBe(`${regtest.caipNetworkId}:${PAYMENT}`)
    expect(Chain.getAccount(ctx, 'bip122')?.allAccounts.map((a) => a.type)).toEqual([
      'payment',
      'ordinal',
    ])
    expect(Chain.getAccount(ctx, 'bip122')?.balance).toBe('1.5')
    expect(Chain.getAccount(ctx, 'bip122')?.balanceSymbol).toBe('BTC')

    await core.switchNetwork(signet)
    expect(Chain.state(ctx).activeCaipAddress).toBe(`${signet.caipNetworkId}:${PAYMENT}`)
    expect(wallet.chainId).toBe(signet.id)

    const { signature } = await ctx.adapters
      .get(regtest.chainNamespace)!
      .signMessage({ message: 'hello bitcoin', address: PAYMENT })
    expect(wallet.signatures).toEqual([{ message: 'hello bitcoin', address: PAYMENT, signature }])

    await core.disconnect()
    expect(Chain.isConnected(ctx, 'bip122')).toBe(false)
    expect(Chain.getChain(ctx, 'bip122')?.caipNetwork?.caipNetworkId).toBe(signet.caipNetworkId)
  })

  it("follows the profile's send rules: its addresses are checked, and a send goes to its adapter", async () => {
    const { core, ctx, ledger } = bitcoinCore()
    await core.ready
    await Connection.connect(ctx, { connectorId: 'org.test.btc' })
    const profile = namespaceProfile('bip122')
    expect(profile.isAddress(PAYMENT)).toBe(true)
    expect(profile.isAddress('0x1111111111111111111111111111111111111111')).toBe(false)
    Send.setTokenAmount(ctx, '0.1')
    Send.setReceiverAddress(ctx, '0x1111111111111111111111111111111111111111')
    await expect(Send.sendToken(ctx)).rejects.toThrow(
      'Please enter a valid amount and receiver address',
    )
    expect(ledger.transfers).toEqual([])
    Send.setReceiverAddress(ctx, ORDINALS)
    await Send.sendToken(ctx)
    expect(ledger.transfers).toEqual([
      expect.objectContaining({ from: PAYMENT, to: ORDINALS, amount: 10_000_000n }),
    ])
  })
})
