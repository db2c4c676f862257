import type { ChainAdapterEvents } from '@latchkey/adapter-kit'
import { isLatchkeyError, isUserRejection, WalletRpcError } from '@latchkey/core'
import type { DevWalletProvider } from '@latchkey/dev-wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  OTHER_SWITCH_ANSWERS,
  UNKNOWN_CHAIN_ANSWERS,
} from '../../core/test/fixtures/walletSwitchAnswers'
import type { ConnectorSource, EvmConnector } from '../src/connectors/EvmConnector'
import { type EvmAdapter, evmAdapter } from '../src/evmAdapter'
import { defineEvmNetwork } from '../src/networks/defineEvmNetwork'
import type { Eip1193Provider, Eip1193RequestArguments } from '../src/provider/Eip1193Provider'
import { adapterWith, devWalletOn, type LocalStack, startLocalStack } from './support/localStack'

let stack: LocalStack

beforeAll(async () => {
  stack = await startLocalStack([31337, 31338])
})
afterAll(() => stack?.stop())

const primary = () => stack.networks[0]!
const secondary = () => stack.networks[1]!

/** The real dev wallet behind a pass-through that logs methods and can reshape errors. */
function recordingProvider(
  wallet: DevWalletProvider,
  reshape: (error: unknown) => unknown = (error) => error,
): { provider: Eip1193Provider; methods: string[] } {
  const methods: string[] = []
  const provider: Eip1193Provider = {
    async request(args: Eip1193RequestArguments) {
      methods.push(args.method)
      try {
        return await wallet.request(args as Parameters<DevWalletProvider['request']>[0])
      } catch (error) {
        throw reshape(error)
      }
    },
    on: (event, listener) => wallet.on(event as 'chainChanged', listener as never),
    removeListener: (event, listener) =>
      wallet.removeListener(event as 'chainChanged', listener as never),
  }
  return { provider, methods }
}

/** A connector source plugged in through the registry seam, as WalletConnect will be. */
function sourceOf(provider: Eip1193Provider): ConnectorSource {
  const connector: EvmConnector = {
    id: 'recorded',
    name: 'Recorded dev wallet',
    type: 'EXTERNAL',
    provider,
    getProvider: () => provider,
  }
  return {
    id: 'recorded',
    start({ publish }) {
      publish([connector])
      return () => {}
    },
  }
}

async function connectThrough(provider: Eip1193Provider): Promise<EvmAdapter> {
  const adapter = evmAdapter({
    window: new EventTarget(),
    eip6963: false,
    injected: false,
    connectors: [sourceOf(provider)],
  })
  await adapter.connect({ connectorId: 'recorded' })
  return adapter
}

