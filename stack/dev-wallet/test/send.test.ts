import {
  type LocalChain,
  standardTokenAbi,
  startLocalChain,
  usdtStyleAbi,
} from '@latchkey/local-chain'
import {
  decodeErrorResult,
  encodeFunctionData,
  erc20Abi,
  parseEther,
  parseTransaction,
  parseUnits,
  recoverTransactionAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientsFor, expectRpcError, walletOn } from './fixtures'

let chain: LocalChain
beforeAll(async () => {
  chain = await startLocalChain()
})
afterAll(() => chain?.stop())

const token = (symbol: string) => chain.tokens.find((t) => t.symbol === symbol)!

async function connected(
  index: number,
  { mode = 'auto-approve' as 'auto-approve' | 'manual', pollingInterval = 1000 } = {},
) {
  const provider = walletOn([chain], { pollingInterval }, 5)
  await provider.request({ method: 'eth_requestAccounts' })
  provider.approvals.setMode(mode)
  provider.selectAccount(chain.accounts[index]!.address)
  return { provider, ...clientsFor(chain, provider), address: chain.accounts[index]!.address }
}

describe('eth_sendTransaction', () => {
  it('signs locally, fills nonce, gas and fees, and moves native balance on chain', async () => {
    const { wallet, node, address } = await connected(1)
    const to = chain.accounts[7]!.address
    const [before, toBefore, nonce] = await Promise.all([
      node.getBalance({ address }),
      node.getBalance({ address: to }),
      node.getTransactionCount({ address }),
    ])
    const hash = await wallet.sendTransaction({ account: address, to, value: parseEther('1.25') })
    const receipt = await node.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await node.getBalance({ address: to })).toBe(toBefore + parseEther('1.25'))
    expect(await node.getBalance({ address })).toBe(
      before - parseEther('1.25') - receipt.gasUsed * receipt.effectiveGasPrice,
    )
    expect(await node.getTransactionCount({ address })).toBe(nonce + 1)
  })

  it('leaves balance and nonce untouched when the user rejects', async () => {
    const { provider, node, address } = await connected(2, { mode: 'manual' })
    const to = chain.accounts[7]!.address
    const [before, nonce] = [
      await node.getBalance({ address }),
      await node.getTransactionCount({ address }),
    ]
    const answer = provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to, value: '0xde0b6b3a7640000' }],
    })
    const pending = await provider.approvals.nextPending()
    expect(pending).toMatchObject({ kind: 'send-transaction', summary: `Send 1 ETH to ${to}` })
    provider.approvals.rejectNext()
    await expectRpcError(answer, 4001, 'User rejected the request.')
    await node.request({ method: 'evm_mine' } as never)
    expect(await node.getBalance({ address })).toBe(before)
    expect(await node.getTransactionCount({ address })).toBe(nonce)
    expect(await node.getTransactionCount({ address, blockTag: 'pending' })).toBe(nonce)
  })

  it('sends a USDT-style token transfer built from its ABI', async () => {
    const { wallet, node, address } = await connected(3)
    const tusd = token('TUSD')
    const to = chain.accounts[8]!.address
    const balance = (owner: `0x${string}`) =>
      node.readContract({
        address: tusd.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
    const [before, toBefore] = [await balance(address), await balance(to)]
    const hash = await wallet.writeContract({
      account: address,
      address: tusd.address,
      abi: usdtStyleAbi,
      functionName: 'transfer',
      args: [to, parseUnits('5', 6)],
    })
    expect((await node.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect([await balance(address), await balance(to)]).toEqual([
      before - 5_000_000n,
      toBefore + 5_000_000n,
    ])
  })

  it('refuses malformed transactions, foreign accounts and other chains before asking', async () => {
    const { provider, address } = await connected(1, { mode: 'manual' })
    const to = chain.accounts[7]!.address
    const send = (tx: Record<string, unknown>) =>
      provider.request({ method: 'eth_sendTransaction', params: [tx] })
    await expectRpcError(send({ from: address, to: 'nowhere' }), -32602, /to must be an address/)
    await expectRpcError(
      send({ from: address, to, value: '12' }),
      -32602,
      /value must be a 0x quantity/,
    )
    await expectRpcError(
      send({ from: address, to, data: '0xabc' }),
      -32602,
      /data must be 0x-prefixed hex bytes/,
    )
    await expectRpcError(send({ from: address, to, gasPrice: '0x1', maxFeePerGas: '0x1' }), -32602)
    await expectRpcError(
      send({ from: address, to, chainId: '0x1' }),
      -32602,
      /does not match the active chain/,
    )
    await expectRpcError(send({ from: chain.accounts[9]!.address, to }), 4100)
    expect(provider.approvals.pending).toEqual([])
  })

  it('reports a node failure with the node’s error after approval', async () => {
    const { provider, address } = await connected(1)
    await expectRpcError(
      provider.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: address,
            to: chain.accounts[7]!.address,
            value: '0xffffffffffffffffffffffffffff',
          },
        ],
      }),
      -32003,
    )
  })

  it('passes a reverting eth_call through with the node code and revert data', async () => {
    const { provider } = await connected(0)
    const data = encodeFunctionData({
      abi: standardTokenAbi,
      functionName: 'transfer',
      args: [chain.accounts[1]!.address, 1n],
    })
    const error = await provider
      .request({
        method: 'eth_call',
        params: [{ from: chain.accounts[9]!.address, to: token('LDAI').address, data }, 'latest'],
      })
      .catch((e: { code: number; data: `0x${string}` }) => e)
    expect(error).toMatchObject({ code: 3 })
    const decoded = decodeErrorResult({
      abi: standardTokenAbi,
      data: (error as { data: `0x${string}` }).data,
    })
    expect(decoded.errorName).toBe('ERC20InsufficientBalance')
  })

  it('signs without sending on eth_signTransaction', async () => {
    const { provider, node, address } = await connected(4)
    const nonce = await node.getTransactionCount({ address })
    const raw = (await provider.request({
      method: 'eth_signTransaction',
      params: [{ from: address, to: chain.accounts[7]!.address, value: '0x1' }],
    })) as `0x${string}`
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(address)
    expect(parseTransaction(raw)).toMatchObject({ chainId: 31337, nonce, value: 1n })
    expect(await node.getTransactionCount({ address, blockTag: 'pending' })).toBe(nonce)
  })
})

