import { LOCAL_CHAIN_IDS, type LocalChain, startLocalChain } from '@latchkey/local-chain'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectRpcError, recordEvents, walletOn } from './fixtures'

let a: LocalChain
let b: LocalChain
beforeAll(async () => {
  ;[a, b] = await Promise.all([
    startLocalChain({ chainId: LOCAL_CHAIN_IDS.primary, deployTokens: false }),
    startLocalChain({ chainId: LOCAL_CHAIN_IDS.secondary, deployTokens: false }),
  ])
})
afterAll(() => Promise.all([a?.stop(), b?.stop()]))

const balanceOn = (chain: LocalChain, address: `0x${string}`) =>
  createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) }).getBalance({ address })

const addParams = (overrides: Record<string, unknown> = {}) => ({
  chainId: '0x7a6a',
  chainName: 'Latchkey Devnet B',
  rpcUrls: [b.rpcUrl],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockExplorerUrls: null,
  ...overrides,
})

describe('wallet_switchEthereumChain', () => {
  it('switches between 31337 and 31338, emits chainChanged and sends on the new chain', async () => {
    const provider = walletOn([a, b])
    const [from] = (await provider.request({ method: 'eth_requestAccounts' })) as `0x${string}`[]
    const events = recordEvents(provider)
    expect(
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a6a' }],
      }),
    ).toBeNull()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(events).toEqual([['chainChanged', '0x7a6a']])

    const to = a.accounts[9]!.address
    const [onA, onB] = [await balanceOn(a, to), await balanceOn(b, to)]
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: '0x64' }],
    })
    const receipt = await createPublicClient({
      transport: http(b.rpcUrl),
    }).waitForTransactionReceipt({
      hash: hash as `0x${string}`,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    expect([await balanceOn(a, to), await balanceOn(b, to)]).toEqual([onA, onB + 100n])

    // Switching to the current chain changes nothing and emits nothing.
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    })
    expect(events).toEqual([
      ['chainChanged', '0x7a6a'],
      ['chainChanged', '0x7a69'],
    ])
  })

  it('answers 4902 for an unknown chain and -32602 for a malformed id', async () => {
    const provider = walletOn([a, b])
    await expectRpcError(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
      4902,
      'Unrecognized chain ID "0x1"',
    )
    await expectRpcError(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 31338 }] }),
      -32602,
    )
    await expectRpcError(
      provider.request({ method: 'wallet_switchEthereumChain', params: [] }),
      -32602,
    )
  })

  it('stays on its chain when the user rejects the switch', async () => {
    const provider = walletOn([a, b], { mode: 'manual' })
    const events = recordEvents(provider)
    const answer = provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    const pending = await provider.approvals.nextPending()
    expect(pending).toMatchObject({
      kind: 'switch-chain',
      summary: 'Switch to Latchkey Devnet B (31338)',
    })
    provider.approvals.rejectNext()
    await expectRpcError(answer, 4001)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(events).toEqual([])
  })
})

describe('wallet_addEthereumChain', () => {
  it.each([
    ['a decimal chain id', { chainId: '31338' }, /chainId must be a 0x-prefixed/],
    ['a chain id with leading zeros', { chainId: '0x07a6a' }, /without leading zeros/],
    ['no rpcUrls', { rpcUrls: [] }, /rpcUrls must be a non-empty array/],
    ['a non-http rpc url', { rpcUrls: ['ws://127.0.0.1:1'] }, /rpcUrls must be a non-empty array/],
    ['no native currency', { nativeCurrency: undefined }, /nativeCurrency/],
    [
      'a one-letter symbol',
      { nativeCurrency: { name: 'Ether', symbol: 'E', decimals: 18 } },
      /symbol/,
    ],
    [
      'fractional decimals',
      { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 1.5 } },
      /decimals/,
    ],
    ['an empty name', { chainName: ' ' }, /chainName/],
    ['a bad explorer url', { blockExplorerUrls: ['explorer'] }, /blockExplorerUrls/],
  ])('refuses %s without asking or changing anything', async (_, overrides, message) => {
    const provider = walletOn([a], { mode: 'manual' })
    await expectRpcError(
      provider.request({ method: 'wallet_addEthereumChain', params: [addParams(overrides)] }),
      -32602,
      message,
    )
    expect(provider.approvals.pending).toEqual([])
    expect(provider.getState().chains.map((c) => c.id)).toEqual([31337])
  })

  it('refuses an RPC URL that serves another chain or none, without asking', async () => {
    const provider = walletOn([a], { mode: 'manual' })
    const add = (rpcUrl: string) =>
      provider.request({
        method: 'wallet_addEthereumChain',
        params: [addParams({ rpcUrls: [rpcUrl] })],
      })
    await expectRpcError(
      add(a.rpcUrl),
      -32602,
      `The RPC URL ${a.rpcUrl} serves chain 31337, not 31338`,
    )
    await expectRpcError(
      add('http://127.0.0.1:9'),
      -32602,
      'Could not fetch the chain ID from http://127.0.0.1:9',
    )
    expect(provider.approvals.pending).toEqual([])
    expect(provider.getState().chains.map((c) => c.id)).toEqual([31337])
  })

  it('adds nothing when the user rejects', async () => {
    const provider = walletOn([a], { mode: 'manual' })
    const answer = provider.request({ method: 'wallet_addEthereumChain', params: [addParams()] })
    expect((await provider.approvals.nextPending()).kind).toBe('add-chain')
    provider.approvals.rejectNext()
    await expectRpcError(answer, 4001)
    expect(provider.getState()).toMatchObject({ chainId: 31337, chains: [{ id: 31337 }] })
    await expectRpcError(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
      4902,
    )
  })

  it('adds a valid chain, switches to it and reads from its node', async () => {
    const provider = walletOn([a])
    const events = recordEvents(provider)
    expect(
      await provider.request({ method: 'wallet_addEthereumChain', params: [addParams()] }),
    ).toBeNull()
    expect(events).toEqual([['chainChanged', '0x7a6a']])
    expect(provider.getState().chains.at(-1)).toEqual({
      id: 31338,
      name: 'Latchkey Devnet B',
      rpcUrl: b.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    })
    const richest = b.accounts[0]!.address
    expect(await provider.request({ method: 'eth_getBalance', params: [richest, 'latest'] })).toBe(
      `0x${(await balanceOn(b, richest)).toString(16)}`,
    )
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })
})
