import * as Connection from '@latchkey/controllers/connection'
import {
  connect,
  connectWalletConnect,
  disconnect,
  getState,
  getWalletList,
  HeadlessActionError,
  subscribe,
} from '@latchkey/controllers/headless'
import { createTestCore, DESKTOP, EVM_ADDRESS, EVM_OTHER, START } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { useProvider } from '../helpers/provider'

const provider = useProvider()

const METAMASK = {
  id: 'mm',
  name: 'MetaMask',
  mobile_link: 'metamask:',
  desktop_link: 'https://metamask.app.link',
  webapp_link: 'javascript:alert(1)',
}

describe('connect by wallet id (issue 38 headless)', () => {
  it('connects an installed wallet and reports status as it goes', async () => {
    const t = createTestCore({ without: ['solana'], approval: 'manual' })
    const seen: string[] = []
    const stop = subscribe(t.ctx, (state) => seen.push(state.status))
    const connecting = connect(t.ctx, { walletId: 'io.latchkey.testwallet' })
    await expect.poll(() => getState(t.ctx).status).toBe('connecting')
    t.evm.approve()
    expect(await connecting).toEqual({
      namespace: 'eip155',
      address: EVM_ADDRESS,
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      connectorId: 'io.latchkey.testwallet',
    })
    expect(getState(t.ctx)).toMatchObject({
      status: 'connected',
      address: EVM_ADDRESS,
      connectorId: 'io.latchkey.testwallet',
      error: undefined,
    })
    expect(seen).toEqual(['connecting', 'connected'])
    await disconnect(t.ctx)
    expect(getState(t.ctx).status).toBe('disconnected')
    stop()
  })

  it('a wallet that refuses: WALLET_ERROR with its code 4001, in state and thrown', async () => {
    const t = createTestCore({ without: ['solana'], approval: 'manual' })
    const connecting = connect(t.ctx, { walletId: 'io.latchkey.testwallet' }).catch((e) => e)
    await expect.poll(() => t.evm.pendingCount).toBe(1)
    t.evm.reject()
    const error = await connecting
    expect(error).toBeInstanceOf(HeadlessActionError)
    expect(error).toMatchObject({ code: 'WALLET_ERROR', params: { walletCode: 4001 } })
    // No English: the message is the code.
    expect(error.message).toBe('WALLET_ERROR')
    expect(getState(t.ctx)).toMatchObject({
      status: 'disconnected',
      error: { code: 'WALLET_ERROR', params: { walletCode: 4001 } },
    })
  })

  it('an id nobody knows: WALLET_NOT_FOUND with the id', async () => {
    const t = createTestCore({ without: ['solana'] })
    await expect(connect(t.ctx, { walletId: 'nope' })).rejects.toMatchObject({
      code: 'WALLET_NOT_FOUND',
      params: { walletId: 'nope' },
    })
    expect(getState(t.ctx).error).toEqual({
      code: 'WALLET_NOT_FOUND',
      params: { walletId: 'nope' },
    })
  })

  it('a registry wallet that is installed connects its extension, no QR code', async () => {
    provider.wallets = [{ id: 'reg-test', name: 'Test Wallet', rdns: 'io.latchkey.testwallet' }]
    const t = createTestCore({ provider, without: ['solana'] })
    await getWalletList(t.ctx)
    const connection = await connect(t.ctx, { walletId: 'reg-test' })
    expect(connection.connectorId).toBe('io.latchkey.testwallet')
    expect(getState(t.ctx).walletConnect).toBeUndefined()
  })
})

