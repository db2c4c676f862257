import * as Account from '@latchkey/controllers/account'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Connectors from '@latchkey/controllers/connectors'
import { WalletRpcError } from '@latchkey/core'
import { connectEvm, createTestCore, EVM_ADDRESS, EVM_OTHER, settle } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'

describe('account type (SPEC §3, §4)', () => {
  it('takes the namespace default from the adapter', () => {
    const t = createTestCore()
    expect(Chain.getAccount(t.ctx, 'eip155')?.preferredAccountType).toBe('smartAccount')
    expect(Chain.getAccount(t.ctx, 'solana')?.preferredAccountType).toBe('eoa')
  })

  it('follows the kind of the connected account', async () => {
    const t = createTestCore()
    await connectEvm(t)
    expect(Chain.getAccount(t.ctx, 'eip155')?.preferredAccountType).toBe('eoa')
  })

  it('sets eoa or smartAccount in the wallet', async () => {
    const t = createTestCore()
    await connectEvm(t, 'auth')
    await expect(Account.setPreferredAccountType(t.ctx, 'eoa')).resolves.toBe('eoa')
    expect(t.authWallet.preferredAccountType).toBe('eoa')
    expect(Chain.getAccount(t.ctx, 'eip155')?.preferredAccountType).toBe('eoa')
  })

  it('falls back to eoa when the wallet refuses', async () => {
    const t = createTestCore()
    await connectEvm(t, 'auth')
    // Starts on smartAccount (§3 eip155 default), so the fallback is a change, not a no-op.
    expect(Chain.getAccount(t.ctx, 'eip155')?.preferredAccountType).toBe('smartAccount')
    t.authWallet.supportsSmartAccount = false
    await expect(Account.setPreferredAccountType(t.ctx, 'smartAccount')).resolves.toBe('eoa')
    expect(Chain.getAccount(t.ctx, 'eip155')?.preferredAccountType).toBe('eoa')
  })

  it('refuses any other type and changes nothing', async () => {
    const t = createTestCore()
    await connectEvm(t, 'auth')
    await expect(Account.setPreferredAccountType(t.ctx, 'payment' as never)).rejects.toThrow()
    expect(Chain.getAccount(t.ctx, 'eip155')?.preferredAccountType).toBe('smartAccount')
  })

  it('an empty list when the smart-account network lookup fails', async () => {
    const t = createTestCore()
    await Account.loadSmartAccountEnabledNetworks(t.ctx, 'eip155', async () => [1, 10])
    expect(Chain.getChain(t.ctx, 'eip155')?.smartAccountEnabledNetworks).toEqual([1, 10])
    await Account.loadSmartAccountEnabledNetworks(t.ctx, 'eip155', async () => {
      throw new WalletRpcError(-32603)
    })
    expect(Chain.getChain(t.ctx, 'eip155')?.smartAccountEnabledNetworks).toEqual([])
  })

  it('accepts only the three account tabs', () => {
    const t = createTestCore()
    Account.setCurrentTab(t.ctx, 2)
    expect(Chain.getAccount(t.ctx)?.currentTab).toBe(2)
    expect(() => Account.setCurrentTab(t.ctx, 3)).toThrow()
    expect(Chain.getAccount(t.ctx)?.currentTab).toBe(2)
  })
})

