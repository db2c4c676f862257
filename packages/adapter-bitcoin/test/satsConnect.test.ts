import type { BitcoinDevWallet } from '@latchkey/dev-wallet/bitcoin'
import { bitcoinVerifier } from '@latchkey/siwx/server'
import type { WalletAccount } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinAdapter } from '../src/bitcoinAdapter'
import type { SatsConnectProvider } from '../src/connectors/satsConnect'
import type {
  BitcoinConnectFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
} from '../src/connectors/standardFeatures'
import { type BitcoinStack, devWalletOn, satsOf, startBitcoinStack } from './support/bitcoinStack'

let stack: BitcoinStack

beforeAll(async () => {
  stack = await startBitcoinStack()
})
afterAll(async () => {
  await stack?.stop()
})

const fromBase64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'))
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/**
 * A sats-connect style provider (one JSON-RPC `request`, as Xverse injects) whose keys are the
 * dev wallet's: the adapter's requests are signed for real and the chain checks them.
 */
function satsProvider(dev: BitcoinDevWallet, calls: string[]): SatsConnectProvider {
  const features = dev.wallet.features as unknown as BitcoinConnectFeature &
    BitcoinSignTransactionFeature &
    BitcoinSignMessageFeature
  const account = (address: string) =>
    dev.wallet.accounts.find((a) => a.address === address) as WalletAccount
  const run = async (method: string, input: unknown): Promise<unknown> => {
    const params = input as {
      purposes: ('payment' | 'ordinals')[]
      psbt: string
      signInputs: Record<string, number[]>
      address: string
      message: string
      protocol?: string
    }
    if (method === 'getAccounts') {
      const { accounts } = await features['bitcoin:connect'].connect({ purposes: params.purposes })
      return accounts.map((a, i) => ({
        address: a.address,
        purpose: i === 0 ? 'payment' : 'ordinals',
        addressType: i === 0 ? 'p2wpkh' : 'p2tr',
        publicKey: Buffer.from(a.publicKey).toString('hex'),
      }))
    }
    if (method === 'signPsbt') {
      const { signInputs } = params
      const [output] = await features['bitcoin:signTransaction'].signTransaction({
        psbt: fromBase64(params.psbt),
        chain: 'bitcoin:regtest',
        inputsToSign: Object.entries(signInputs).map(([address, signingIndexes]) => ({
          account: account(address),
          signingIndexes,
        })),
      })
      return { psbt: toBase64(output?.signedPsbt as Uint8Array) }
    }
    if (method === 'signMessage') {
      const [output] = await features['bitcoin:signMessage'].signMessage({
        account: account(params.address),
        message: new TextEncoder().encode(params.message),
        protocol: params.protocol === 'ECDSA' ? 'ecdsa' : 'bip322',
      })
      return { signature: toBase64(output?.signature as Uint8Array) }
    }
    throw Object.assign(new Error('Method not supported'), { code: -32001 })
  }
  return {
    async request(method, params) {
      calls.push(method)
      try {
        return {
          jsonrpc: '2.0',
          id: calls.length,
          result: await run(method, params),
        }
      } catch (error) {
        // sats-connect answers a refusal as JSON-RPC error -32000.
        const code = (error as { code?: number }).code === 4001 ? -32000 : -32603
        return { jsonrpc: '2.0', id: calls.length, error: { code, message: String(error) } }
      }
    },
  }
}

function page(dev: BitcoinDevWallet, calls: string[]) {
  const provider = satsProvider(dev, calls)
  const adapter = bitcoinAdapter({
    networks: [stack.network],
    wallets: { get: () => [], on: () => () => {} },
    window: () =>
      ({
        btc_providers: [
          {
            id: 'DevProviders.BitcoinProvider',
            name: 'Dev Sats Wallet',
            icon: 'data:image/svg+xml;base64,AA==',
          },
        ],
        DevProviders: { BitcoinProvider: provider },
      }) as never,
  })
  adapter.syncConnectors()
  return adapter
}

describe('sats-connect providers (window.btc_providers)', () => {
  it('lists each listed provider as an INJECTED connector, and nothing without one', () => {
    const adapter = page(devWalletOn(stack), [])
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({
        id: 'DevProviders.BitcoinProvider',
        name: 'Dev Sats Wallet',
        type: 'INJECTED',
        chain: 'bip122',
      }),
    ])
    const none = bitcoinAdapter({
      networks: [stack.network],
      wallets: { get: () => [], on: () => () => {} },
      window: () => ({}),
    })
    none.syncConnectors()
    expect(none.getConnectors()).toEqual([])
    for (const a of [adapter, none]) a.destroy()
  })

  it('connects the payment address, sends and signs through request()', async () => {
    const calls: string[] = []
    const dev = devWalletOn(stack)
    const adapter = page(dev, calls)
    const connectorId = 'DevProviders.BitcoinProvider'
    const { address, accounts } = await adapter.connect({ connectorId, caipNetwork: stack.network })
    expect(address).toBe(stack.chain.devKeys[0]?.address)
    expect(accounts?.map((a) => a.type)).toEqual(['payment', 'ordinal'])

    const to = stack.chain.devKeys[2]?.address as string
    const before = await satsOf(stack, to)
    await adapter.transfer({ caipNetwork: stack.network, from: address, to, amount: 25_000n })
    expect(await satsOf(stack, to)).toBe(before + 25_000n)

    const { signature } = await adapter.signMessage({ message: 'sats', address, protocol: 'ecdsa' })
    const verified = await bitcoinVerifier().verify({
      data: {
        accountAddress: address,
        chainId: stack.network.caipNetworkId,
        domain: 'a.test',
        uri: 'https://a.test',
        version: '1',
        nonce: 'abcdefgh',
      },
      message: 'sats',
      signature,
    })
    expect(verified).toBe(true)
    expect(calls).toEqual(['getAccounts', 'signPsbt', 'signMessage'])

    dev.approvals.setMode('manual')
    const refused = adapter.signMessage({ message: 'no', address })
    dev.approvals.reject((await dev.approvals.nextPending()).id)
    await expect(refused).rejects.toMatchObject({ code: 4001 })
    adapter.destroy()
  })
})
