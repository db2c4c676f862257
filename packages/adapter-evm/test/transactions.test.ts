import { createManualClock, isLatchkeyError, type WalletRpcError } from '@latchkey/core'
import type { DevWalletProvider } from '@latchkey/dev-wallet'
import type { DemoToken, LocalChain } from '@latchkey/local-chain'
import {
  createWalletClient,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EvmAdapter } from '../src/evmAdapter'
import {
  adapterWith,
  chainReader,
  devWalletOn,
  type LocalStack,
  startLocalStack,
  tokenBalance,
} from './support/localStack'

let stack: LocalStack
let chain: LocalChain
let reader: PublicClient
let alice: `0x${string}`
let bob: `0x${string}`

beforeAll(async () => {
  stack = await startLocalStack([31337])
  chain = stack.chains[0]!
  reader = chainReader(chain)
  alice = chain.accounts[0]!.address
  bob = chain.accounts[1]!.address
})
afterAll(() => stack?.stop())

function token(kind: DemoToken['kind']): DemoToken {
  const found = chain.tokens.find((t) => t.kind === kind)
  if (!found) throw new Error(`no ${kind} token on the local chain`)
  return found
}

async function connected(
  options: Parameters<typeof adapterWith>[1] = {},
  mode: 'auto-approve' | 'manual' = 'auto-approve',
): Promise<{ adapter: EvmAdapter; wallet: DevWalletProvider }> {
  const wallet = devWalletOn(stack.chains)
  const { adapter, connectorId } = adapterWith(wallet, options)
  await adapter.connect({ connectorId })
  wallet.approvals.setMode(mode)
  return { adapter, wallet }
}

/** Rejects the next wallet prompt and returns what the adapter call failed with. */
async function rejected(wallet: DevWalletProvider, call: Promise<unknown>): Promise<unknown> {
  wallet.approvals.reject((await wallet.approvals.nextPending()).id)
  return call.then(
    () => expect.fail('the call should have been refused'),
    (error: unknown) => error,
  )
}

describe('native balance', () => {
  it('reads the balance from the node, formatted in ETH', async () => {
    const { adapter } = await connected()
    const onChain = await reader.getBalance({ address: alice })
    const { balance, symbol } = await adapter.getBalance({
      address: alice,
      caipNetwork: stack.networks[0]!,
    })
    expect(symbol).toBe('ETH')
    expect(parseEther(balance)).toBe(onChain)
  })

  it('keeps it 30 s on the adapter clock, then reads again', async () => {
    const clock = createManualClock(1_000)
    const { adapter } = await connected({ clock })
    const caipNetwork = stack.networks[0]!
    const before = await adapter.getBalance({ address: alice, caipNetwork })
    // Someone outside the adapter pays alice: the cached value stays until it expires.
    const outsider = createWalletClient({
      account: privateKeyToAccount(chain.accounts[5]!.privateKey),
      chain: chain.chain,
      transport: http(chain.rpcUrl),
    })
    const hash = await outsider.sendTransaction({ to: alice, value: parseEther('2') })
    await reader.waitForTransactionReceipt({ hash })
    // SPEC §9: native balance cached 30 s.
    clock.advance(29_999)
    expect(await adapter.getBalance({ address: alice, caipNetwork })).toEqual(before)
    // Asked for a fresh read (an on-ramp credit arrived), it reads the node at once.
    const fresh = await adapter.getBalance({ address: alice, caipNetwork, fresh: true })
    expect(parseEther(fresh.balance) - parseEther(before.balance)).toBe(parseEther('2'))
    clock.advance(1)
    const after = await adapter.getBalance({ address: alice, caipNetwork })
    expect(parseEther(after.balance) - parseEther(before.balance)).toBe(parseEther('2'))
  })

  it('falls back to the next RPC URL when the first does not answer', async () => {
    const dead = 'http://127.0.0.1:9'
    const { adapter } = await connected({ rpcUrls: { 31337: [dead, chain.rpcUrl] } })
    const { balance } = await adapter.getBalance({ address: bob, caipNetwork: stack.networks[0]! })
    expect(parseEther(balance)).toBe(await reader.getBalance({ address: bob }))
    adapter.destroy()
  })

  it('refuses an address that is not one', async () => {
    const { adapter } = await connected()
    const error = await adapter
      .getBalance({ address: '0x1234', caipNetwork: stack.networks[0]! })
      .catch((e) => e)
    expect(isLatchkeyError(error, 'UNKNOWN_ERROR')).toBe(true)
  })
})

