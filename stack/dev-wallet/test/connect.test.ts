import { type LocalChain, startLocalChain } from '@latchkey/local-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApprovalRequest } from '../src/index'
import { clientsFor, expectRpcError, recordEvents, walletOn } from './fixtures'

let chain: LocalChain
beforeAll(async () => {
  chain = await startLocalChain({ deployTokens: false })
})
afterAll(() => chain?.stop())

describe('connecting', () => {
  it('exposes no accounts until the user approves eth_requestAccounts', async () => {
    const provider = walletOn([chain], { mode: 'manual' })
    const events = recordEvents(provider)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')

    const answer = provider.request({ method: 'eth_requestAccounts' })
    const pending = await provider.approvals.nextPending()
    expect(pending).toMatchObject({
      kind: 'connect',
      method: 'eth_requestAccounts',
      chainId: 31337,
    })
    expect(pending.summary).toBe('Connect 3 accounts to this site')
    expect(events).toEqual([])
    provider.approvals.approve(pending.id)

    const addresses = chain.accounts.slice(0, 3).map((a) => a.address)
    expect(await answer).toEqual(addresses)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(addresses)
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', addresses],
    ])
    expect(provider.approvals.pending).toEqual([])
    // Already connected: no second prompt.
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual(addresses)
    expect(provider.approvals.pending).toEqual([])
  })

  it('rejects with 4001 and stays disconnected when the user declines', async () => {
    const provider = walletOn([chain], { mode: 'manual' })
    const events = recordEvents(provider)
    const answer = provider.request({ method: 'eth_requestAccounts' })
    await provider.approvals.nextPending()
    provider.approvals.rejectNext()
    await expectRpcError(answer, 4001, 'User rejected the request.')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(provider.getState().connected).toBe(false)
    expect(events).toEqual([])
  })

  it('lets an approve callback decide, and treats a throwing callback as a rejection', async () => {
    const seen: ApprovalRequest[] = []
    let verdict: boolean | Error = false
    const provider = walletOn([chain], {
      approve: (request) => {
        seen.push(request)
        if (verdict instanceof Error) throw verdict
        return verdict
      },
    })
    await expectRpcError(provider.request({ method: 'eth_requestAccounts' }), 4001)
    verdict = new Error('panel crashed')
    await expectRpcError(provider.request({ method: 'eth_requestAccounts' }), 4001)
    verdict = true
    expect(await provider.request({ method: 'eth_requestAccounts' })).toHaveLength(3)
    expect(seen.map((r) => r.kind)).toEqual(['connect', 'connect', 'connect'])
  })

  it('notifies pending-list subscribers as requests arrive and get decided', async () => {
    const provider = walletOn([chain], { mode: 'manual' })
    const lengths: number[] = []
    const unsubscribe = provider.approvals.subscribe((pending) => lengths.push(pending.length))
    const first = provider.request({ method: 'eth_requestAccounts' })
    const second = provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(provider.approvals.pending.map((r) => r.method)).toEqual([
      'eth_requestAccounts',
      'wallet_requestPermissions',
    ])
    provider.approvals.approveNext()
    provider.approvals.approveNext()
    await first
    const permissions = (await second) as {
      parentCapability: string
      caveats: { value: string[] }[]
    }[]
    expect(permissions[0]?.parentCapability).toBe('eth_accounts')
    expect(permissions[0]?.caveats[0]?.value).toHaveLength(3)
    unsubscribe()
    expect(lengths).toEqual([0, 1, 2, 1, 0])
    expect(() => provider.approvals.approveNext()).toThrow(
      'No pending dev-wallet request to approve',
    )
    expect(() => provider.approvals.reject('req-99')).toThrow(
      'No pending dev-wallet request with id req-99',
    )
  })

  it('disconnects on wallet_revokePermissions', async () => {
    const provider = walletOn([chain])
    await provider.request({ method: 'eth_requestAccounts' })
    const events = recordEvents(provider)
    expect(
      await provider.request({
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      }),
    ).toBeNull()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([])
    expect(events.map(([name]) => name)).toEqual(['accountsChanged', 'disconnect'])
    expect(events[0]?.[1]).toEqual([])
    expect(events[1]?.[1]).toMatchObject({ name: 'ProviderRpcError', code: 4900 })
    await expectRpcError(
      provider.request({ method: 'personal_sign', params: ['0x68', chain.accounts[0]!.address] }),
      4100,
    )
  })

  it('selects another account and reports it first', async () => {
    const provider = walletOn([chain])
    await provider.request({ method: 'eth_requestAccounts' })
    const events = recordEvents(provider)
    const third = chain.accounts[2]!.address
    provider.selectAccount(third)
    const accounts = (await provider.request({ method: 'eth_accounts' })) as string[]
    expect(accounts[0]).toBe(third)
    expect(events).toEqual([['accountsChanged', accounts]])
    expect(() => provider.selectAccount(chain.accounts[7]!.address)).toThrow(/not an account/)
  })
})

describe('method handling', () => {
  it('answers unknown and node-mutating methods with 4200', async () => {
    const provider = walletOn([chain])
    await expectRpcError(provider.request({ method: 'eth_sign', params: [] }), 4200, /eth_sign/)
    await expectRpcError(provider.request({ method: 'anvil_setBalance', params: [] }), 4200)
    await expectRpcError(provider.request({ method: 'wallet_fly' }), 4200)
  })

  it('rejects params that are not an array', async () => {
    const provider = walletOn([chain])
    await expectRpcError(provider.request({ method: 'eth_getBalance', params: {} }), -32602)
  })

  it('passes read-only methods to the node of the current chain', async () => {
    const provider = walletOn([chain])
    const { node } = clientsFor(chain, provider)
    const address = chain.accounts[8]!.address
    expect(await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] })).toBe(
      `0x${(await node.getBalance({ address })).toString(16)}`,
    )
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe(
      `0x${(await node.getBlockNumber()).toString(16)}`,
    )
    expect(await provider.request({ method: 'net_version' })).toBe('31337')
    // A node error keeps the node's code.
    await expectRpcError(provider.request({ method: 'eth_getBalance', params: ['0x12'] }), -32602)
  })
})
