import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Connectors from '@latchkey/controllers/connectors'
import * as Send from '@latchkey/controllers/send'
import * as Siwx from '@latchkey/controllers/siwx'
import * as Transactions from '@latchkey/controllers/transactions'
import {
  connectEvm,
  createTestCore,
  createTestWallet,
  ethereum,
  optimism,
  SOL_ADDRESS,
  solana,
  type TestCore,
} from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { STORE_KEY, type StoredState } from '../../src'

function eventNames(t: TestCore) {
  const names: string[] = []
  t.core.subscribeEvents((e) => names.push(e.event))
  return names
}

async function connectWalletConnectEverywhere(t: TestCore) {
  await Connection.connect(t.ctx, { connectorId: 'walletConnect', namespace: 'eip155' })
  await Connection.connect(t.ctx, { connectorId: 'walletConnect', namespace: 'solana' })
}

describe('disconnect (SPEC §4)', () => {
  it('a WalletConnect connect picks up every namespace the session serves', async () => {
    const t = createTestCore()
    await Connection.connect(t.ctx, { connectorId: 'walletConnect', namespace: 'eip155' })
    expect(Chain.connectedNamespaces(t.ctx)).toEqual(['eip155', 'solana'])
    expect(Chain.state(t.ctx).activeNamespace).toBe('eip155')
  })

  it('also disconnects the other chains on the same WalletConnect session', async () => {
    const t = createTestCore()
    await connectWalletConnectEverywhere(t)
    expect(Chain.connectedNamespaces(t.ctx)).toEqual(['eip155', 'solana'])
    await t.core.disconnect('eip155')
    expect(Chain.connectedNamespaces(t.ctx)).toEqual([])
    expect(t.sol.wallets.find((w) => w.id === 'walletConnect')?.connected).toBe(false)
  })

  it('also disconnects the other chains on the embedded wallet (auth)', async () => {
    const t = createTestCore()
    t.sol.wallets.push(
      createTestWallet({
        id: 'auth',
        type: 'AUTH',
        namespace: 'solana',
        accounts: [{ address: SOL_ADDRESS, type: 'eoa' }],
        chainId: solana.id,
      }),
    )
    Connectors.setConnectors(t.ctx, 'solana', t.sol.getConnectors())
    await connectEvm(t, 'auth')
    await Connection.connect(t.ctx, { connectorId: 'auth', namespace: 'solana' })
    expect(Chain.connectedNamespaces(t.ctx)).toEqual(['eip155', 'solana'])
    await t.core.disconnect('eip155')
    expect(Chain.connectedNamespaces(t.ctx)).toEqual([])
    expect(Connectors.state(t.ctx).activeConnectorIds.solana).toBeUndefined()
    expect(t.sol.wallets.find((w) => w.id === 'auth')?.connected).toBe(false)
  })

  it('leaves chains on other connector kinds connected', async () => {
    const t = createTestCore()
    await connectEvm(t)
    await Connection.connect(t.ctx, { connectorId: t.solWallet.id, namespace: 'solana' })
    await t.core.disconnect('eip155')
    expect(Chain.connectedNamespaces(t.ctx)).toEqual(['solana'])
    expect(Connection.state(t.ctx).status).toBe('connected')
  })

  it('resets account, network, connector ids, social provider and WalletConnect state', async () => {
    const t = createTestCore()
    await Connection.connect(t.ctx, { connectorId: 'walletConnect', namespace: 'eip155' })
    await t.core.switchNetwork('eip155:10')
    Chain.setAccount(t.ctx, 'eip155', { socialProvider: 'google', profileName: 'alice' })
    expect(Connection.state(t.ctx).wcUri).toBeDefined()

    await t.core.disconnect()
    const account = Chain.getAccount(t.ctx, 'eip155')
    expect(account?.address).toBeUndefined()
    expect(account?.socialProvider).toBeUndefined()
    expect(account?.profileName).toBeUndefined()
    // The network stays where the user put it, as the field's disconnect leaves it (issue 33).
    expect(Chain.getChain(t.ctx, 'eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(Chain.getChain(t.ctx, 'eip155')?.approvedCaipNetworkIds).toEqual([])
    expect(Connectors.state(t.ctx).activeConnectorIds).toEqual({})
    expect(Chain.getAccount(t.ctx, 'eip155')?.socialProvider).toBeUndefined()
    // Stored: no connector (the next start restores nothing), the network kept.
    expect(t.storage.get<StoredState>(STORE_KEY)?.namespaces).toEqual({
      eip155: { networkId: 'eip155:10' },
    })
    expect(Connection.state(t.ctx).wcUri).toBeUndefined()
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('keeps the network the wallet was on, as the field does (issue 33)', async () => {
    const t = createTestCore({ defaultNetwork: optimism })
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe(optimism.caipNetworkId)
    await connectEvm(t)
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe(ethereum.caipNetworkId)
    await t.core.disconnect()
    expect(Chain.getChain(t.ctx, 'eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(t.core.getNetwork().caipNetworkId).toBe('eip155:1')
  })

  it('a disconnect from the wallet keeps the network too', async () => {
    const t = createTestCore({ defaultNetwork: optimism })
    await connectEvm(t)
    expect(Chain.getChain(t.ctx, 'eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    t.evm.emit('disconnect', { connectorId: t.evmWallet.id })
    expect(Chain.getChain(t.ctx, 'eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(Chain.isConnected(t.ctx, 'eip155')).toBe(false)
    expect(t.storage.get<StoredState>(STORE_KEY)?.namespaces).toEqual({
      eip155: { networkId: 'eip155:1' },
    })
  })

  it("the wallet's disconnect and the visitor's leave the same state (issue 34)", async () => {
    // One connection, with what belongs to its account: a token list, a send form, activity.
    const connected = async () => {
      const t = createTestCore()
      await connectEvm(t)
      await t.core.switchNetwork('eip155:10')
      Send.setReceiverAddress(t.ctx, SOL_ADDRESS)
      Chain.setAccount(t.ctx, 'eip155', { socialProvider: 'google', profileName: 'alice' })
      return t
    }
    const leftState = (t: TestCore) => ({
      chain: Chain.getChain(t.ctx, 'eip155'),
      active: [Chain.state(t.ctx).activeNamespace, Chain.state(t.ctx).activeCaipAddress],
      connectorIds: Connectors.state(t.ctx).activeConnectorIds,
      connection: { ...Connection.state(t.ctx) },
      send: { ...Send.state(t.ctx) },
      transactions: { ...Transactions.state(t.ctx) },
      siwx: { ...Siwx.state(t.ctx) },
      stored: t.storage.get(STORE_KEY),
    })
    const byVisitor = await connected()
    await byVisitor.core.disconnect()
    const byWallet = await connected()
    byWallet.evm.emit('disconnect', { connectorId: byWallet.evmWallet.id })
    expect(leftState(byWallet)).toEqual(leftState(byVisitor))
    expect(leftState(byWallet)).toMatchObject({
      active: ['eip155', undefined],
      connectorIds: {},
      connection: { status: 'disconnected', wcUri: undefined },
      send: { receiverAddress: undefined },
      stored: { namespaces: { eip155: { networkId: 'eip155:10' } } },
    })
    expect(Chain.getAccount(byWallet.ctx, 'eip155')?.socialProvider).toBeUndefined()
  })

  it('sends DISCONNECT_SUCCESS on success', async () => {
    const t = createTestCore()
    await connectEvm(t)
    const names = eventNames(t)
    await t.core.disconnect()
    expect(names).toContain('DISCONNECT_SUCCESS')
    expect(names).not.toContain('DISCONNECT_ERROR')
  })

  it("collects failures, still resets every chain, sends DISCONNECT_ERROR and raises 'Failed to disconnect'", async () => {
    const t = createTestCore({ logger: { error: vi.fn(), warn: vi.fn() } })
    await connectEvm(t)
    await Connection.connect(t.ctx, { connectorId: t.solWallet.id, namespace: 'solana' })
    t.evmWallet.refuseNext('disconnect', new Error('wallet crashed'))
    const names = eventNames(t)
    await expect(t.core.disconnect()).rejects.toThrow('Failed to disconnect')
    expect(Chain.connectedNamespaces(t.ctx)).toEqual([])
    expect(t.solWallet.connected).toBe(false)
    expect(names).toContain('DISCONNECT_ERROR')
    expect(names).not.toContain('DISCONNECT_SUCCESS')
    expect(t.logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'wallet crashed' }),
    )
  })

  it("removing an adapter that is not there raises 'Adapter not found'", () => {
    const t = createTestCore({ without: ['solana'] })
    expect(() => t.core.removeAdapter('solana')).toThrowError(
      expect.objectContaining({ code: 'ADAPTER_NOT_FOUND', message: 'Adapter not found' }),
    )
    expect(t.ctx.adapters.get('eip155')).toBe(t.evm)
  })

  it('refuses to remove an adapter while its namespace is connected', async () => {
    const t = createTestCore()
    await connectEvm(t)
    expect(() => t.core.removeAdapter('eip155')).toThrowError(
      expect.objectContaining({
        details: expect.objectContaining({ field: 'namespace', value: 'eip155' }),
      }),
    )
    expect(t.ctx.adapters.get('eip155')).toBe(t.evm)
    await t.core.disconnect('eip155')
    t.core.removeAdapter('eip155')
    expect(t.ctx.adapters.get('eip155')).toBeUndefined()
    expect(Chain.getChain(t.ctx, 'eip155')).toBeUndefined()
    expect(t.evm.listenerCount('accountsChanged')).toBe(0)
  })
})
