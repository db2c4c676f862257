import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import * as Siwx from '@latchkey/controllers/siwx'
import * as Snack from '@latchkey/controllers/snack'
import { connectEvm, createTestCore, EVM_ADDRESS } from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { createMemorySiwx } from '../helpers/siwx'

describe('sign-in with a wallet (SPEC §4)', () => {
  it('opens SIWXSignMessage on connect when enabled and no session exists', async () => {
    const t = createTestCore({ siwx: createMemorySiwx() })
    await connectEvm(t)
    expect(Modal.state(t.ctx).open).toBe(true)
    expect(Router.state(t.ctx).view).toBe('SIWXSignMessage')
  })

  it('does not ask again when a session exists', async () => {
    const siwx = createMemorySiwx()
    const t = createTestCore({ siwx })
    await connectEvm(t)
    await Siwx.requestSignMessage(t.ctx)
    await t.core.disconnect()
    await connectEvm(t)
    expect(Modal.state(t.ctx).open).toBe(false)
    expect(Siwx.state(t.ctx).hasSession).toBe(true)
  })

  it('a failed session lookup keeps the connection, logs, toasts and asks to sign in', async () => {
    const siwx = createMemorySiwx()
    const lookupFailure = new Error('sessions backend down')
    siwx.getSessions = async () => {
      throw lookupFailure
    }
    const t = createTestCore({ siwx, logger: { error: vi.fn(), warn: vi.fn() } })
    const events: string[] = []
    t.core.subscribeEvents((e) => events.push(e.event))
    await expect(connectEvm(t)).resolves.toBeUndefined()
    expect(events).toEqual(['CONNECT_STARTED', 'CONNECT_SUCCESS', 'MODAL_OPEN'])
    expect(Connection.state(t.ctx).status).toBe('connected')
    expect(Chain.isConnected(t.ctx, 'eip155')).toBe(true)
    expect(t.logger.error).toHaveBeenCalledWith(lookupFailure)
    expect(Snack.state(t.ctx)).toMatchObject({
      message: { code: 'SOMETHING_WENT_WRONG' },
      variant: 'error',
    })
    expect(Router.state(t.ctx).view).toBe('SIWXSignMessage')
    expect(Siwx.state(t.ctx).hasSession).toBe(false)
  })

  it('does not ask on a network the config does not support', async () => {
    const t = createTestCore({ siwx: createMemorySiwx({ supported: ['eip155:10'] }) })
    await connectEvm(t)
    expect(Modal.state(t.ctx).open).toBe(false)
  })

  it('signing creates the message, signs it in the wallet, stores the session and closes', async () => {
    const siwx = createMemorySiwx()
    const t = createTestCore({ siwx })
    await connectEvm(t)
    await Siwx.requestSignMessage(t.ctx)
    const [session] = await siwx.getSessions('eip155:1', EVM_ADDRESS)
    expect(session?.message).toContain(EVM_ADDRESS)
    expect(t.evmWallet.signatures[0]?.signature).toBe(session?.signature)
    expect(Modal.state(t.ctx).open).toBe(false)
    expect(Siwx.state(t.ctx).status).toBe('success')
  })

  it("shows the 'Authenticating...' loading toast while the signed session is checked", async () => {
    const siwx = createMemorySiwx()
    let release: () => void = () => {}
    const add = siwx.addSession.bind(siwx)
    siwx.addSession = async (session) => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return add(session)
    }
    const t = createTestCore({ siwx })
    await connectEvm(t)
    const signing = Siwx.requestSignMessage(t.ctx)
    await vi.waitFor(() =>
      expect(Snack.state(t.ctx)).toMatchObject({
        message: { code: 'AUTHENTICATING' },
        variant: 'loading',
        open: true,
      }),
    )
    release()
    await signing
    expect(Snack.state(t.ctx).open).toBe(false)
    expect(Siwx.state(t.ctx).hasSession).toBe(true)
  })

  it("a refused signature reopens the sign view with 'Signature declined'", async () => {
    const siwx = createMemorySiwx()
    const t = createTestCore({ siwx })
    await connectEvm(t)
    Router.push(t.ctx, 'Networks')
    t.evmWallet.refuseNext('sign')
    await expect(Siwx.requestSignMessage(t.ctx)).rejects.toMatchObject({ code: 4001 })
    expect(Router.state(t.ctx).view).toBe('SIWXSignMessage')
    expect(Snack.state(t.ctx)).toMatchObject({
      message: { code: 'SIGNATURE_DECLINED' },
      variant: 'error',
    })
    expect(await siwx.getSessions('eip155:1', EVM_ADDRESS)).toEqual([])
  })

  it("a session the verifier refuses is not stored and shows 'Something went wrong'", async () => {
    const siwx = createMemorySiwx()
    const t = createTestCore({ siwx })
    await connectEvm(t)
    const sign = t.evm.signMessage
    t.evm.signMessage = async (params) => ({ signature: `${(await sign(params)).signature}00` })
    await expect(Siwx.requestSignMessage(t.ctx)).rejects.toThrow('bad signature')
    // The verifier's own words are not catalogue texts: the toast says what §8 says.
    expect(Snack.state(t.ctx)).toMatchObject({
      message: { code: 'SOMETHING_WENT_WRONG' },
      variant: 'error',
    })
    expect(Siwx.state(t.ctx).hasSession).toBe(false)
  })

  it("a wallet failing to sign (not a refusal) shows 'Something went wrong'", async () => {
    const t = createTestCore({ siwx: createMemorySiwx() })
    await connectEvm(t)
    t.evmWallet.refuseNext('sign', new Error('internal wallet error 0x7f'))
    await expect(Siwx.requestSignMessage(t.ctx)).rejects.toThrow('internal wallet error 0x7f')
    expect(Snack.state(t.ctx).message).toEqual({ code: 'SOMETHING_WENT_WRONG' })
  })

  it('cancel closes when sign-in is optional, then resets to Connect', async () => {
    const t = createTestCore({ siwx: createMemorySiwx() })
    await connectEvm(t)
    await Siwx.cancel(t.ctx)
    expect(Modal.state(t.ctx).open).toBe(false)
    expect(Chain.isConnected(t.ctx)).toBe(true)
    expect(Router.state(t.ctx).history).toEqual(['Connect'])
  })

  it('cancel disconnects when sign-in is required, then resets to Connect', async () => {
    const t = createTestCore({ siwx: createMemorySiwx({ required: true }) })
    await connectEvm(t)
    await Siwx.cancel(t.ctx)
    expect(Chain.isConnected(t.ctx)).toBe(false)
    expect(t.evmWallet.connected).toBe(false)
    expect(Router.state(t.ctx).view).toBe('Connect')
  })

  it('close is refused on the sign and approve views while a required sign-in is missing', async () => {
    const t = createTestCore({ siwx: createMemorySiwx({ required: true }) })
    await connectEvm(t)
    t.core.close()
    expect(Modal.state(t.ctx).open).toBe(true)
    expect(Modal.state(t.ctx).shake).toBe(true)
    Router.push(t.ctx, 'ApproveTransaction')
    t.core.close()
    expect(Modal.state(t.ctx).open).toBe(true)
    await Siwx.requestSignMessage(t.ctx)
    expect(Modal.state(t.ctx).open).toBe(false)
  })

  it("without a config: 'SIWX is not enabled'", async () => {
    const t = createTestCore()
    await connectEvm(t)
    await expect(Siwx.requestSignMessage(t.ctx)).rejects.toThrow('SIWX is not enabled')
  })

  it("without an account: 'No ActiveCaipAddress found'", async () => {
    const t = createTestCore({ siwx: createMemorySiwx() })
    await expect(Siwx.requestSignMessage(t.ctx)).rejects.toThrow('No ActiveCaipAddress found')
  })
})
