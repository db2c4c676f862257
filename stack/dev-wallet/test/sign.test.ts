import { type LocalChain, startLocalChain } from '@latchkey/local-chain'
import { verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientsFor, expectRpcError, walletOn } from './fixtures'

let chain: LocalChain
beforeAll(async () => {
  chain = await startLocalChain({ deployTokens: false })
})
afterAll(() => chain?.stop())

const typedData = (chainId: number) =>
  ({
    domain: {
      name: 'Latchkey Demo',
      version: '1',
      chainId,
      verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    },
    types: {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    message: {
      from: { name: 'Alice', wallet: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      to: { name: 'Bob', wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
      contents: 'Hello, Bob!',
    },
  }) as const

describe('personal_sign', () => {
  it('signs a message that viem verifies for the account', async () => {
    const provider = walletOn([chain])
    const { wallet } = clientsFor(chain, provider)
    const [address] = await wallet.requestAddresses()
    const signature = await wallet.signMessage({
      account: address!,
      message: 'Sign in to Latchkey',
    })
    expect(
      await verifyMessage({ address: address!, message: 'Sign in to Latchkey', signature }),
    ).toBe(true)
    expect(
      await verifyMessage({
        address: chain.accounts[1]!.address,
        message: 'Sign in to Latchkey',
        signature,
      }),
    ).toBe(false)
  })

  it('signs with the account named in the params, accepting the swapped order too', async () => {
    const provider = walletOn([chain])
    await provider.request({ method: 'eth_requestAccounts' })
    const second = chain.accounts[1]!.address
    const plain = (await provider.request({
      method: 'personal_sign',
      params: ['hello', second],
    })) as `0x${string}`
    const swapped = (await provider.request({
      method: 'personal_sign',
      params: [second, '0x68656c6c6f'],
    })) as `0x${string}`
    expect(swapped).toBe(plain)
    expect(await verifyMessage({ address: second, message: 'hello', signature: plain })).toBe(true)
  })

  it('shows the decoded message for approval and signs nothing on reject', async () => {
    const provider = walletOn([chain])
    await provider.request({ method: 'eth_requestAccounts' })
    provider.approvals.setMode('manual')
    const answer = provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', chain.accounts[0]!.address],
    })
    const pending = await provider.approvals.nextPending()
    expect(pending).toMatchObject({
      kind: 'sign-message',
      summary: 'Sign message: hello',
      account: chain.accounts[0]!.address,
    })
    provider.approvals.reject(pending.id)
    await expectRpcError(answer, 4001, 'User rejected the request.')
  })

  it('refuses accounts that are not connected, without asking', async () => {
    const provider = walletOn([chain], { mode: 'manual' })
    await expectRpcError(
      provider.request({ method: 'personal_sign', params: ['0x68', chain.accounts[0]!.address] }),
      4100,
    )
    provider.approvals.setMode('auto-approve')
    await provider.request({ method: 'eth_requestAccounts' })
    provider.approvals.setMode('manual')
    await expectRpcError(
      provider.request({ method: 'personal_sign', params: ['0x68', chain.accounts[5]!.address] }),
      4100,
    )
    await expectRpcError(
      provider.request({ method: 'personal_sign', params: ['0x68', 'bob'] }),
      -32602,
    )
    expect(provider.approvals.pending).toEqual([])
  })
})

describe('eth_signTypedData_v4', () => {
  it('signs EIP-712 data that viem verifies', async () => {
    const provider = walletOn([chain])
    const { wallet } = clientsFor(chain, provider)
    const [address] = await wallet.requestAddresses()
    const data = typedData(31337)
    const signature = await wallet.signTypedData({ account: address!, ...data })
    expect(await verifyTypedData({ address: address!, signature, ...data })).toBe(true)
  })

  it('refuses a domain for another chain and malformed data before asking', async () => {
    const provider = walletOn([chain])
    await provider.request({ method: 'eth_requestAccounts' })
    provider.approvals.setMode('manual')
    const address = chain.accounts[0]!.address
    await expectRpcError(
      provider.request({
        method: 'eth_signTypedData_v4',
        params: [address, JSON.stringify(typedData(1))],
      }),
      -32602,
      'must match the active chainId "31337"',
    )
    await expectRpcError(
      provider.request({ method: 'eth_signTypedData_v4', params: [address, '{not json'] }),
      -32602,
    )
    const broken = { ...typedData(31337), primaryType: 'Letter' }
    await expectRpcError(
      provider.request({
        method: 'eth_signTypedData_v4',
        params: [address, JSON.stringify(broken)],
      }),
      -32602,
      /not valid EIP-712/,
    )
    expect(provider.approvals.pending).toEqual([])
  })
})
