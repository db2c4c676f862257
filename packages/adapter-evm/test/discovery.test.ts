import type { Connector } from '@latchkey/adapter-kit'
import { announceDevWallet, createDevWallet, type DevWalletProvider } from '@latchkey/dev-wallet'
import { Window } from 'happy-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { EIP6963_ANNOUNCE_EVENT } from '../src/connectors/announcedWallets'
import type { DiscoveryTarget } from '../src/connectors/EvmConnector'
import { evmAdapter } from '../src/evmAdapter'

// Discovery never touches a chain: these wallets point at a port nothing listens on.
const KEY_A = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const KEY_B = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'

function wallet(key: `0x${string}`, info?: { name: string; rdns: string }): DevWalletProvider {
  return createDevWallet({
    accounts: [key],
    chains: [{ id: 31337, name: 'Latchkey Devnet', rpcUrl: 'http://127.0.0.1:9' }],
    ...(info ? { info } : {}),
  })
}

const windows: Window[] = []
afterEach(async () => {
  for (const win of windows.splice(0)) await win.happyDOM.close()
})

describe('EIP-6963 discovery', () => {
  it('starts only in syncConnectors and lists announced wallets as ANNOUNCED', () => {
    const target = new EventTarget()
    const devWallet = wallet(KEY_A)
    announceDevWallet(devWallet, undefined, target)
    const adapter = evmAdapter({ window: target })
    expect(adapter.getConnectors()).toEqual([])
    adapter.syncConnectors()
    const [connector] = adapter.getConnectors()
    expect(connector).toMatchObject({
      id: devWallet.info.rdns,
      name: devWallet.info.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: devWallet.info.rdns },
      installed: true,
      provider: devWallet,
    })
    expect(connector?.imageUrl).toMatch(/^data:image\//)
  })

  it('emits connectorsChanged for wallets that announce later, once each', () => {
    const target = new EventTarget()
    const adapter = evmAdapter({ window: target })
    const lists: Connector[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => lists.push(connectors))
    adapter.syncConnectors()
    const first = wallet(KEY_A, { name: 'First', rdns: 'dev.latchkey.first' })
    const second = wallet(KEY_B, { name: 'Second', rdns: 'dev.latchkey.second' })
    announceDevWallet(first, undefined, target)
    announceDevWallet(second, undefined, target)
    announceDevWallet(first, undefined, target)
    expect(lists.map((list) => list.map((connector) => connector.name))).toEqual([
      ['First'],
      ['First', 'Second'],
    ])
  })

  it('ignores malformed announcements', () => {
    const target = new EventTarget()
    const adapter = evmAdapter({ window: target })
    adapter.syncConnectors()
    const bad = [
      undefined,
      { info: { name: 'No provider', rdns: 'x.y', uuid: '1', icon: '' } },
      { info: { name: 'Not 1193', rdns: 'x.y', uuid: '1', icon: '' }, provider: {} },
      { info: { rdns: 'x.y', uuid: '1' }, provider: wallet(KEY_A) },
    ]
    for (const detail of bad)
      target.dispatchEvent(new CustomEvent(EIP6963_ANNOUNCE_EVENT, { detail }))
    expect(adapter.getConnectors()).toEqual([])
  })

  it("works on a happy-dom window, asking with the window's own Event", () => {
    const win = new Window()
    windows.push(win)
    const target = win as unknown as DiscoveryTarget
    const devWallet = wallet(KEY_A)
    const info = { ...devWallet.info, uuid: '5f0e2c4a-3b1d-4c6e-9a7b-1d2e3f4a5b6c' }
    // A wallet that answers requests, announcing with the window's CustomEvent as a page would.
    win.addEventListener('eip6963:requestProvider', () =>
      win.dispatchEvent(
        new win.CustomEvent(EIP6963_ANNOUNCE_EVENT, { detail: { info, provider: devWallet } }),
      ),
    )
    const adapter = evmAdapter({ window: target })
    adapter.syncConnectors()
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([devWallet.info.rdns])
  })

  it('stops listening on destroy', () => {
    const target = new EventTarget()
    const adapter = evmAdapter({ window: target })
    adapter.syncConnectors()
    adapter.destroy()
    announceDevWallet(wallet(KEY_A), undefined, target)
    expect(adapter.getConnectors()).toEqual([])
  })
})

describe('injected window.ethereum', () => {
  it("lists it as the INJECTED 'Browser Wallet'", () => {
    const target: DiscoveryTarget = new EventTarget()
    const injected = wallet(KEY_A)
    target.ethereum = injected
    const adapter = evmAdapter({ window: target })
    adapter.syncConnectors()
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'injected',
        name: 'Browser Wallet',
        type: 'INJECTED',
        chain: 'eip155',
        installed: true,
        provider: injected,
      },
    ])
  })

  it('shows a wallet that both announces and injects once, as announced', () => {
    const target: DiscoveryTarget = new EventTarget()
    const both = wallet(KEY_A)
    target.ethereum = both
    announceDevWallet(both, undefined, target)
    const adapter = evmAdapter({ window: target })
    adapter.syncConnectors()
    expect(adapter.getConnectors().map((connector) => connector.type)).toEqual(['ANNOUNCED'])
  })

  it('picks up a wallet that injects after load (ethereum#initialized)', () => {
    const target: DiscoveryTarget = new EventTarget()
    const adapter = evmAdapter({ window: target })
    adapter.syncConnectors()
    expect(adapter.getConnectors()).toEqual([])
    target.ethereum = wallet(KEY_B)
    target.dispatchEvent(new Event('ethereum#initialized'))
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual(['injected'])
  })

  it('can be turned off', () => {
    const target: DiscoveryTarget = new EventTarget()
    target.ethereum = wallet(KEY_A)
    const adapter = evmAdapter({ window: target, injected: false })
    adapter.syncConnectors()
    expect(adapter.getConnectors()).toEqual([])
  })
})

describe('without a window (SSR)', () => {
  it('creates, discovers nothing and does not throw', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const adapter = evmAdapter()
    adapter.syncConnectors()
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.defaultAccountType).toBe('smartAccount')
  })
})
