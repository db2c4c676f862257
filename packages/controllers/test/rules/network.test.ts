import * as Alert from '@latchkey/controllers/alert'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Connectors from '@latchkey/controllers/connectors'
import * as Modal from '@latchkey/controllers/modal'
import * as Network from '@latchkey/controllers/network'
import * as Router from '@latchkey/controllers/router'
import * as Send from '@latchkey/controllers/send'
import {
  arbitrum,
  bitcoin,
  connectEvm,
  createTestCore,
  createTestWallet,
  EVM_RECEIVER,
  ethereum,
  optimism,
  SOL_ADDRESS,
  SOL_RECEIVER,
  solana,
  solanaDevnet,
} from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { STORE_KEY, type StoredState } from '../../src'

describe('switching network (SPEC §4)', () => {
  it('switches within a namespace directly, in the wallet too', async () => {
    const t = createTestCore()
    await connectEvm(t)
    await t.core.switchNetwork(optimism)
    expect(t.evmWallet.chainId).toBe(10)
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(Chain.state(t.ctx).activeCaipAddress).toBe(`eip155:10:${t.evmWallet.address}`)
    expect(Router.state(t.ctx).view).not.toBe('UnsupportedChain')
  })

  it('marks a namespace switch while it is under way', async () => {
    const t = createTestCore()
    await connectEvm(t)
    await Connection.connect(t.ctx, { connectorId: t.solWallet.id, namespace: 'solana' })
    await t.core.switchNetwork(ethereum)
    const seen: boolean[] = []
    const original = t.sol.switchNetwork
    t.sol.switchNetwork = async (params) => {
      seen.push(Chain.state(t.ctx).isSwitchingNamespace)
      return original(params)
    }
    await t.core.switchNetwork(solana)
    expect(seen).toEqual([true])
    expect(Chain.state(t.ctx).isSwitchingNamespace).toBe(false)
    expect(Chain.state(t.ctx).activeNamespace).toBe('solana')
  })

  it('re-reads the WalletConnect account when the namespace changes', async () => {
    const t = createTestCore()
    await Connection.connect(t.ctx, { connectorId: 'walletConnect', namespace: 'eip155' })
    const sync = vi.spyOn(t.sol, 'syncConnection')
    await t.core.switchNetwork(solana)
    expect(sync).toHaveBeenCalledWith(expect.objectContaining({ connectorId: 'walletConnect' }))
  })

  it('reconnects the embedded wallet (auth) when the namespace changes, taking its account', async () => {
    const t = createTestCore()
    const solAuth = createTestWallet({
      id: 'auth',
      type: 'AUTH',
      namespace: 'solana',
      accounts: [{ address: SOL_ADDRESS, type: 'eoa' }],
      chainId: solana.id,
    })
    t.sol.wallets.push(solAuth)
    Connectors.setConnectors(t.ctx, 'solana', t.sol.getConnectors())
    await Connection.connect(t.ctx, { connectorId: 'auth', namespace: 'solana' })
    await connectEvm(t, 'auth')
    expect(Chain.state(t.ctx).activeNamespace).toBe('eip155')
    // Meanwhile the embedded wallet moved to another Solana account.
    solAuth.accounts = [{ address: SOL_RECEIVER, type: 'eoa' }]
    const sync = vi.spyOn(t.sol, 'syncConnection')
    await t.core.switchNetwork(solana)
    expect(sync).toHaveBeenCalledWith(expect.objectContaining({ connectorId: 'auth' }))
    expect(Chain.state(t.ctx).activeCaipAddress).toBe(`${solana.caipNetworkId}:${SOL_RECEIVER}`)
  })

  it('does not re-sync an injected wallet on a namespace change', async () => {
    const t = createTestCore()
    await Connection.connect(t.ctx, { connectorId: t.solWallet.id, namespace: 'solana' })
    await connectEvm(t)
    const sync = vi.spyOn(t.sol, 'syncConnection')
    await t.core.switchNetwork(solana)
    expect(sync).not.toHaveBeenCalled()
  })

  it('resets the send form and stores the active network', async () => {
    const t = createTestCore()
    await connectEvm(t)
    Send.setReceiverAddress(t.ctx, EVM_RECEIVER)
    Send.setTokenAmount(t.ctx, '1')
    await t.core.switchNetwork('eip155:10')
    expect(Send.state(t.ctx).receiverAddress).toBeUndefined()
    expect(Send.state(t.ctx).sendTokenAmount).toBeUndefined()
    const stored = t.storage.get<StoredState>(STORE_KEY)
    expect(stored?.activeNamespace).toBe('eip155')
    expect(stored?.namespaces.eip155?.networkId).toBe('eip155:10')
  })

  it('sends SWITCH_NETWORK', async () => {
    const t = createTestCore()
    const events: string[] = []
    t.core.subscribeEvents((e) => events.push(e.event))
    await t.core.switchNetwork(optimism)
    expect(events).toEqual(['SWITCH_NETWORK'])
  })

  it("raises 'Network not found' for an unknown id and changes nothing", async () => {
    const t = createTestCore()
    await expect(t.core.switchNetwork('eip155:999')).rejects.toThrow('Network not found')
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it("raises 'Adapter not found' for a network of a namespace without adapter", async () => {
    const t = createTestCore()
    await connectEvm(t)
    await expect(t.core.switchNetwork(bitcoin)).rejects.toThrowError(
      expect.objectContaining({ code: 'ADAPTER_NOT_FOUND', message: 'Adapter not found' }),
    )
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(Router.state(t.ctx).view).not.toBe('UnsupportedChain')
  })

  it("shows UnsupportedChain for a network the app did not request and rejects with 'Network not found' (issue 33)", async () => {
    const t = createTestCore()
    await connectEvm(t)
    await expect(t.core.switchNetwork(arbitrum)).rejects.toThrowError(
      expect.objectContaining({ code: 'NETWORK_NOT_FOUND', message: 'Network not found' }),
    )
    expect(Modal.state(t.ctx).open).toBe(true)
    expect(Router.state(t.ctx).view).toBe('UnsupportedChain')
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(t.evmWallet.chainId).toBe(1)
  })

  it.each([
    ['allowUnsupportedChain', { allowUnsupportedChain: true }],
    ['network switching off', { enableNetworkSwitch: false }],
    ['basic WalletConnect mode', { basic: true }],
  ])('does not show UnsupportedChain with %s', async (_, options) => {
    const t = createTestCore(options)
    await connectEvm(t)
    await t.core.switchNetwork(arbitrum)
    expect(Router.state(t.ctx).view).not.toBe('UnsupportedChain')
    expect(Modal.state(t.ctx).open).toBe(false)
  })

  it('shows UnsupportedChain when the wallet moves to an unrequested chain', async () => {
    const t = createTestCore()
    await connectEvm(t)
    t.evm.emit('chainChanged', { caipNetworkId: 'eip155:42161', connectorId: t.evmWallet.id })
    expect(Router.state(t.ctx).view).toBe('UnsupportedChain')
    expect(Network.state(t.ctx).unsupportedCaipNetworkId).toBe('eip155:42161')
  })

  it('leaves UnsupportedChain when the wallet itself returns to a requested chain', async () => {
    const t = createTestCore()
    await connectEvm(t)
    t.evm.emit('chainChanged', { caipNetworkId: 'eip155:42161', connectorId: t.evmWallet.id })
    expect(Router.state(t.ctx).view).toBe('UnsupportedChain')
    t.evm.emit('chainChanged', { caipNetworkId: 'eip155:10', connectorId: t.evmWallet.id })
    expect(Modal.state(t.ctx).open).toBe(false)
    expect(Network.state(t.ctx).unsupportedCaipNetworkId).toBeUndefined()
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it('follows the wallet to a requested chain', async () => {
    const t = createTestCore()
    await connectEvm(t)
    t.evm.emit('chainChanged', { caipNetworkId: 'eip155:10', connectorId: t.evmWallet.id })
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
  })
})

describe('network management (SPEC §5)', () => {
  it('adding needs the namespace adapter', () => {
    const t = createTestCore()
    expect(() => t.core.addNetwork(bitcoin)).toThrow('Adapter not found')
    t.core.addNetwork(solanaDevnet)
    expect(Chain.getChain(t.ctx, 'solana')?.requestedCaipNetworkIds).toContain(
      solanaDevnet.caipNetworkId,
    )
  })

  it('adding an invalid network id is refused', () => {
    const t = createTestCore()
    expect(() => t.core.addNetwork({ ...arbitrum, caipNetworkId: 'eip155' as never })).toThrow(
      'Invalid CAIP-2 network id',
    )
  })

  it("removing an unknown network raises 'Network not found'", () => {
    const t = createTestCore()
    expect(() => t.core.removeNetwork('eip155:42161')).toThrow('Network not found')
    expect(() => t.core.removeNetwork(bitcoin.caipNetworkId)).toThrow('Adapter not found')
  })

  it("never removes a namespace's last network", () => {
    const t = createTestCore()
    expect(() => t.core.removeNetwork(solana.caipNetworkId)).toThrowError(
      expect.objectContaining({
        name: 'LatchkeyError',
        code: 'UNKNOWN_ERROR',
        message: 'Unknown error',
        details: { field: 'caipNetworkId', value: solana.caipNetworkId, expected: 'not the last' },
      }),
    )
    expect(Alert.state(t.ctx).open).toBe(false)
    expect(Chain.getChain(t.ctx, 'solana')?.caipNetworks).toHaveLength(1)
    t.core.removeNetwork(optimism.caipNetworkId)
    expect(Chain.getChain(t.ctx, 'eip155')?.requestedCaipNetworkIds).not.toContain('eip155:10')
  })

  it('removing the current network moves the namespace to its first remaining one', () => {
    const t = createTestCore()
    t.core.removeNetwork(ethereum.caipNetworkId)
    expect(Chain.state(t.ctx).activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
  })
})
