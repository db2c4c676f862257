import {
  connectEvm,
  createTestCore,
  EVM_ADDRESS,
  EVM_OTHER,
  ethereum,
  settle,
} from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import * as Chain from '../controllers/ChainController'
import * as Connectors from '../controllers/ConnectorController'

describe('read-outs are immutable and keep their identity until they change', () => {
  it('getState and getAccount return one frozen object per value', async () => {
    const t = createTestCore()
    const state = t.core.getState()
    const account = t.core.getAccount()
    expect(Object.isFrozen(state)).toBe(true)
    expect(Object.isFrozen(account)).toBe(true)
    expect(() => {
      ;(state as { open: boolean }).open = true
    }).toThrow(TypeError)
    expect(t.core.getState()).toBe(state)
    expect(t.core.getAccount()).toBe(account)

    await connectEvm(t)
    const connected = t.core.getAccount()
    expect(connected).not.toBe(account)
    expect(connected).toMatchObject({ isConnected: true, address: EVM_ADDRESS })
    expect(t.core.getAccount()).toBe(connected)
    // A namespace asked for by name is its own read-out, not the active one's.
    expect(t.core.getAccount('solana')).toMatchObject({ isConnected: false, namespace: 'solana' })
    expect(t.core.getAccount()).toBe(connected)
  })

  it('getCaipNetwork hands out a deep-frozen copy, never the network the core holds', async () => {
    const t = createTestCore()
    const network = t.core.getCaipNetwork()
    expect(network).toEqual(ethereum)
    expect(network).not.toBe(Chain.state(t.ctx).activeCaipNetwork)
    expect(Object.isFrozen(network)).toBe(true)
    expect(Object.isFrozen(network?.rpcUrls.default.http)).toBe(true)
    expect(() => {
      ;(network as { name: string }).name = 'Mine'
    }).toThrow(TypeError)
    expect(Chain.state(t.ctx).activeCaipNetwork?.name).toBe(ethereum.name)
    expect(t.core.getCaipNetwork()).toBe(network)
    await t.core.switchNetwork('eip155:10')
    expect(t.core.getCaipNetwork()?.caipNetworkId).toBe('eip155:10')
  })

  it('getTheme and getEvent are valtio snapshots: frozen, and the same until the next change', async () => {
    const t = createTestCore()
    const theme = t.core.getTheme()
    expect(Object.isFrozen(theme.themeVariables)).toBe(true)
    expect(t.core.getTheme()).toBe(theme)
    t.core.setThemeMode(theme.themeMode === 'dark' ? 'light' : 'dark')
    expect(t.core.getTheme()).not.toBe(theme)

    // The field's first event, from creation (issue 33); a snapshot like the others.
    const created = t.core.getEvent()
    expect(created).toEqual({
      event: 'MODAL_CREATED',
      timestamp: t.clock.now(),
      data: { type: 'track', event: 'MODAL_CREATED' },
    })
    expect(Object.isFrozen(created)).toBe(true)
    expect(t.core.getEvent()).toBe(created)
    await t.core.open()
    const event = t.core.getEvent()
    expect(event?.event).toBe('MODAL_OPEN')
    expect(Object.isFrozen(event)).toBe(true)
    expect(t.core.getEvent()).toBe(event)
  })
})

describe('wallet read-outs for hosts', () => {
  it('getWalletInfo and getWalletProvider follow a connection and a disconnect', async () => {
    const t = createTestCore()
    const infos: (string | undefined)[] = []
    const types: (string | undefined)[] = []
    t.core.subscribeWalletInfo((info) => infos.push(info?.name))
    t.core.subscribeWalletProvider((p) => types.push(p.walletProviderType), 'eip155')
    expect(t.core.getWalletInfo()).toBeUndefined()
    expect(t.core.getWalletProviderOverview('eip155')).toEqual({
      walletProvider: undefined,
      walletProviderType: undefined,
    })

    await connectEvm(t)
    await settle()
    const info = t.core.getWalletInfo()
    expect(info?.name).toBe('Test Wallet')
    expect(Object.isFrozen(info)).toBe(true)
    const provider = t.core.getWalletProviderOverview('eip155')
    expect(provider.walletProviderType).toBe(Connectors.getActiveConnector(t.ctx, 'eip155')?.type)
    expect(provider.walletProvider).toBe(Connectors.getActiveConnector(t.ctx, 'eip155')?.provider)
    expect(Object.isFrozen(provider)).toBe(true)
    expect(t.core.getWalletProviderOverview('eip155')).toBe(provider)
    expect(infos.at(-1)).toBe('Test Wallet')
    expect(types.at(-1)).toBe(provider.walletProviderType)

    await t.core.disconnect()
    await settle()
    expect(t.core.getWalletInfo()).toBeUndefined()
    expect(t.core.getWalletProviderOverview('eip155').walletProviderType).toBeUndefined()
    expect(infos.at(-1)).toBeUndefined()
    expect(types.at(-1)).toBeUndefined()
  })

  it('every subscription hears the current value at once, then each change', async () => {
    const t = createTestCore()
    const accounts: unknown[] = []
    const themes: unknown[] = []
    const infos: unknown[] = []
    t.core.subscribeAccount((account) => accounts.push(account))
    t.core.subscribeTheme((theme) => themes.push(theme))
    t.core.subscribeWalletInfo((info) => infos.push(info))
    expect(accounts).toEqual([t.core.getAccount()])
    expect(themes).toEqual([t.core.getTheme()])
    expect(infos).toEqual([undefined])
    await settle()
    // A change elsewhere in the state that leaves the read-out equal is not told.
    t.core.setThemeMode('light')
    await settle()
    expect(accounts).toHaveLength(1)
    await connectEvm(t)
    await settle()
    expect(accounts.at(-1)).toBe(t.core.getAccount())
    expect(accounts.at(-1)).toMatchObject({ isConnected: true })
    expect(infos.at(-1)).toMatchObject({ name: 'Test Wallet' })
  })
})

