import type { AdapterConnectParams } from '@latchkey/adapter-kit'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Events from '@latchkey/controllers/events'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { createTestCore, EVM_ADDRESS, EVM_OTHER, settle, type TestCore } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import type { AppKitEventName } from '../../src'

/**
 * Holds the EVM adapter's answers until `approve()`, the way a WalletConnect pairing waits for a
 * phone: the URI shows at once, every ask shares the one outcome.
 */
function holdWallet(t: TestCore) {
  const connect = t.evm.connect.bind(t.evm)
  const asks: AdapterConnectParams[] = []
  let approve!: () => void
  const approved = new Promise<void>((resolve) => {
    approve = resolve
  })
  t.evm.connect = async (params) => {
    asks.push(params)
    const answer = connect(params)
    await approved
    return answer
  }
  return { asks, approve }
}

function recordEvents(t: TestCore) {
  const events: AppKitEventName[] = []
  Events.subscribe(t.ctx, (e) => events.push(e.event))
  return events
}

const walletConnect = { connectorId: 'walletConnect', namespace: 'eip155' } as const

describe('a WalletConnect pairing when the modal closes (SPEC §4 status)', () => {
  it('puts the status back to disconnected, and a later approval still connects', async () => {
    const t = createTestCore()
    const phone = holdWallet(t)
    const events = recordEvents(t)
    await Modal.open(t.ctx, { view: 'ConnectingWalletConnect' })
    const connecting = Connection.connect(t.ctx, walletConnect)
    expect(Connection.state(t.ctx).status).toBe('connecting')
    Modal.close(t.ctx)
    expect(Connection.state(t.ctx).status).toBe('disconnected')
    expect(Connection.state(t.ctx).connectingConnectorId).toBeUndefined()

    phone.approve()
    await connecting
    expect(Connection.state(t.ctx).status).toBe('connected')
    expect(Chain.getAccount(t.ctx, 'eip155')?.address).toBe(EVM_OTHER)
    expect(events.filter((e) => e.startsWith('CONNECT_'))).toEqual([
      'CONNECT_STARTED',
      'CONNECT_SUCCESS',
    ])
  })

  it('keeps connected when another namespace already is', async () => {
    const t = createTestCore()
    await Connection.connect(t.ctx, { connectorId: t.solWallet.id, namespace: 'solana' })
    holdWallet(t)
    await Modal.open(t.ctx, { view: 'ConnectingWalletConnect' })
    void Connection.connect(t.ctx, walletConnect)
    expect(Connection.state(t.ctx).status).toBe('connecting')
    Modal.close(t.ctx)
    expect(Connection.state(t.ctx).status).toBe('connected')
  })

  it('leaves a browser wallet that is still asking alone', async () => {
    const t = createTestCore()
    holdWallet(t)
    await Modal.open(t.ctx, { view: 'ConnectingExternal' })
    void Connection.connect(t.ctx, { connectorId: t.evmWallet.id, namespace: 'eip155' })
    Modal.close(t.ctx)
    expect(Connection.state(t.ctx).status).toBe('connecting')
  })

  it('turns connecting again when the QR view asks for the pairing once more', async () => {
    const t = createTestCore()
    const phone = holdWallet(t)
    await Modal.open(t.ctx, { view: 'ConnectingWalletConnect' })
    const first = Connection.connect(t.ctx, walletConnect)
    Modal.close(t.ctx)
    await Modal.open(t.ctx, { view: 'ConnectingWalletConnect' })
    const again = Connection.connect(t.ctx, walletConnect)
    expect(Connection.state(t.ctx).status).toBe('connecting')
    phone.approve()
    expect(await again).toEqual(await first)
  })
})

describe('asking again for a pairing in flight', () => {
  it('asks the adapter for its URI again but connects once, with the wallet picked last', async () => {
    const t = createTestCore()
    const phone = holdWallet(t)
    const events = recordEvents(t)
    const first = Connection.connect(t.ctx, { ...walletConnect, wallet: { id: 'w1', name: 'W1' } })
    const uri = Connection.state(t.ctx).wcUri
    const second = Connection.connect(t.ctx, { ...walletConnect, wallet: { id: 'w2', name: 'W2' } })
    expect(phone.asks).toHaveLength(2)
    expect(Connection.state(t.ctx).wcUri).not.toBe(uri)
    phone.approve()
    await Promise.all([first, second])
    await settle()
    expect(events.filter((e) => e.startsWith('CONNECT_'))).toEqual([
      'CONNECT_STARTED',
      'CONNECT_SUCCESS',
    ])
    expect(Connection.state(t.ctx).recentWallets.map((w) => w.id)).toEqual(['w2'])
    // Once settled, the next connect is a connect of its own.
    void Connection.connect(t.ctx, walletConnect)
    expect(events.at(-1)).toBe('CONNECT_STARTED')
  })
})

