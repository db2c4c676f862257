import { describe, expect, it } from 'vitest'
import type { AdapterConnectParams, AppKitEventName } from '../../src'
import { createTestCore, EVM_OTHER, settle, type TestCore } from '../helpers/createTestCore'

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
