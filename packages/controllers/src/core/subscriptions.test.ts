import { describe, expect, it } from 'vitest'
import { connectEvm, createTestCore, EVM_ADDRESS, ethereum, settle } from '../testing'

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
    expect(network).not.toBe(t.ctx.chain.state.activeCaipNetwork)
    expect(Object.isFrozen(network)).toBe(true)
    expect(Object.isFrozen(network?.rpcUrls.default.http)).toBe(true)
    expect(() => {
      ;(network as { name: string }).name = 'Mine'
    }).toThrow(TypeError)
    expect(t.ctx.chain.state.activeCaipNetwork?.name).toBe(ethereum.name)
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

    expect(t.core.getEvent()).toBeUndefined()
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
    expect(t.core.getWalletProvider('eip155')).toEqual({
      walletProvider: undefined,
      walletProviderType: undefined,
    })

    await connectEvm(t)
    await settle()
    const info = t.core.getWalletInfo()
    expect(info?.name).toBe('Test Wallet')
    expect(Object.isFrozen(info)).toBe(true)
    const provider = t.core.getWalletProvider('eip155')
    expect(provider.walletProviderType).toBe(t.ctx.connectors.getActiveConnector('eip155')?.type)
    expect(provider.walletProvider).toBe(t.ctx.connectors.getActiveConnector('eip155')?.provider)
    expect(Object.isFrozen(provider)).toBe(true)
    expect(t.core.getWalletProvider('eip155')).toBe(provider)
    expect(infos.at(-1)).toBe('Test Wallet')
    expect(types.at(-1)).toBe(provider.walletProviderType)

    await t.core.disconnect()
    await settle()
    expect(t.core.getWalletInfo()).toBeUndefined()
    expect(t.core.getWalletProvider('eip155').walletProviderType).toBeUndefined()
    expect(infos.at(-1)).toBeUndefined()
    expect(types.at(-1)).toBeUndefined()
  })

  it('subscriptions call back on a change only, with the current read-out', async () => {
    const t = createTestCore()
    const seen: unknown[] = []
    t.core.subscribeAccount((account) => seen.push(account))
    await settle()
    expect(seen).toEqual([])
    await connectEvm(t)
    await settle()
    expect(seen.at(-1)).toBe(t.core.getAccount())
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