/** Holds only WalletConnect connects, and gives them up when the adapter is told to. */
function holdPhone(t: TestCore) {
  const connect = t.evm.connect.bind(t.evm)
  const held: { approve(): void; fail(reason: unknown): void }[] = []
  const cancelled: string[] = []
  t.evm.connect = async (params) => {
    if (params.connectorId !== 'walletConnect') return connect(params)
    await new Promise<void>((resolve, reject) => {
      held.push({ approve: resolve, fail: reject })
    })
    return connect(params)
  }
  t.evm.cancelPairing = ({ connectorId }) => {
    cancelled.push(connectorId)
    for (const ask of held.splice(0)) ask.fail(new Error('The pairing was given up'))
  }
  return { held, cancelled }
}

describe('a pairing set aside, then another wallet', () => {
  it('gives the pairing up when another wallet connects, so a late scan cannot replace it', async () => {
    const t = createTestCore()
    const phone = holdPhone(t)
    const events = recordEvents(t)
    await Modal.open(t.ctx, { view: 'ConnectingWalletConnect' })
    const pairing = Connection.connect(t.ctx, walletConnect)
    pairing.catch(() => undefined)
    Modal.close(t.ctx)

    await Connection.connect(t.ctx, { connectorId: t.evmWallet.id, namespace: 'eip155' })
    expect(phone.cancelled).toEqual(['walletConnect'])
    await expect(pairing).rejects.toThrow('The pairing was given up')
    await settle()
    expect(Chain.getAccount(t.ctx, 'eip155')?.address).toBe(EVM_ADDRESS)
    expect(Connection.state(t.ctx).status).toBe('connected')
    expect(Connection.state(t.ctx).wcError).toBe(false)
    // The given-up pairing reports nothing; the browser wallet's connect is the one that counts.
    expect(events.filter((e) => e.startsWith('CONNECT_'))).toEqual([
      'CONNECT_STARTED',
      'CONNECT_STARTED',
      'CONNECT_SUCCESS',
    ])
    // The QR view opened again pairs afresh.
    void Connection.connect(t.ctx, walletConnect).catch(() => undefined)
    expect(phone.held).toHaveLength(1)
  })

  it('gives the pairing up when the user disconnects', async () => {
    const t = createTestCore()
    const phone = holdPhone(t)
    await Modal.open(t.ctx, { view: 'ConnectingWalletConnect' })
    const pairing = Connection.connect(t.ctx, walletConnect)
    pairing.catch(() => undefined)
    Modal.close(t.ctx)
    await Connection.disconnect(t.ctx)
    expect(phone.cancelled).toEqual(['walletConnect'])
    await expect(pairing).rejects.toThrow('The pairing was given up')
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })
})

describe('renewing a code on show (SPEC §4: 4 minutes, expired within 10 s)', () => {
  it('asks the wallet side for a fresh code 230 000 ms after the URI was set, with no view code', async () => {
    const t = createTestCore()
    const phone = holdWallet(t)
    await Modal.open(t.ctx, { view: 'ConnectingWalletConnect' })
    const connecting = Connection.connect(t.ctx, walletConnect)
    await settle()
    const first = Connection.state(t.ctx).wcUri
    expect(first).toMatch(/^wc:/)
    t.clock.advance(229_999)
    await settle()
    expect(phone.asks).toHaveLength(1)
    expect(Connection.isPairingExpired(t.ctx)).toBe(false)
    t.clock.advance(1)
    await settle()
    expect(phone.asks).toHaveLength(2)
    expect(Connection.state(t.ctx).wcUri).not.toBe(first)
    expect(Connection.isPairingExpired(t.ctx)).toBe(false)
    expect(Connection.state(t.ctx).status).toBe('connecting')
    phone.approve()
    await connecting
    expect(Connection.state(t.ctx).status).toBe('connected')
  })

  it('renews nothing while the modal is closed, and the code as soon as it opens again', async () => {
    const t = createTestCore()
    const phone = holdWallet(t)
    await Modal.open(t.ctx, { view: 'ConnectingWalletConnect' })
    void Connection.connect(t.ctx, walletConnect)
    await settle()
    Modal.close(t.ctx)
    t.clock.advance(240_000)
    await settle()
    expect(phone.asks).toHaveLength(1)
    await Modal.open(t.ctx, { view: 'ConnectingWalletConnect' })
    await settle()
    expect(phone.asks).toHaveLength(2)
    expect(Connection.state(t.ctx).status).toBe('connecting')
  })

  it('renews nothing for a view that does not show the code', async () => {
    const t = createTestCore()
    const phone = holdWallet(t)
    await Modal.open(t.ctx, { view: 'ConnectingWalletConnect' })
    void Connection.connect(t.ctx, walletConnect)
    await settle()
    Router.push(t.ctx, 'AllWallets')
    t.clock.advance(240_000)
    await settle()
    expect(phone.asks).toHaveLength(1)
  })
})
