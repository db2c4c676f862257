import { EVM_ADDRESS, EVM_OTHER, ethereum, optimism, solana } from '@latchkey/test-fakes'
import { snapshot, subscribe } from 'valtio/vanilla'
import { subscribeKey } from 'valtio/vanilla/utils'
import { describe, expect, it } from 'vitest'
import { createChainController } from './ChainController'

const EVM_ID = 'eip155:1'

function chainWithEvm() {
  const chain = createChainController()
  chain.initChain({
    namespace: 'eip155',
    caipNetworks: [ethereum, optimism, solana],
    defaultAccountType: 'eoa',
  })
  return chain
}

describe('chain state: an entry is replaced whole, never edited (issue 13)', () => {
  it('keeps only the namespace own networks, starting on the first', () => {
    const chain = chainWithEvm()
    const entry = chain.getChain('eip155')
    expect(entry?.caipNetworks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:10'])
    expect(entry?.requestedCaipNetworkIds).toEqual(['eip155:1', 'eip155:10'])
    expect(chain.state.activeCaipNetwork?.caipNetworkId).toBe(EVM_ID)
  })

  it('a change makes a new entry; one read before it still holds its own moment', () => {
    const chain = chainWithEvm()
    const before = chain.getChain('eip155')
    chain.setAddress('eip155', EVM_ADDRESS)
    const after = chain.getChain('eip155')
    expect(after).not.toBe(before)
    expect(before?.account.address).toBeUndefined()
    expect(after?.account.address).toBe(EVM_ADDRESS)
    expect(after?.account.caipAddress).toBe(`${EVM_ID}:${EVM_ADDRESS}`)
    expect(chain.state.activeCaipAddress).toBe(`${EVM_ID}:${EVM_ADDRESS}`)
  })

  it('tells a subscriber of the state once for each change', async () => {
    const chain = chainWithEvm()
    let calls = 0
    subscribe(chain.state, () => calls++, true)
    chain.setAccount('eip155', { balance: '1.5', balanceSymbol: 'ETH' })
    expect(calls).toBeGreaterThan(0)
    const seen = calls
    chain.setAccount('eip155', { balance: '2' })
    expect(calls).toBeGreaterThan(seen)
    expect(chain.getAccount('eip155')).toMatchObject({ balance: '2', balanceSymbol: 'ETH' })
  })

  it('hands readers entries, accounts and lists they cannot write', () => {
    const chain = chainWithEvm()
    chain.setAccount('eip155', {
      tokenBalance: [],
      allAccounts: [{ address: EVM_ADDRESS, type: 'eoa' }],
    })
    const snap = snapshot(chain.state)
    const entry = snap.chains.eip155 as NonNullable<typeof snap.chains.eip155>
    expect(() => {
      // @ts-expect-error read-only by type as well
      entry.account.address = EVM_OTHER
    }).toThrow(TypeError)
    expect(() => {
      // @ts-expect-error read-only by type as well
      entry.caipNetwork = undefined
    }).toThrow(TypeError)
    expect(() => (entry.account.allAccounts as unknown[]).push({})).toThrow(TypeError)
    expect(() => (entry.requestedCaipNetworkIds as string[]).push('eip155:42161')).toThrow(
      TypeError,
    )
    expect(() => {
      ;(snap.chains as Record<string, unknown>).solana = entry
    }).toThrow(TypeError)
    expect(chain.getAccount('eip155')?.address).toBeUndefined()
    expect(chain.getAccount('eip155')?.allAccounts).toHaveLength(1)
  })

  it('copies the lists it is handed: the caller may go on changing its own', () => {
    const chain = chainWithEvm()
    const balances = [{ symbol: 'USDC' }] as never[]
    chain.setAccount('eip155', { tokenBalance: balances })
    balances.push({ symbol: 'DAI' } as never)
    expect(chain.getAccount('eip155')?.tokenBalance).toHaveLength(1)
  })

  it('holds no window: the social popup lives with the login (issue 34, SPEC §3 socialWindow)', () => {
    const chain = chainWithEvm()
    expect(Object.keys(chain.getAccount('eip155') ?? {})).not.toContain('socialWindow')
  })

  it('a new network drops the token list, keeps the address and moves its CAIP-10 id', () => {
    const chain = chainWithEvm()
    chain.setAddress('eip155', EVM_ADDRESS)
    chain.setAccount('eip155', { tokenBalance: [{ symbol: 'USDC' }] as never[] })
    chain.setNetwork(optimism)
    expect(chain.getAccount('eip155')?.tokenBalance).toEqual([])
    expect(chain.getAccount('eip155')?.caipAddress).toBe(`eip155:10:${EVM_ADDRESS}`)
    expect(chain.state.activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it('removing a namespace leaves the others', () => {
    const chain = chainWithEvm()
    chain.initChain({
      namespace: 'solana',
      caipNetworks: [solana],
      defaultAccountType: 'eoa',
    })
    chain.removeChain('eip155')
    expect(chain.namespaces()).toEqual(['solana'])
    expect(chain.state.activeNamespace).toBe('solana')
  })
})

describe('the active network and address are derived, never stored (issue 34)', () => {
  function chainWithTwo() {
    const chain = chainWithEvm()
    chain.initChain({ namespace: 'solana', caipNetworks: [solana], defaultAccountType: 'eoa' })
    return chain
  }

  it('follow the active namespace and its entry at once', () => {
    const chain = chainWithTwo()
    expect(chain.state.activeNamespace).toBe('eip155')
    expect(chain.state.activeCaipAddress).toBeUndefined()
    chain.setAddress('eip155', EVM_ADDRESS)
    expect(chain.state.activeCaipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    chain.setActiveNamespace('solana')
    expect(chain.state.activeCaipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(chain.state.activeCaipAddress).toBeUndefined()
    chain.setActiveCaipNetwork(optimism)
    expect(chain.state.activeNamespace).toBe('eip155')
    expect(chain.state.activeCaipAddress).toBe(`eip155:10:${EVM_ADDRESS}`)
    chain.resetAccount('eip155')
    expect(chain.state.activeCaipAddress).toBeUndefined()
    expect(chain.state.activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
    chain.removeChain('eip155')
    expect(chain.state.activeCaipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    chain.removeChain('solana')
    expect(chain.state.activeNamespace).toBeUndefined()
    expect(chain.state.activeCaipNetwork).toBeUndefined()
  })

  it('are getters over the slice, not fields a writer keeps in step', () => {
    const chain = chainWithEvm()
    for (const key of ['activeCaipNetwork', 'activeCaipAddress'])
      expect(Object.getOwnPropertyDescriptor(chain.state, key)).toMatchObject({
        get: expect.any(Function),
        enumerable: true,
      })
  })

  it('a snapshot holds the values of its moment, as plain read-only fields', () => {
    const chain = chainWithEvm()
    const before = snapshot(chain.state)
    chain.setAddress('eip155', EVM_ADDRESS)
    const after = snapshot(chain.state)
    expect(before.activeCaipAddress).toBeUndefined()
    expect(after.activeCaipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(after.activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(Object.getOwnPropertyDescriptor(after, 'activeCaipAddress')?.value).toBe(
      `eip155:1:${EVM_ADDRESS}`,
    )
    expect(JSON.parse(JSON.stringify(after)).activeCaipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(snapshot(chain.state)).toBe(after)
  })

  it('a subscriber hears them change: with the namespace, the network and the account', async () => {
    const chain = chainWithTwo()
    const heard: [string | undefined, string | undefined][] = []
    const stopSync = subscribe(
      chain.state,
      () =>
        heard.push([chain.state.activeCaipNetwork?.caipNetworkId, chain.state.activeCaipAddress]),
      true,
    )
    const addresses: (string | undefined)[] = []
    const stopKey = subscribeKey(chain.state, 'activeCaipAddress', (a) => addresses.push(a))
    chain.setAddress('eip155', EVM_ADDRESS)
    await Promise.resolve()
    expect(addresses).toEqual([`eip155:1:${EVM_ADDRESS}`])
    chain.setNetwork(optimism)
    chain.setActiveNamespace('solana')
    expect(heard).toEqual([
      ['eip155:1', `eip155:1:${EVM_ADDRESS}`],
      ['eip155:10', `eip155:10:${EVM_ADDRESS}`],
      [solana.caipNetworkId, undefined],
    ])
    await Promise.resolve()
    // One batch: the address moved to optimism's and then left with the namespace.
    expect(addresses).toEqual([`eip155:1:${EVM_ADDRESS}`, undefined])
    chain.setActiveNamespace('eip155')
    await Promise.resolve()
    expect(addresses).toEqual([`eip155:1:${EVM_ADDRESS}`, undefined, `eip155:10:${EVM_ADDRESS}`])
    stopSync()
    stopKey()
  })
})