describe('send native', () => {
  it('sends through the wallet and the balances move on chain', async () => {
    const { adapter } = await connected()
    const [aliceBefore, bobBefore] = await Promise.all([
      reader.getBalance({ address: alice }),
      reader.getBalance({ address: bob }),
    ])
    const value = parseEther('1.5')
    const { hash } = await adapter.evm.sendTransaction({
      caipNetwork: stack.networks[0]!,
      from: alice,
      to: bob,
      value,
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await reader.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await reader.getBalance({ address: bob })).toBe(bobBefore + value)
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await reader.getBalance({ address: alice })).toBe(aliceBefore - value - fee)
  })

  it('estimates 21000 gas for a plain transfer and reads a gas price', async () => {
    const { adapter } = await connected()
    const caipNetwork = stack.networks[0]!
    const gas = await adapter.evm.estimateGas({ caipNetwork, from: alice, to: bob, value: 1n })
    expect(gas).toBe(21_000n)
    expect(await adapter.evm.getGasPrice({ caipNetwork })).toBeGreaterThan(0n)
  })

  it('a refusal changes no balance and no nonce', async () => {
    const { adapter, wallet } = await connected({}, 'manual')
    const nonce = await reader.getTransactionCount({ address: alice })
    const balances = await Promise.all(
      [alice, bob].map((address) => reader.getBalance({ address })),
    )
    const error = await rejected(
      wallet,
      adapter.evm.sendTransaction({
        caipNetwork: stack.networks[0]!,
        from: alice,
        to: bob,
        value: 1n,
      }),
    )
    expect((error as WalletRpcError).code).toBe(4001)
    expect(await reader.getTransactionCount({ address: alice })).toBe(nonce)
    expect(
      await Promise.all([alice, bob].map((address) => reader.getBalance({ address }))),
    ).toEqual(balances)
  })

  it('refuses a bad receiver before the wallet sees anything', async () => {
    const { adapter, wallet } = await connected({}, 'manual')
    const error = await adapter.evm
      .sendTransaction({ caipNetwork: stack.networks[0]!, from: alice, to: '0xnope', value: 1n })
      .catch((e) => e)
    expect(isLatchkeyError(error, 'INVALID_AMOUNT_AND_RECEIVER')).toBe(true)
    expect(error.message).toBe('Please enter a valid amount and receiver address')
    expect(wallet.approvals.pending).toHaveLength(0)
  })
})

describe('send ERC-20', () => {
  it.each(['erc20', 'usdt-style'] as const)('transfers a %s token', async (kind) => {
    const { address, decimals } = token(kind)
    const tusd = token('usdt-style').address
    const { adapter } = await connected({ usdtStyleTokens: { 31337: [tusd] } })
    const amount = parseUnits('12.5', decimals)
    const [aliceBefore, bobBefore] = await Promise.all([
      tokenBalance(reader, address, alice),
      tokenBalance(reader, address, bob),
    ])
    const { hash } = await adapter.evm.writeContract({
      caipNetwork: stack.networks[0]!,
      from: alice,
      contractAddress: address,
      functionName: 'transfer',
      args: [bob, amount],
    })
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await tokenBalance(reader, address, alice)).toBe(aliceBefore - amount)
    expect(await tokenBalance(reader, address, bob)).toBe(bobBefore + amount)
  })

  it('needs the USDT-type ABI for a token whose transfer returns nothing', async () => {
    const { address } = token('usdt-style')
    // Not told about TUSD: the standard ABI expects a bool, the simulation finds none.
    const { adapter, wallet } = await connected({}, 'manual')
    const nonce = await reader.getTransactionCount({ address: alice })
    const error = await adapter.evm
      .writeContract({
        caipNetwork: stack.networks[0]!,
        from: alice,
        contractAddress: address,
        functionName: 'transfer',
        args: [bob, 1n],
      })
      .catch((e) => e)
    expect(error.name).toBe('ContractFunctionExecutionError')
    expect(error.cause?.name).toBe('ContractFunctionZeroDataError')
    expect(wallet.approvals.pending).toHaveLength(0)
    expect(await reader.getTransactionCount({ address: alice })).toBe(nonce)
  })

  it('refuses a token transfer to a bad receiver before the wallet sees it', async () => {
    const { adapter, wallet } = await connected({}, 'manual')
    const error = await adapter.evm
      .writeContract({
        caipNetwork: stack.networks[0]!,
        from: alice,
        contractAddress: token('erc20').address,
        functionName: 'transfer',
        args: ['bob.eth', 1n],
      })
      .catch((e) => e)
    expect(isLatchkeyError(error, 'INVALID_AMOUNT_AND_RECEIVER')).toBe(true)
    expect(wallet.approvals.pending).toHaveLength(0)
  })

  it('a refused token transfer moves nothing', async () => {
    const { address } = token('erc20')
    const { adapter, wallet } = await connected({}, 'manual')
    const before = await tokenBalance(reader, address, alice)
    const nonce = await reader.getTransactionCount({ address: alice })
    const error = await rejected(
      wallet,
      adapter.evm.writeContract({
        caipNetwork: stack.networks[0]!,
        from: alice,
        contractAddress: address,
        functionName: 'transfer',
        args: [bob, 1n],
      }),
    )
    expect((error as WalletRpcError).code).toBe(4001)
    expect(await tokenBalance(reader, address, alice)).toBe(before)
    expect(await reader.getTransactionCount({ address: alice })).toBe(nonce)
  })
})