describe('wallet events', () => {
  it('follows an account switch in the wallet, with its native balance', async () => {
    const t = createTestCore()
    t.ledger.credit('eip155:1', EVM_OTHER, 3n * 10n ** 18n)
    await connectEvm(t)
    t.evm.emit('accountsChanged', { address: EVM_OTHER, connectorId: t.evmWallet.id })
    expect(Chain.state(t.ctx).activeCaipAddress).toBe(`eip155:1:${EVM_OTHER}`)
    await settle()
    expect(Chain.getAccount(t.ctx, 'eip155')).toMatchObject({ balance: '3', balanceSymbol: 'ETH' })
  })

  it('takes the kind of the account now in use from the wallet (a switch to a smart account)', async () => {
    const t = createTestCore()
    await connectEvm(t)
    t.evm.emit('accountsChanged', {
      address: EVM_OTHER,
      accounts: [{ address: EVM_OTHER, type: 'smartAccount' }],
      connectorId: t.evmWallet.id,
    })
    expect(Chain.getAccount(t.ctx, 'eip155')?.preferredAccountType).toBe('smartAccount')
    t.evm.emit('accountsChanged', {
      address: EVM_ADDRESS,
      accounts: [{ address: EVM_ADDRESS, type: 'eoa' }],
      connectorId: t.evmWallet.id,
    })
    expect(Chain.getAccount(t.ctx, 'eip155')?.preferredAccountType).toBe('eoa')
  })

  it('ignores events of a wallet that is not the connected one', async () => {
    const t = createTestCore()
    await connectEvm(t)
    t.evm.emit('accountsChanged', { address: EVM_OTHER, connectorId: 'walletConnect' })
    expect(Chain.getAccount(t.ctx, 'eip155')?.address).toBe(EVM_ADDRESS)
  })

  it('a disconnect from the wallet resets the namespace and the status', async () => {
    const t = createTestCore()
    await connectEvm(t)
    t.evm.emit('disconnect', { connectorId: t.evmWallet.id })
    expect(Chain.isConnected(t.ctx, 'eip155')).toBe(false)
    expect(Connection.state(t.ctx).status).toBe('disconnected')
    expect(Connectors.state(t.ctx).activeConnectorIds.eip155).toBeUndefined()
  })

  it('takes a connection the app made outside the modal (a wagmi connect) as connected', async () => {
    const t = createTestCore()
    t.ledger.credit('eip155:10', EVM_OTHER, 2n * 10n ** 18n)
    t.evm.emit('connected', {
      address: EVM_OTHER,
      caipNetworkId: 'eip155:10',
      connectorId: t.evmWallet.id,
    })
    // Applied once the on-demand controllers are there (they may not be at a page's load).
    await settle()
    expect(Connection.state(t.ctx).status).toBe('connected')
    expect(Chain.state(t.ctx).activeCaipAddress).toBe(`eip155:10:${EVM_OTHER}`)
    expect(Connectors.state(t.ctx).activeConnectorIds.eip155).toBe(t.evmWallet.id)
    expect(Chain.getAccount(t.ctx, 'eip155')).toMatchObject({ balance: '2', balanceSymbol: 'ETH' })
  })

  it('ignores a reported connection the core already has', async () => {
    const t = createTestCore()
    await connectEvm(t)
    // Its own chain changes come as chainChanged: a repeat of the connection changes nothing.
    t.evm.emit('connected', {
      address: EVM_ADDRESS,
      caipNetworkId: 'eip155:10',
      connectorId: t.evmWallet.id,
    })
    await settle()
    expect(Chain.state(t.ctx).activeCaipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
  })

  it('picks up connectors the adapter discovers later', () => {
    const t = createTestCore()
    t.evm.emit('connectorsChanged', {
      connectors: [
        {
          id: 'late',
          name: 'Late Wallet',
          type: 'ANNOUNCED',
          chain: 'eip155',
          info: { rdns: 'late' },
        },
      ],
    })
    expect(Connectors.getConnector(t.ctx, 'late')?.name).toBe('Late Wallet')
  })
})

describe('subscriptions for hosts', () => {
  it('reports account, network and state changes', async () => {
    const t = createTestCore()
    const accounts: (string | undefined)[] = []
    const networks: (string | undefined)[] = []
    const views: string[] = []
    t.core.subscribeAccount((a) => accounts.push(a.caipAddress))
    t.core.subscribeNetwork((n) => networks.push(n?.caipNetworkId))
    const off = t.core.subscribeState((s) => views.push(s.view))
    await connectEvm(t)
    await settle()
    await t.core.switchNetwork('eip155:10')
    await settle()
    await t.core.open({ view: 'Networks' })
    await settle()
    off()
    await t.core.open({ view: 'Account' })
    await settle()
    expect(accounts).toContain(`eip155:1:${EVM_ADDRESS}`)
    expect(accounts.at(-1)).toBe(`eip155:10:${EVM_ADDRESS}`)
    expect(networks.at(-1)).toBe('eip155:10')
    expect(views.at(-1)).toBe('Networks')
    expect(t.core.getState()).toMatchObject({
      open: true,
      view: 'Account',
      selectedNetworkId: 'eip155:10',
      status: 'connected',
    })
  })
})
