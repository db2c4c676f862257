import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Events from '@latchkey/controllers/events'
import * as WalletList from '@latchkey/controllers/wallet-list'
import { createMemoryStorage } from '@latchkey/core'
import { createTestCore, type TestCore } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import type { AppKitEvent } from '../../src'

const RAINBOW = { name: 'Rainbow', icon: 'https://rainbow.test/icon.png' }
const walletConnect = { connectorId: 'walletConnect', namespace: 'eip155' } as const

function successNames(t: TestCore) {
  const events: AppKitEvent[] = []
  Events.subscribe(t.ctx, (e) => events.push(e))
  return () => events.filter((e) => e.event === 'CONNECT_SUCCESS').map((e) => e.properties?.name)
}

describe('the wallet behind a WalletConnect session', () => {
  it('names the account’s wallet and the CONNECT_SUCCESS event after the peer, not WalletConnect', async () => {
    const t = createTestCore({
      prepare: ({ wcWallet }) => Object.assign(wcWallet, { peer: RAINBOW }),
    })
    const names = successNames(t)
    await Connection.connect(t.ctx, walletConnect)
    expect(Chain.getAccount(t.ctx, 'eip155')?.connectedWalletInfo).toEqual({
      ...RAINBOW,
      type: 'WALLET_CONNECT',
    })
    expect(names()).toEqual(['Rainbow'])
  })

  it('keeps the peer’s name and icon across a reload', async () => {
    const storage = createMemoryStorage()
    const peer = {
      prepare: ({ wcWallet }: { wcWallet: object }) => Object.assign(wcWallet, { peer: RAINBOW }),
    }
    await Connection.connect(createTestCore({ storage, ...peer }).ctx, walletConnect)
    const reloaded = createTestCore({
      storage,
      persistedWallets: ['eip155/walletConnect', 'solana/walletConnect'],
      ...peer,
    })
    await reloaded.core.ready
    expect(Connection.state(reloaded.ctx).status).toBe('connected')
    expect(Chain.getAccount(reloaded.ctx, 'eip155')?.connectedWalletInfo?.name).toBe('Rainbow')
    expect(Chain.getAccount(reloaded.ctx, 'eip155')?.connectedWalletInfo?.icon).toBe(RAINBOW.icon)
  })

  it('keeps only an https icon, and a clean, short name', async () => {
    for (const icon of [
      'javascript:alert(1)',
      'http://rainbow.test/i.png',
      'data:image/png;base64,AA==',
      'https://u:p@rainbow.test/i.png',
      'not a url',
    ]) {
      const t = createTestCore({
        prepare: ({ wcWallet }) => Object.assign(wcWallet, { peer: { name: 'R', icon } }),
      })
      await Connection.connect(t.ctx, walletConnect)
      expect(Chain.getAccount(t.ctx, 'eip155')?.connectedWalletInfo).toEqual({
        name: 'R',
        type: 'WALLET_CONNECT',
      })
    }
    const t = createTestCore({
      prepare: ({ wcWallet }) =>
        Object.assign(wcWallet, { peer: { name: `  Rain\u0000bow\n${'x'.repeat(100)}` } }),
    })
    await Connection.connect(t.ctx, walletConnect)
    const name = Chain.getAccount(t.ctx, 'eip155')?.connectedWalletInfo?.name
    expect(name).toBe(`Rainbow${'x'.repeat(57)}`)
    // Bidi overrides and zero-width marks would let a name pass for another.
    const disguised = createTestCore({
      prepare: ({ wcWallet }) =>
        Object.assign(wcWallet, { peer: { name: 'Meta\u200bMask\u202e\u2066' } }),
    })
    await Connection.connect(disguised.ctx, walletConnect)
    expect(Chain.getAccount(disguised.ctx, 'eip155')?.connectedWalletInfo?.name).toBe('MetaMask')
  })

  it('falls back to the connector when the peer gives no usable name', async () => {
    const t = createTestCore({
      prepare: ({ wcWallet }) => Object.assign(wcWallet, { peer: { name: ' \n ' } }),
    })
    const names = successNames(t)
    await Connection.connect(t.ctx, walletConnect)
    expect(Chain.getAccount(t.ctx, 'eip155')?.connectedWalletInfo?.name).toBe('WalletConnect')
    expect(names()).toEqual(['WalletConnect'])
  })

  it('remembers the registry’s entry of the peer among recent wallets when none was picked', async () => {
    const t = createTestCore({
      prepare: ({ wcWallet }) => Object.assign(wcWallet, { peer: RAINBOW }),
    })
    WalletList.state(t.ctx).recommended = [
      { id: 'metamask-id', name: 'MetaMask' },
      { id: 'rainbow-id', name: 'rainbow' },
    ]
    await Connection.connect(t.ctx, walletConnect)
    expect(Connection.state(t.ctx).recentWallets.map((w) => w.id)).toEqual(['rainbow-id'])
  })

  it('remembers the wallet picked in the list over the peer’s own word', async () => {
    const t = createTestCore({
      prepare: ({ wcWallet }) => Object.assign(wcWallet, { peer: RAINBOW }),
    })
    WalletList.state(t.ctx).recommended = [{ id: 'rainbow-id', name: 'Rainbow' }]
    await Connection.connect(t.ctx, { ...walletConnect, wallet: { id: 'picked', name: 'Picked' } })
    expect(Connection.state(t.ctx).recentWallets.map((w) => w.id)).toEqual(['picked'])
  })
})