describe('connectWalletConnect (SPEC §4 pairing: URI, expiry, renewal, deep links)', () => {
  it('shows a URI with its expiry, renews it when it expires, and connects on approval', async () => {
    provider.wallets = [METAMASK]
    const t = createTestCore({ provider, without: ['solana'], approval: 'manual' })
    await getWalletList(t.ctx)
    const pairing = await connectWalletConnect(t.ctx, { walletId: 'mm' })
    expect(pairing.uri).toMatch(/^wc:fake1@2\?/)
    // SPEC §4: 4 minutes.
    expect(pairing.expiresAt).toBe(START + 240_000)
    expect(getState(t.ctx).walletConnect).toEqual({ uri: pairing.uri, expiresAt: START + 240_000 })
    // Desktop: the desktop link (https); the web app's javascript: is refused.
    expect(pairing.deepLink()).toEqual({
      app: `https://metamask.app.link/wc?uri=${encodeURIComponent(pairing.uri)}`,
      appBase: 'https://metamask.app.link/',
    })

    // SPEC §4: expired when 10 s or less remain; a fresh URI replaces it on its own.
    t.clock.advance(229_000)
    expect(pairing.uri).toMatch(/^wc:fake1@/)
    t.clock.advance(1_000)
    await expect.poll(() => pairing.uri).toMatch(/^wc:fake2@/)
    expect(pairing.expiresAt).toBe(START + 230_000 + 240_000)

    t.evm.approve()
    expect(await pairing.connection).toMatchObject({
      address: EVM_OTHER,
      connectorId: 'walletConnect',
    })
    expect(getState(t.ctx).status).toBe('connected')
    // The URI is shown only while a wallet is awaited.
    expect(getState(t.ctx).walletConnect).toBeUndefined()
    // The registry wallet picked is remembered (SPEC §3 recent wallets).
    expect((await getWalletList(t.ctx)).recent.map((w) => w.id)).toEqual(['mm'])
    // Nothing renews once connected.
    const asked = t.evm.calls.connect.length
    t.clock.advance(480_000)
    expect(t.evm.calls.connect.length).toBe(asked)
  })

  it('on a phone, the link the visitor opens becomes the deep-link choice that requests reopen', async () => {
    provider.wallets = [METAMASK]
    const phone = { ...DESKTOP, isMobile: true, os: 'ios' as const }
    const t = createTestCore({
      provider,
      without: ['solana'],
      approval: 'manual',
      environment: phone,
    })
    await getWalletList(t.ctx)
    const pairing = await connectWalletConnect(t.ctx, { walletId: 'mm' })
    expect(Connection.state(t.ctx).wcLinking).toBeUndefined()
    const link = pairing.chooseDeepLink()
    expect(link).toBe(`metamask://wc?uri=${encodeURIComponent(pairing.uri)}`)
    // The wallet's link without the pairing: WalletConnect's client adds a request to it.
    expect(Connection.state(t.ctx).wcLinking).toEqual({ href: 'metamask://', name: 'MetaMask' })
    // No web app to open (its javascript: link is refused): nothing chosen, nothing changed.
    expect(pairing.chooseDeepLink('mm', 'web')).toBeUndefined()
    expect(Connection.state(t.ctx).wcLinking).toEqual({ href: 'metamask://', name: 'MetaMask' })
    pairing.cancel()
  })

  it('a pairing after a finished one shows its own URI, not the one left behind', async () => {
    const t = createTestCore({ without: ['solana'], approval: 'manual' })
    const first = await connectWalletConnect(t.ctx)
    t.evm.approve()
    await first.connection
    await disconnect(t.ctx)
    const second = await connectWalletConnect(t.ctx)
    expect(second.uri).toMatch(/^wc:fake2@/)
    expect(getState(t.ctx).walletConnect?.uri).toBe(second.uri)
    second.cancel()
    await expect(second.connection).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })
  })

  it('cancel: no renewal, and status reads disconnected', async () => {
    const t = createTestCore({ without: ['solana'], approval: 'manual' })
    const pairing = await connectWalletConnect(t.ctx)
    expect(getState(t.ctx).status).toBe('connecting')
    pairing.cancel()
    await expect.poll(() => getState(t.ctx).walletConnect).toBeUndefined()
    expect(getState(t.ctx).status).toBe('disconnected')
    const asked = t.evm.calls.connect.length
    t.clock.advance(300_000)
    expect(t.evm.calls.connect.length).toBe(asked)
  })

  it('a relay that refuses the pairing rejects with a code, before any URI', async () => {
    const t = createTestCore({ without: ['solana'], approval: 'manual' })
    t.evm.failNextPairing()
    await expect(connectWalletConnect(t.ctx)).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
      error: { code: 'UNKNOWN_ERROR', reason: 'relay down' },
    })
    expect(getState(t.ctx).error).toEqual({ code: 'UNKNOWN_ERROR', reason: 'relay down' })
  })
})