describe('EIP-5792 calls', () => {
  it('sends each call after one approval and reports receipts', async () => {
    const { provider, wallet, node, address } = await connected(2, { mode: 'manual' })
    const lusd = token('LUSD')
    const spender = chain.accounts[6]!.address
    const sent = wallet.sendCalls({
      account: address,
      calls: [
        { to: lusd.address, abi: standardTokenAbi, functionName: 'approve', args: [spender, 100n] },
        { to: chain.accounts[8]!.address, value: 1000n },
      ],
    })
    const pending = await provider.approvals.nextPending()
    expect(pending.kind).toBe('send-calls')
    expect(pending.summary).toMatch(/^2 calls: Call 0x5FbDB/)
    provider.approvals.approveNext()
    const { id } = await sent
    const status = await wallet.waitForCallsStatus({ id, pollingInterval: 50 })
    expect(status).toMatchObject({
      status: 'success',
      statusCode: 200,
      atomic: false,
      chainId: 31337,
    })
    expect(status.receipts).toHaveLength(2)
    expect(status.receipts?.every((r) => r.status === 'success')).toBe(true)
    expect(
      await node.readContract({
        address: lusd.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address, spender],
      }),
    ).toBe(100n)
  })

  it('answers capabilities per chain for a connected account', async () => {
    const { provider, address } = await connected(0)
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [address] })).toEqual(
      {
        '0x7a69': { atomic: { status: 'unsupported' } },
      },
    )
    await expectRpcError(
      provider.request({ method: 'wallet_getCapabilities', params: [chain.accounts[9]!.address] }),
      4100,
    )
  })

  it('validates calls, chain, atomicity and ids', async () => {
    const { provider, address } = await connected(0, { mode: 'manual' })
    const call = { to: chain.accounts[8]!.address, value: '0x1' }
    const send = (p: Record<string, unknown>) =>
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', from: address, chainId: '0x7a69', calls: [call], ...p }],
      })
    await expectRpcError(
      send({ calls: [{ to: 'abc' }] }),
      -32602,
      /calls\[0\]\.to must be a 0x address/,
    )
    await expectRpcError(
      send({ calls: [{ ...call, data: 'abc' }] }),
      -32602,
      /calls\[0\]\.data must start with 0x/,
    )
    await expectRpcError(send({ calls: [] }), -32602)
    await expectRpcError(send({ chainId: '0x1' }), 5710)
    await expectRpcError(send({ atomicRequired: true }), 5760)
    await expectRpcError(send({ capabilities: { paymasterService: {} } }), 5700)
    await expectRpcError(
      provider.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] }),
      5730,
    )
    expect(provider.approvals.pending).toEqual([])

    provider.approvals.setMode('auto-approve')
    expect(await send({ id: 'batch-1' })).toEqual({ id: 'batch-1' })
    await expectRpcError(send({ id: 'batch-1' }), 5720)
    expect(await send({ id: 'batch-2', version: '1.0' })).toBe('batch-2')
  })
})

describe('eth_subscribe', () => {
  it('emits newHeads as message events until unsubscribed', async () => {
    const { provider, node } = await connected(0, { pollingInterval: 50 })
    const messages: { type: string; data: { subscription: string; result: { number: string } } }[] =
      []
    provider.on('message', (m) => messages.push(m as never))
    const id = await provider.request({ method: 'eth_subscribe', params: ['newHeads'] })
    await node.request({ method: 'evm_mine' } as never)
    const mined = await node.getBlockNumber()
    await expect.poll(() => messages.length, { timeout: 5000 }).toBeGreaterThan(0)
    expect(messages[0]).toMatchObject({ type: 'eth_subscription', data: { subscription: id } })
    expect(BigInt(messages.at(-1)!.data.result.number)).toBe(mined)
    expect(await provider.request({ method: 'eth_unsubscribe', params: [id] })).toBe(true)
    expect(await provider.request({ method: 'eth_unsubscribe', params: [id] })).toBe(false)
    await expectRpcError(
      provider.request({ method: 'eth_subscribe', params: ['logs', {}] }),
      -32602,
    )
  })
})
