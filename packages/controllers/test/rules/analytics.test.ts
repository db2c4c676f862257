import { describe, expect, it, vi } from 'vitest'
import {
  connectEvm,
  createTestCore,
  EVM_ADDRESS,
  EVM_RECEIVER,
  optimism,
  settle,
} from '../helpers/createTestCore'
import { useProvider } from '../helpers/provider'
import { createMemorySiwx } from '../helpers/siwx'

const provider = useProvider()

const sent = async (...names: string[]) =>
  vi.waitFor(() => expect(provider.eventNames()).toEqual(expect.arrayContaining(names)))

describe('analytics events (SPEC §7)', () => {
  it('sends MODAL_OPEN and MODAL_CLOSE when the modal opens and closes, never MODAL_CREATED', async () => {
    const t = createTestCore({ provider })
    await t.core.open()
    await sent('MODAL_OPEN')
    expect(provider.eventNames()).not.toContain('MODAL_CLOSE')
    t.core.close()
    await sent('MODAL_OPEN', 'MODAL_CLOSE')
    expect(provider.eventNames()).not.toContain('MODAL_CREATED')
    const [request] = provider.requestsTo('/e')
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      projectId: 'test-project',
      st: 'latchkey',
      sv: 'latchkey-test',
    })
  })

  it('sends CONNECT_SUCCESS, SWITCH_NETWORK and DISCONNECT_SUCCESS, but not local events', async () => {
    const t = createTestCore({ provider })
    await connectEvm(t)
    await t.core.switchNetwork(optimism)
    await t.core.disconnect()
    await sent('CONNECT_SUCCESS', 'SWITCH_NETWORK', 'DISCONNECT_SUCCESS')
    expect(provider.eventNames()).not.toContain('CONNECT_STARTED')
    const connect = provider.events.find((e) => e.event === 'CONNECT_SUCCESS')
    expect(connect?.address).toBe(EVM_ADDRESS)
  })

  it('sends DISCONNECT_ERROR when a wallet fails to disconnect', async () => {
    const t = createTestCore({ provider })
    await connectEvm(t)
    t.evmWallet.refuseNext('disconnect', new Error('stuck'))
    await t.core.disconnect().catch(() => undefined)
    await sent('DISCONNECT_ERROR')
  })

  it('sends SEND_INITIATED, SEND_SUCCESS and SEND_ERROR around sends', async () => {
    const t = createTestCore({ provider })
    t.ledger.credit('eip155:1', EVM_ADDRESS, 10n ** 18n)
    await connectEvm(t)
    await settle()
    t.ctx.send.setReceiverAddress(EVM_RECEIVER)
    t.ctx.send.setTokenAmount('0.1')
    await t.ctx.send.fetchGasPrice()
    await t.ctx.send.sendToken()
    t.ctx.send.setReceiverAddress(EVM_RECEIVER)
    t.ctx.send.setTokenAmount('0.1')
    await t.ctx.send.fetchGasPrice()
    t.evmWallet.refuseNext('send')
    await t.ctx.send.sendToken().catch(() => undefined)
    await sent('SEND_INITIATED', 'SEND_SUCCESS', 'SEND_ERROR')
  })

  it('sends SIWX_AUTH_SUCCESS, SIWX_AUTH_ERROR and CLICK_CANCEL_SIWX', async () => {
    const siwx = createMemorySiwx()
    const t = createTestCore({ provider, siwx })
    await connectEvm(t)
    t.evmWallet.refuseNext('sign')
    await t.ctx.siwx.requestSignMessage().catch(() => undefined)
    await t.ctx.siwx.requestSignMessage()
    await t.ctx.siwx.cancel()
    await sent('SIWX_AUTH_ERROR', 'SIWX_AUTH_SUCCESS', 'CLICK_CANCEL_SIWX')
  })

  it('sends SET_PREFERRED_ACCOUNT_TYPE and ERROR_FETCH_TRANSACTIONS', async () => {
    const t = createTestCore({ provider })
    await connectEvm(t, 'auth')
    await t.ctx.account.setPreferredAccountType('eoa')
    provider.fail('history', 500)
    await t.ctx.transactions.fetchTransactions()
    await sent('SET_PREFERRED_ACCOUNT_TYPE', 'ERROR_FETCH_TRANSACTIONS')
  })

  it('sends nothing when the analytics feature is off', async () => {
    const t = createTestCore({ provider, features: { analytics: false } })
    await t.core.open()
    t.core.close()
    await settle(10)
    expect(provider.requestsTo('/e')).toEqual([])
  })

  it('stops sending when the analytics config says so', async () => {
    provider.analyticsEnabled = false
    const t = createTestCore({ provider })
    await t.core.open()
    await vi.waitFor(() => expect(t.ctx.options.state.features.analytics).toBe(false))
    const before = provider.requestsTo('/e').length
    t.core.close()
    await settle(10)
    expect(provider.requestsTo('/e').length).toBe(before)
  })

  it("a 403 from analytics raises 'Invalid App Configuration' once", async () => {
    provider.fail('analytics', 403)
    const t = createTestCore({ provider })
    await t.core.open()
    await vi.waitFor(() =>
      expect(t.ctx.alert.state.alert?.shortMessage).toBe('Invalid App Configuration'),
    )
    expect(t.ctx.alert.wasShown('INVALID_APP_CONFIGURATION')).toBe(true)
    t.ctx.alert.close()
    t.core.close()
    await settle(10)
    expect(t.ctx.alert.state.open).toBe(false)
  })
})