describe('switchNetwork', () => {
  it('switches 31337 -> 31338 -> 31337 and forwards chainChanged', async () => {
    const wallet = devWalletOn(stack.chains)
    const { adapter, connectorId } = adapterWith(wallet)
    const changes: ChainAdapterEvents['chainChanged'][] = []
    adapter.on('chainChanged', (change) => changes.push(change))
    await adapter.connect({ connectorId })
    await adapter.switchNetwork({ caipNetwork: secondary() })
    expect(wallet.getState().chainId).toBe(31338)
    await adapter.switchNetwork({ caipNetwork: primary() })
    expect(wallet.getState().chainId).toBe(31337)
    expect(changes).toEqual([
      { caipNetworkId: 'eip155:31338', connectorId },
      { caipNetworkId: 'eip155:31337', connectorId },
    ])
  })

  it('adds a chain the wallet does not know after its 4902, with name, RPC and currency', async () => {
    const wallet = devWalletOn([stack.chains[0]!])
    const { provider, methods } = recordingProvider(wallet)
    const adapter = await connectThrough(provider)
    methods.length = 0
    await adapter.switchNetwork({ caipNetwork: secondary() })
    expect(methods.slice(0, 2)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
    const state = wallet.getState()
    expect(state.chainId).toBe(31338)
    expect(state.chains.find((chain) => chain.id === 31338)).toMatchObject({
      name: 'Latchkey Devnet B',
      rpcUrl: stack.chains[1]!.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    })
  })

  it('also adds when the wallet wraps 4902 in a -32603 (as some mobile wallets do)', async () => {
    const wallet = devWalletOn([stack.chains[0]!])
    const { provider, methods } = recordingProvider(wallet, (error) => {
      const code = (error as { code?: number }).code
      if (code !== 4902) return error
      return Object.assign(new Error('Internal JSON-RPC error.'), {
        code: -32603,
        data: { originalError: { code: 4902, message: (error as Error).message } },
      })
    })
    const adapter = await connectThrough(provider)
    await adapter.switchNetwork({ caipNetwork: secondary() })
    expect(methods).toContain('wallet_addEthereumChain')
    expect(wallet.getState().chainId).toBe(31338)
  })

  // Each way a real wallet says it lacks the chain (core/test/fixtures/walletSwitchAnswers.ts).
  for (const answer of UNKNOWN_CHAIN_ANSWERS)
    it(`adds the chain when the wallet answers as ${answer.wallet} does`, async () => {
      const wallet = devWalletOn([stack.chains[0]!])
      const { provider, methods } = recordingProvider(wallet, (error) =>
        (error as { code?: number }).code === 4902 ? answer.error : error,
      )
      const adapter = await connectThrough(provider)
      methods.length = 0
      await adapter.switchNetwork({ caipNetwork: secondary() })
      expect(methods.slice(0, 2)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
      expect(wallet.getState().chainId).toBe(31338)
    })

  for (const answer of OTHER_SWITCH_ANSWERS)
    it(`adds nothing when the wallet answers as ${answer.wallet} does`, async () => {
      const wallet = devWalletOn([stack.chains[0]!])
      const { provider, methods } = recordingProvider(wallet, (error) =>
        (error as { code?: number }).code === 4902 ? answer.error : error,
      )
      const adapter = await connectThrough(provider)
      methods.length = 0
      const error = await adapter.switchNetwork({ caipNetwork: secondary() }).catch((e) => e)
      expect(methods).toEqual(['wallet_switchEthereumChain'])
      expect(error.code).toBe(answer.error.code)
      expect(wallet.getState().chainId).toBe(31337)
    })

  it("raises 'Chain is not supported' when adding fails, and stays where it was", async () => {
    const wallet = devWalletOn([stack.chains[0]!])
    const { adapter, connectorId } = adapterWith(wallet)
    await adapter.connect({ connectorId })
    // A one-letter symbol breaks EIP-3085's 2-6 characters: the wallet refuses to add it.
    const broken = defineEvmNetwork({
      id: 424242,
      name: 'Broken',
      nativeCurrency: { name: 'X', symbol: 'X', decimals: 18 },
      rpcUrl: 'http://127.0.0.1:9',
    })
    const error = await adapter.switchNetwork({ caipNetwork: broken }).catch((e) => e)
    expect(isLatchkeyError(error, 'CHAIN_NOT_SUPPORTED')).toBe(true)
    expect(error.message).toBe('Chain is not supported')
    expect(wallet.getState().chainId).toBe(31337)
    expect(wallet.getState().chains.map((chain) => chain.id)).toEqual([31337])
  })

  it('a refused switch is a 4001 rejection and the chain stays', async () => {
    const wallet = devWalletOn(stack.chains)
    const { adapter, connectorId } = adapterWith(wallet)
    await adapter.connect({ connectorId })
    wallet.approvals.setMode('manual')
    const switching = adapter.switchNetwork({ caipNetwork: secondary() })
    wallet.approvals.reject((await wallet.approvals.nextPending()).id)
    const error = await switching.catch((e) => e)
    expect(error).toBeInstanceOf(WalletRpcError)
    expect(error.code).toBe(4001)
    expect(wallet.getState().chainId).toBe(31337)
  })

  it('a refused add is a rejection, not "Chain is not supported", and adds nothing', async () => {
    const wallet = devWalletOn([stack.chains[0]!])
    const { adapter, connectorId } = adapterWith(wallet)
    await adapter.connect({ connectorId })
    wallet.approvals.setMode('manual')
    const switching = adapter.switchNetwork({ caipNetwork: secondary() })
    const request = await wallet.approvals.nextPending()
    expect(request.kind).toBe('add-chain')
    wallet.approvals.reject(request.id)
    const error = await switching.catch((e) => e)
    expect(isUserRejection(error)).toBe(true)
    expect(isLatchkeyError(error)).toBe(false)
    expect(wallet.getState().chains.map((chain) => chain.id)).toEqual([31337])
  })

  it('refuses a network of another namespace', async () => {
    const wallet = devWalletOn(stack.chains)
    const { adapter, connectorId } = adapterWith(wallet)
    await adapter.connect({ connectorId })
    const solana = { ...primary(), chainNamespace: 'solana' as const, id: 'devnet' }
    const error = await adapter.switchNetwork({ caipNetwork: solana }).catch((e) => e)
    expect(isLatchkeyError(error, 'UNSUPPORTED_CHAIN')).toBe(true)
    expect(wallet.getState().chainId).toBe(31337)
  })

  it('sends on the chain the wallet switched to', async () => {
    const wallet = devWalletOn(stack.chains)
    const { adapter, connectorId } = adapterWith(wallet)
    const { address } = await adapter.connect({ connectorId })
    await adapter.switchNetwork({ caipNetwork: secondary() })
    const { hash } = await adapter.evm.sendTransaction({
      caipNetwork: secondary(),
      from: address,
      to: stack.chains[1]!.accounts[3]!.address,
      value: 5n,
    })
    const { createPublicClient, http } = await import('viem')
    const reader = createPublicClient({ transport: http(stack.chains[1]!.rpcUrl) })
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success')
    // Sending for another chain than the wallet's is refused before the wallet prompts.
    const mismatch = await adapter.evm
      .sendTransaction({ caipNetwork: primary(), from: address, to: address, value: 1n })
      .catch((e) => e)
    expect(mismatch.name).toBe('TransactionExecutionError')
    expect(mismatch.cause.name).toBe('ChainMismatchError')
  })
})
