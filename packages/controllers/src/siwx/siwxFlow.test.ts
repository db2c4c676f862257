import type { AdapterSignInParams } from '@latchkey/adapter-kit'
import { connectEvm, createTestCore, EVM_ADDRESS, testSignature } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { createMemorySiwx } from '../../test/helpers/siwx'
import * as Router from '../controllers/RouterController'
import * as Siwx from '../controllers/SiwxController'

describe('sign-in through the adapter (SPEC §4 Sign-in)', () => {
  it("prefers the adapter's signIn: the session keeps the text the wallet wrote and signed", async () => {
    const siwx = createMemorySiwx()
    const t = createTestCore({ siwx })
    await connectEvm(t)
    const asked: AdapterSignInParams[] = []
    const signMessage = t.evm.signMessage
    let signedMessages = 0
    t.evm.signMessage = async (params) => {
      signedMessages++
      return signMessage(params)
    }
    t.evm.signIn = async (params) => {
      asked.push(params)
      const message = `wallet text for ${params.data.nonce}`
      return { message, signature: testSignature(params.address, message) }
    }
    await Siwx.requestSignMessage(t.ctx)
    expect(signedMessages).toBe(0)
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({
      address: EVM_ADDRESS,
      caipNetwork: { caipNetworkId: 'eip155:1' },
      data: { accountAddress: EVM_ADDRESS, chainId: 'eip155:1', nonce: 'n1', version: '1' },
    })
    const [session] = await siwx.getSessions('eip155:1', EVM_ADDRESS)
    expect(session?.message).toBe('wallet text for n1')
    expect(session?.data).toEqual(asked[0]?.data)
    expect(Siwx.state(t.ctx).status).toBe('success')
  })

  it('signs the CAIP-122 text with signMessage when the wallet has no sign-in of its own', async () => {
    const siwx = createMemorySiwx()
    const t = createTestCore({ siwx })
    await connectEvm(t)
    t.evm.signIn = async () => undefined
    await Siwx.requestSignMessage(t.ctx)
    const [session] = await siwx.getSessions('eip155:1', EVM_ADDRESS)
    expect(session?.message).toContain(`${EVM_ADDRESS}\n\nURI: http://127.0.0.1:5173`)
    expect(t.evmWallet.signatures[0]?.signature).toBe(session?.signature)
  })

  it('a refused sign-in reopens the sign view and stores nothing', async () => {
    const siwx = createMemorySiwx()
    const t = createTestCore({ siwx })
    await connectEvm(t)
    t.evm.signIn = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    await expect(Siwx.requestSignMessage(t.ctx)).rejects.toMatchObject({ code: 4001 })
    expect(Router.state(t.ctx).view).toBe('SIWXSignMessage')
    expect(await siwx.getSessions('eip155:1', EVM_ADDRESS)).toEqual([])
  })
})
