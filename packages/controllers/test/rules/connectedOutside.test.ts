import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { createTestCore, EVM_OTHER, settle } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { STORE_KEY, type StoredState } from '../../src'
import { createMemorySiwx } from '../helpers/siwx'

// A connection the app makes through its own library (wagmi's connect) stands as one made in
// the modal: SPEC §6 CONNECT_SUCCESS, §4 sign-in, the stored session for the reload.
describe('a connection made outside the modal', () => {
  const made = (t: ReturnType<typeof createTestCore>, restored?: boolean) =>
    t.evm.emit('connected', {
      address: EVM_OTHER,
      caipNetworkId: 'eip155:10',
      connectorId: t.evmWallet.id,
      ...(restored === undefined ? {} : { restored }),
    })

  it('sends CONNECT_SUCCESS and asks to sign in, as a connect in the modal does', async () => {
    const t = createTestCore({ siwx: createMemorySiwx() })
    const events: { event: string; properties?: unknown }[] = []
    t.core.subscribeEvents((e) => events.push({ event: e.event, properties: e.properties }))
    made(t)
    await expect.poll(() => events.map((e) => e.event)).toEqual(['CONNECT_SUCCESS', 'MODAL_OPEN'])
    expect(events[0]?.properties).toEqual({
      method: 'browser',
      name: 'Test Wallet',
      namespace: 'eip155',
    })
    expect(Modal.state(t.ctx).open).toBe(true)
    expect(Router.state(t.ctx).view).toBe('SIWXSignMessage')
    expect(t.storage.get<StoredState>(STORE_KEY)?.namespaces.eip155?.caipAddress).toBe(
      `eip155:10:${EVM_OTHER}`,
    )
  })

  it('a restore (wagmi reconnect at load) sends no CONNECT_SUCCESS; the sign-in still checks it', async () => {
    const t = createTestCore({ siwx: createMemorySiwx() })
    const events: string[] = []
    t.core.subscribeEvents((e) => events.push(e.event))
    made(t, true)
    await expect.poll(() => Router.state(t.ctx).view).toBe('SIWXSignMessage')
    expect(events).toEqual(['MODAL_OPEN'])
    expect(Connection.state(t.ctx).status).toBe('connected')
  })

  it('without sign-in configured: connected, CONNECT_SUCCESS, the modal stays closed', async () => {
    const t = createTestCore()
    const events: string[] = []
    t.core.subscribeEvents((e) => events.push(e.event))
    made(t)
    await settle()
    expect(events).toEqual(['CONNECT_SUCCESS'])
    expect(Modal.state(t.ctx).open).toBe(false)
    expect(Chain.state(t.ctx).activeCaipAddress).toBe(`eip155:10:${EVM_OTHER}`)
  })
})
