import type { AdapterConnectParams } from '@latchkey/adapter-kit'
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
  t.ctx.events.subscribe((e) => events.push(e.event))
  return events
}

const walletConnect = { connectorId: 'walletConnect', namespace: 'eip155' } as const

describe('a WalletConnect pairing when the modal closes (SPEC §4 status)', () => {
  it('puts the status back to disconnected, and a later approval still connects', async () => {
    const t = createTestCore()
    const phone = holdWallet(t)
    const events = recordEvents(t)
    await t.ctx.modal.open({ view: 'ConnectingWalletConnect' })
    const connecting = t.ctx.connection.connect(walletConnect)
    expect(t.ctx.connection.state.status).toBe('connecting')
    t.ctx.modal.close()
    expect(t.ctx.connection.state.status).toBe('disconnected')
    expect(t.ctx.connection.state.connectingConnectorId).toBeUndefined()

    phone.approve()
    await connecting
    expect(t.ctx.connection.state.status).toBe('connected')
    expect(t.ctx.chain.getAccount('eip155')?.address).toBe(EVM_OTHER)
    expect(events.filter((e) => e.startsWith('CONNECT_'))).toEqual([
      'CONNECT_STARTED',
      'CONNECT_SUCCESS',
    ])
  })

  it('keeps connected when another namespace already is', async () => {
    const t = createTestCore()
    await t.ctx.connection.connect({ connectorId: t.solWallet.id, namespace: 'solana' })
    holdWallet(t)
    await t.ctx.modal.open({ view: 'ConnectingWalletConnect' })
    void t.ctx.connection.connect(walletConnect)
    expect(t.ctx.connection.state.status).toBe('connecting')
    t.ctx.modal.close()
    expect(t.ctx.connection.state.status).toBe('connected')
  })

  it('leaves a browser wallet that is still asking alone', async () => {
    const t = createTestCore()
    holdWallet(t)
    await t.ctx.modal.open({ view: 'ConnectingExternal' })
    void t.ctx.connection.connect({ connectorId: t.evmWallet.id, namespace: 'eip155' })
    t.ctx.modal.close()
    expect(t.ctx.connection.state.status).toBe('connecting')
  })

  it('turns connecting again when the QR view asks for the pairing once more', async () => {
    const t = createTestCore()
    const phone = holdWallet(t)
    await t.ctx.modal.open({ view: 'ConnectingWalletConnect' })
    const first = t.ctx.connection.connect(walletConnect)
    t.ctx.modal.close()
    await t.ctx.modal.open({ view: 'ConnectingWalletConnect' })
    const again = t.ctx.connection.connect(walletConnect)
    expect(t.ctx.connection.state.status).toBe('connecting')
    phone.approve()
    expect(await again).toEqual(await first)
  })
})