describe('signing', () => {
  it('signs a message with personal_sign', async () => {
    const { adapter } = await connected()
    const { signature } = await adapter.signMessage({ message: 'Latchkey says hi', address: alice })
    expect(await verifyMessage({ address: alice, message: 'Latchkey says hi', signature })).toBe(
      true,
    )
  })

  it('passes a refused signature on as 4001', async () => {
    const { adapter, wallet } = await connected({}, 'manual')
    const error = await rejected(wallet, adapter.signMessage({ message: 'no', address: alice }))
    expect((error as WalletRpcError).code).toBe(4001)
  })

  it('signs EIP-712 typed data with eth_signTypedData_v4', async () => {
    const { adapter } = await connected()
    const typedData = {
      domain: { name: 'Latchkey', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const { signature } = await adapter.evm.signTypedData({ address: alice, typedData })
    expect(await verifyTypedData({ address: alice, ...typedData, signature })).toBe(true)
    const fromJson = await adapter.evm.signTypedData({
      address: alice,
      typedData: JSON.stringify(typedData),
    })
    expect(fromJson.signature).toBe(signature)
  })
})

describe('wallet_sendCalls', () => {
  it.each([
    ['a to without 0x', [{ to: bobLater() }], 'calls[0].to'],
    [
      'data without 0x',
      [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', data: 'abcd' }],
      'calls[0].data',
    ],
    ['no calls', [], 'calls'],
  ])('refuses %s and sends nothing', async (_, calls, field) => {
    const { adapter, wallet } = await connected({}, 'manual')
    const nonce = await reader.getTransactionCount({ address: alice })
    const error = await adapter.evm
      .sendCalls({ caipNetwork: stack.networks[0]!, from: alice, calls: calls as never })
      .catch((e) => e)
    expect(isLatchkeyError(error, 'UNKNOWN_ERROR')).toBe(true)
    expect(error.details.field).toBe(field)
    expect(wallet.approvals.pending).toHaveLength(0)
    expect(await reader.getTransactionCount({ address: alice })).toBe(nonce)
  })

  it('sends a batch the wallet runs, and reads capabilities', async () => {
    const { adapter } = await connected()
    const before = await reader.getBalance({ address: bob })
    const { id } = await adapter.evm.sendCalls({
      caipNetwork: stack.networks[0]!,
      from: alice,
      calls: [
        { to: bob, value: 1_000n },
        { to: bob, value: 2_000n, data: '0x' },
      ],
    })
    expect(id).toMatch(/^0x[0-9a-f]+$/)
    await expect.poll(() => reader.getBalance({ address: bob })).toBe(before + 3_000n)
    const capabilities = await adapter.evm.getCapabilities({ address: alice })
    expect(typeof capabilities).toBe('object')
  })
})

/** Bob's address without its 0x, as a badly built call would carry it. */
function bobLater(): string {
  return '70997970C51812dc3A010C7d01b50e0d17dc79C8'
}
