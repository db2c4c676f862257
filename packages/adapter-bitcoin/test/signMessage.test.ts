import { bitcoinVerifier } from '@latchkey/siwx/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adapterWith,
  type BitcoinStack,
  devWalletOn,
  startBitcoinStack,
} from './support/bitcoinStack'

let stack: BitcoinStack

beforeAll(async () => {
  stack = await startBitcoinStack()
})
afterAll(async () => {
  await stack?.stop()
})

const verifier = bitcoinVerifier()
const verify = (accountAddress: string, message: string, signature: string) =>
  verifier.verify({
    data: {
      accountAddress,
      chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      domain: 'a.test',
      uri: 'https://a.test',
      version: '1',
      nonce: 'abcdefgh',
    },
    message,
    signature,
  })

describe('signMessage', () => {
  it('signs BIP-322 simple by default, for the payment and the ordinals address', async () => {
    const { adapter, connectorId } = adapterWith(stack, devWalletOn(stack))
    await adapter.connect({ connectorId, caipNetwork: stack.network })
    const [payment, ordinals] = [
      stack.chain.devKeys[0]?.address,
      stack.chain.devKeys[5]?.address,
    ] as string[]
    for (const address of [payment, ordinals] as string[]) {
      const { signature } = await adapter.signMessage({ message: 'Sign in to a.test', address })
      expect(await verify(address, 'Sign in to a.test', signature)).toBe(true)
      expect(await verify(address, 'Sign in to b.test', signature)).toBe(false)
    }
    adapter.destroy()
  })

  it('signs the legacy ECDSA form where asked and the wallet offers it', async () => {
    const { adapter, connectorId } = adapterWith(stack, devWalletOn(stack))
    const { address } = await adapter.connect({ connectorId, caipNetwork: stack.network })
    const { signature } = await adapter.signMessage({
      message: 'hello',
      address,
      protocol: 'ecdsa',
    })
    expect(Buffer.from(signature, 'base64')).toHaveLength(65)
    expect(await verify(address, 'hello', signature)).toBe(true)
    adapter.destroy()
  })

  it('a refusal is 4001; an address the wallet did not grant is refused before asking', async () => {
    const wallet = devWalletOn(stack)
    const { adapter, connectorId } = adapterWith(stack, wallet)
    const { address } = await adapter.connect({ connectorId, caipNetwork: stack.network })
    wallet.approvals.setMode('manual')
    const signing = adapter.signMessage({ message: 'no', address })
    const request = await wallet.approvals.nextPending()
    expect(request).toMatchObject({ kind: 'sign-message', summary: 'Sign "no"' })
    wallet.approvals.reject(request.id)
    await expect(signing).rejects.toMatchObject({ code: 4001 })
    await expect(
      adapter.signMessage({ message: 'x', address: stack.chain.devKeys[2]?.address as string }),
    ).rejects.toThrow('Unknown error')
    expect(wallet.approvals.pending).toEqual([])
    adapter.destroy()
  })
})
