import { servicesOf } from '@latchkey/controllers'
import * as Account from '@latchkey/controllers/account'
import * as Alert from '@latchkey/controllers/alert'
import * as Options from '@latchkey/controllers/options'
import * as Router from '@latchkey/controllers/router'
import * as Send from '@latchkey/controllers/send'
import * as Siwx from '@latchkey/controllers/siwx'
import * as Transactions from '@latchkey/controllers/transactions'
import {
  arbitrum,
  connectEvm,
  createTestCore,
  EVM_ADDRESS,
  EVM_RECEIVER,
  ethereum,
  optimism,
  type TestCore,
} from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { ANALYTICS_URL, useProvider } from '../helpers/provider'
import { createMemorySiwx } from '../helpers/siwx'

const provider = useProvider()

const analyticsRequests = () => provider.fetchedUrls().filter((u) => u.startsWith(ANALYTICS_URL))

/** Sends what is queued now (as the next idle moment would) and lists what the provider got. */
async function sent(t: TestCore): Promise<string[]> {
  await servicesOf(t.ctx).analytics()?.flush?.()
  await provider.idle()
  return provider.eventNames()
}

describe('analytics events (SPEC §7)', () => {
  it('sends exactly one MODAL_OPEN per opening and MODAL_CLOSE on close, never MODAL_CREATED', async () => {
    const t = createTestCore({ provider })
    expect(await sent(t)).toEqual([])
    await t.core.open()
    expect(await sent(t)).toEqual(['MODAL_OPEN'])
    await t.core.open({ view: 'Networks' })
    expect(await sent(t)).toEqual(['MODAL_OPEN'])
    t.core.close()
    expect(await sent(t)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    t.core.close()
    expect(await sent(t)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    await t.core.open()
    expect(await sent(t)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN'])

    const [request] = provider.requestsTo('/e/batch')
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      projectId: 'test-project',
      st: 'latchkey',
      sv: 'latchkey-test',
    })
  })

  it('opening and closing three times sends one request, 2 s after the last event', async () => {
    const t = createTestCore({ provider })
    for (let i = 0; i < 3; i++) {
      await t.core.open()
      t.clock.advance(500)
      t.core.close()
      t.clock.advance(500)
    }
    await provider.idle()
    expect(provider.requestsTo('/e/batch')).toHaveLength(0)
    t.clock.advance(1_499)
    await provider.idle()
    expect(provider.requestsTo('/e/batch')).toHaveLength(0)
    t.clock.advance(1)
    await provider.idle()
    expect(provider.requestsTo('/e/batch')).toHaveLength(1)
    expect(provider.eventNames()).toEqual([
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'MODAL_OPEN',
      'MODAL_CLOSE',
    ])
  })

  it('sends CONNECT_SUCCESS, SWITCH_NETWORK only for a switch made, then DISCONNECT_SUCCESS', async () => {
    const t = createTestCore({ provider })
    await connectEvm(t)
    expect(await sent(t)).toEqual(['CONNECT_SUCCESS'])
    await t.core.switchNetwork(optimism)
    expect(await sent(t)).toEqual(['CONNECT_SUCCESS', 'SWITCH_NETWORK'])

    // Refused by the app: UnsupportedChain opens the modal, nothing switched, the call rejects.
    await expect(t.core.switchNetwork(arbitrum)).rejects.toThrow('Network not found')
    expect(Router.state(t.ctx).view).toBe('UnsupportedChain')
    expect(await sent(t)).toEqual(['CONNECT_SUCCESS', 'SWITCH_NETWORK', 'MODAL_OPEN'])

    // Refused by the wallet: nothing switched either.
    t.evmWallet.refuseNext('switch')
    await expect(t.core.switchNetwork(ethereum)).rejects.toMatchObject({ code: 4001 })
    expect(await sent(t)).toEqual(['CONNECT_SUCCESS', 'SWITCH_NETWORK', 'MODAL_OPEN'])

    await t.core.disconnect()
    expect(await sent(t)).toEqual([
      'CONNECT_SUCCESS',
      'SWITCH_NETWORK',
      'MODAL_OPEN',
      'DISCONNECT_SUCCESS',
    ])
    await provider.idle()
    expect(provider.events.find((e) => e.event === 'CONNECT_SUCCESS')?.address).toBe(EVM_ADDRESS)
    expect(provider.eventNames()).not.toContain('CONNECT_STARTED')
  })

  it('sends DISCONNECT_ERROR when a wallet fails to disconnect', async () => {
    const t = createTestCore({ provider })
    await connectEvm(t)
    t.evmWallet.refuseNext('disconnect', new Error('stuck'))
    await expect(t.core.disconnect()).rejects.toThrow('Failed to disconnect')
    expect(await sent(t)).toEqual(['CONNECT_SUCCESS', 'DISCONNECT_ERROR'])
  })

  it('sends SEND_INITIATED then SEND_SUCCESS, and SEND_INITIATED then SEND_ERROR', async () => {
    const t = createTestCore({ provider })
    t.ledger.credit('eip155:1', EVM_ADDRESS, 10n ** 18n)
    await connectEvm(t)
    await provider.idle()
    const fill = async () => {
      Send.setReceiverAddress(t.ctx, EVM_RECEIVER)
      Send.setTokenAmount(t.ctx, '0.1')
      await Send.fetchGasPrice(t.ctx)
    }
    await fill()
    await Send.sendToken(t.ctx)
    expect(await sent(t)).toEqual(['CONNECT_SUCCESS', 'SEND_INITIATED', 'SEND_SUCCESS'])
    await fill()
    t.evmWallet.refuseNext('send')
    await expect(Send.sendToken(t.ctx)).rejects.toMatchObject({ code: 4001 })
    expect((await sent(t)).slice(3)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
  })

  it('sends SIWX_AUTH_ERROR, SIWX_AUTH_SUCCESS and CLICK_CANCEL_SIWX as they happen', async () => {
    const t = createTestCore({ provider, siwx: createMemorySiwx() })
    await connectEvm(t)
    expect(await sent(t)).toEqual(['CONNECT_SUCCESS', 'MODAL_OPEN'])
    t.evmWallet.refuseNext('sign')
    await expect(Siwx.requestSignMessage(t.ctx)).rejects.toMatchObject({ code: 4001 })
    // The sign view was open already: reopening it is not a new MODAL_OPEN.
    expect((await sent(t)).slice(2)).toEqual(['SIWX_AUTH_ERROR'])
    await Siwx.requestSignMessage(t.ctx)
    expect((await sent(t)).slice(3)).toEqual(['MODAL_CLOSE', 'SIWX_AUTH_SUCCESS'])
    await Siwx.cancel(t.ctx)
    expect((await sent(t)).slice(5)).toEqual(['CLICK_CANCEL_SIWX'])
  })

  it('sends SET_PREFERRED_ACCOUNT_TYPE and ERROR_FETCH_TRANSACTIONS', async () => {
    const t = createTestCore({ provider })
    await connectEvm(t, 'auth')
    await Account.setPreferredAccountType(t.ctx, 'eoa')
    expect(await sent(t)).toEqual(['CONNECT_SUCCESS', 'SET_PREFERRED_ACCOUNT_TYPE'])
    provider.fail('history', 500)
    await Transactions.fetchTransactions(t.ctx)
    expect((await sent(t)).slice(2)).toEqual(['ERROR_FETCH_TRANSACTIONS'])
  })

  it('sends nothing when the analytics feature is off', async () => {
    const t = createTestCore({ provider, features: { analytics: false } })
    await t.core.open()
    t.core.close()
    await provider.idle()
    t.clock.advance(60_000)
    await provider.idle()
    expect(analyticsRequests()).toEqual([])
    expect(provider.requestsTo('/e/batch')).toEqual([])
  })

  it('stops sending when the analytics config says so', async () => {
    provider.analyticsEnabled = false
    const t = createTestCore({ provider })
    await t.core.open()
    await vi.waitFor(() => expect(Options.state(t.ctx).features.analytics).toBe(false))
    t.core.close()
    // The MODAL_OPEN queued before the config came is dropped with the rest.
    t.clock.advance(60_000)
    await provider.idle()
    expect(analyticsRequests()).toEqual([])
  })

  it("a 403 from analytics raises 'Invalid App Configuration' once", async () => {
    provider.fail('analytics', 403)
    const t = createTestCore({ provider })
    await t.core.open()
    // The queued MODAL_OPEN leaves at the idle flush, whose answer the client reads.
    t.clock.advance(2_000)
    await vi.waitFor(() =>
      expect(Alert.state(t.ctx).alert).toEqual({ code: 'INVALID_APP_CONFIGURATION' }),
    )
    expect(Alert.wasShown(t.ctx, 'INVALID_APP_CONFIGURATION')).toBe(true)
    Alert.close(t.ctx)
    const before = analyticsRequests().length
    t.core.close()
    t.clock.advance(60_000)
    await provider.idle()
    // The client stops reporting after a 403, so the alert cannot come back.
    expect(analyticsRequests()).toHaveLength(before)
    expect(Alert.state(t.ctx).open).toBe(false)
  })
})