describe('fetchBalance', () => {
  it("fails with 'No ActiveCaipAddress found' while disconnected", async () => {
    const t = createTestCore()
    expect(await t.core.fetchBalance()).toEqual({
      error: 'No ActiveCaipAddress found',
      isSuccess: false,
      isError: true,
    })
  })

  it('reads the native balance through the adapter once connected', async () => {
    const t = createTestCore()
    await connectEvm(t)
    t.ledger.credit('eip155:1', EVM_ADDRESS, 2n * 10n ** 18n)
    const result = await t.core.fetchBalance()
    expect(result).toMatchObject({ isSuccess: true, isError: false, error: null })
    expect(result.data?.symbol).toBe('ETH')
    expect(result.data?.balance).toBe('2')
  })
})

describe("the field's shapes", () => {
  const eip1193 = { request: async () => null }

  it('getWalletProvider and getWalletProviderType read the active namespace by default', async () => {
    const t = createTestCore({ wallets: { evmWallet: { provider: eip1193 } } })
    expect(t.core.getWalletProvider()).toBeUndefined()
    expect(t.core.getWalletProviderType()).toBeUndefined()
    expect(t.core.getIsConnectedState()).toBe(false)
    await connectEvm(t)
    expect(t.core.getWalletProvider()).toBe(eip1193)
    expect(t.core.getWalletProvider('eip155')).toBe(eip1193)
    expect(t.core.getWalletProviderType()).toBe('ANNOUNCED')
    expect(t.core.getIsConnectedState()).toBe(true)
    expect(t.core.getWalletProvider('solana')).toBeUndefined()
  })

  it('subscribeProviders hears { eip155: provider } now and after each connection change', async () => {
    const t = createTestCore({ wallets: { evmWallet: { provider: eip1193 } } })
    const seen: Record<string, unknown>[] = []
    const off = t.core.subscribeProviders((providers) => seen.push({ ...providers }))
    expect(seen).toEqual([{}])
    await connectEvm(t)
    await settle()
    expect(seen.at(-1)).toEqual({ eip155: eip1193 })
    expect(Object.isFrozen(t.core.getProviders())).toBe(true)
    await t.core.disconnect()
    await settle()
    expect(seen.at(-1)).toEqual({})
    off()
    await connectEvm(t)
    await settle()
    expect(seen.at(-1)).toEqual({})
  })

  it('subscribeNetwork hears { caipNetwork, chainId, caipNetworkId }', async () => {
    const t = createTestCore()
    const seen: { chainId: unknown; caipNetworkId: unknown; name: unknown }[] = []
    t.core.subscribeNetwork(({ caipNetwork, chainId, caipNetworkId }) =>
      seen.push({ chainId, caipNetworkId, name: caipNetwork?.name }),
    )
    expect(seen).toEqual([{ chainId: 1, caipNetworkId: 'eip155:1', name: ethereum.name }])
    await t.core.switchNetwork('eip155:10')
    await settle()
    expect(seen.at(-1)).toMatchObject({ chainId: 10, caipNetworkId: 'eip155:10' })
    expect(t.core.getChainId()).toBe(10)
    expect(t.core.getCaipNetworkId()).toBe('eip155:10')
  })

  it('the account carries allAccounts, and embeddedWalletInfo for the login wallet only', async () => {
    const t = createTestCore()
    expect(t.core.getAccount()).toMatchObject({ allAccounts: [], embeddedWalletInfo: undefined })
    await connectEvm(t)
    const account = t.core.getAccount()
    expect(account.allAccounts.map((a) => a.address)).toEqual([EVM_ADDRESS, EVM_OTHER])
    expect(account.embeddedWalletInfo).toBeUndefined()
    expect(t.core.getAccount()).toBe(account)
    await t.core.disconnect()
    await connectEvm(t, t.authWallet.id)
    const embedded = t.core.getAccount()
    expect(embedded.embeddedWalletInfo).toEqual({
      user: undefined,
      authProvider: 'email',
      accountType: Chain.getAccount(t.ctx, 'eip155')?.preferredAccountType,
      isSmartAccountDeployed: false,
    })
    expect(t.core.getAccount()).toBe(embedded)
  })

  it('getState carries activeChain and turns initialized once the restore settled', async () => {
    const t = createTestCore()
    const seen: boolean[] = []
    t.core.subscribeState((state) => seen.push(state.initialized))
    await t.core.ready
    await settle()
    expect(seen[0]).toBe(false)
    expect(seen.at(-1)).toBe(true)
    expect(t.core.getState()).toMatchObject({ activeChain: 'eip155', initialized: true })
  })

  it('reads whether creation settled, and when it began, from the store (issue 34: one store)', async () => {
    const t = createTestCore()
    const lifecycle = t.ctx.store.lifecycle
    expect(lifecycle?.initialized).toBe(false)
    await t.core.ready
    await settle()
    expect(lifecycle?.initialized).toBe(true)
    expect(t.core.getEvent()).toMatchObject({ event: 'MODAL_CREATED' })
    expect(t.core.getEvent().timestamp).toBe(lifecycle?.createdAt)
    expect(typeof lifecycle?.createdAt).toBe('number')
  })
})