describe('asking again for a pairing in flight', () => {
  it('asks the adapter for its URI again but connects once, with the wallet picked last', async () => {
    const t = createTestCore()
    const phone = holdWallet(t)
    const events = recordEvents(t)
    const first = t.ctx.connection.connect({ ...walletConnect, wallet: { id: 'w1', name: 'W1' } })
    const uri = t.ctx.connection.state.wcUri
    const second = t.ctx.connection.connect({ ...walletConnect, wallet: { id: 'w2', name: 'W2' } })
    expect(phone.asks).toHaveLength(2)
    expect(t.ctx.connection.state.wcUri).not.toBe(uri)
    phone.approve()
    await Promise.all([first, second])
    await settle()
    expect(events.filter((e) => e.startsWith('CONNECT_'))).toEqual([
      'CONNECT_STARTED',
      'CONNECT_SUCCESS',
    ])
    expect(t.ctx.connection.state.recentWallets.map((w) => w.id)).toEqual(['w2'])
    // Once settled, the next connect is a connect of its own.
    void t.ctx.connection.connect(walletConnect)
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
    await t.ctx.modal.open({ view: 'ConnectingWalletConnect' })
    const pairing = t.ctx.connection.connect(walletConnect)
    pairing.catch(() => undefined)
    t.ctx.modal.close()

    await t.ctx.connection.connect({ connectorId: t.evmWallet.id, namespace: 'eip155' })
    expect(phone.cancelled).toEqual(['walletConnect'])
    await expect(pairing).rejects.toThrow('The pairing was given up')
    await settle()
    expect(t.ctx.chain.getAccount('eip155')?.address).toBe(EVM_ADDRESS)
    expect(t.ctx.connection.state.status).toBe('connected')
    expect(t.ctx.connection.state.wcError).toBe(false)
    // The given-up pairing reports nothing; the browser wallet's connect is the one that counts.
    expect(events.filter((e) => e.startsWith('CONNECT_'))).toEqual([
      'CONNECT_STARTED',
      'CONNECT_STARTED',
      'CONNECT_SUCCESS',
    ])
    // The QR view opened again pairs afresh.
    void t.ctx.connection.connect(walletConnect).catch(() => undefined)
    expect(phone.held).toHaveLength(1)
  })

  it('gives the pairing up when the user disconnects', async () => {
    const t = createTestCore()
    const phone = holdPhone(t)
    await t.ctx.modal.open({ view: 'ConnectingWalletConnect' })
    const pairing = t.ctx.connection.connect(walletConnect)
    pairing.catch(() => undefined)
    t.ctx.modal.close()
    await t.ctx.connection.disconnect()
    expect(phone.cancelled).toEqual(['walletConnect'])
    await expect(pairing).rejects.toThrow('The pairing was given up')
    expect(t.ctx.connection.state.status).toBe('disconnected')
  })
})

describe('renewing a code on show (SPEC §4: 4 minutes, expired within 10 s)', () => {
  it('asks the wallet side for a fresh code 230 000 ms after the URI was set, with no view code', async () => {
    const t = createTestCore()
    const phone = holdWallet(t)
    await t.ctx.modal.open({ view: 'ConnectingWalletConnect' })
    const connecting = t.ctx.connection.connect(walletConnect)
    await settle()
    const first = t.ctx.connection.state.wcUri
    expect(first).toMatch(/^wc:/)
    t.clock.advance(229_999)
    await settle()
    expect(phone.asks).toHaveLength(1)
    expect(t.ctx.connection.isPairingExpired()).toBe(false)
    t.clock.advance(1)
    await settle()
    expect(phone.asks).toHaveLength(2)
    expect(t.ctx.connection.state.wcUri).not.toBe(first)
    expect(t.ctx.connection.isPairingExpired()).toBe(false)
    expect(t.ctx.connection.state.status).toBe('connecting')
    phone.approve()
    await connecting
    expect(t.ctx.connection.state.status).toBe('connected')
  })

  it('renews nothing while the modal is closed, and the code as soon as it opens again', async () => {
    const t = createTestCore()
    const phone = holdWallet(t)
    await t.ctx.modal.open({ view: 'ConnectingWalletConnect' })
    void t.ctx.connection.connect(walletConnect)
    await settle()
    t.ctx.modal.close()
    t.clock.advance(240_000)
    await settle()
    expect(phone.asks).toHaveLength(1)
    await t.ctx.modal.open({ view: 'ConnectingWalletConnect' })
    await settle()
    expect(phone.asks).toHaveLength(2)
    expect(t.ctx.connection.state.status).toBe('connecting')
  })

  it('renews nothing for a view that does not show the code', async () => {
    const t = createTestCore()
    const phone = holdWallet(t)
    await t.ctx.modal.open({ view: 'ConnectingWalletConnect' })
    void t.ctx.connection.connect(walletConnect)
    await settle()
    t.ctx.router.push('AllWallets')
    t.clock.advance(240_000)
    await settle()
    expect(phone.asks).toHaveLength(1)
  })
})
