import { EVM_ADDRESS, EVM_OTHER, ethereum, optimism, solana } from '@latchkey/test-fakes'
import { snapshot, subscribe } from 'valtio/vanilla'
import { subscribeKey } from 'valtio/vanilla/utils'
import { describe, expect, it } from 'vitest'
import { createStore } from '../core/store'
import * as Chain from './ChainController'

const EVM_ID = 'eip155:1'

function chainWithEvm() {
  const chain = { store: createStore() }
  Chain.initChain(chain, {
    namespace: 'eip155',
    caipNetworks: [ethereum, optimism, solana],
    defaultAccountType: 'eoa',
  })
  return chain
}

describe('chain state: an entry is replaced whole, never edited (issue 13)', () => {
  it('keeps only the namespace own networks, starting on the first', () => {
    const chain = chainWithEvm()
    const entry = Chain.getChain(chain, 'eip155')
    expect(entry?.caipNetworks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:10'])
    expect(entry?.requestedCaipNetworkIds).toEqual(['eip155:1', 'eip155:10'])
    expect(Chain.state(chain).activeCaipNetwork?.caipNetworkId).toBe(EVM_ID)
  })

  it('a change makes a new entry; one read before it still holds its own moment', () => {
    const chain = chainWithEvm()
    const before = Chain.getChain(chain, 'eip155')
    Chain.setAddress(chain, 'eip155', EVM_ADDRESS)
    const after = Chain.getChain(chain, 'eip155')
    expect(after).not.toBe(before)
    expect(before?.account.address).toBeUndefined()
    expect(after?.account.address).toBe(EVM_ADDRESS)
    expect(after?.account.caipAddress).toBe(`${EVM_ID}:${EVM_ADDRESS}`)
    expect(Chain.state(chain).activeCaipAddress).toBe(`${EVM_ID}:${EVM_ADDRESS}`)
  })

  it('tells a subscriber of the state once for each change', async () => {
    const chain = chainWithEvm()
    let calls = 0
    subscribe(Chain.state(chain), () => calls++, true)
    Chain.setAccount(chain, 'eip155', { balance: '1.5', balanceSymbol: 'ETH' })
    expect(calls).toBeGreaterThan(0)
    const seen = calls
    Chain.setAccount(chain, 'eip155', { balance: '2' })
    expect(calls).toBeGreaterThan(seen)
    expect(Chain.getAccount(chain, 'eip155')).toMatchObject({ balance: '2', balanceSymbol: 'ETH' })
  })

  it('hands readers entries, accounts and lists they cannot write', () => {
    const chain = chainWithEvm()
    Chain.setAccount(chain, 'eip155', {
      tokenBalance: [],
      allAccounts: [{ address: EVM_ADDRESS, type: 'eoa' }],
    })
    const snap = snapshot(Chain.state(chain))
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
    expect(Chain.getAccount(chain, 'eip155')?.address).toBeUndefined()
    expect(Chain.getAccount(chain, 'eip155')?.allAccounts).toHaveLength(1)
  })

  it('copies the lists it is handed: the caller may go on changing its own', () => {
    const chain = chainWithEvm()
    const balances = [{ symbol: 'USDC' }] as never[]
    Chain.setAccount(chain, 'eip155', { tokenBalance: balances })
    balances.push({ symbol: 'DAI' } as never)
    expect(Chain.getAccount(chain, 'eip155')?.tokenBalance).toHaveLength(1)
  })

  it('holds no window: the social popup lives with the login (issue 34, SPEC §3 socialWindow)', () => {
    const chain = chainWithEvm()
    expect(Object.keys(Chain.getAccount(chain, 'eip155') ?? {})).not.toContain('socialWindow')
  })

  it('a new network drops the token list, keeps the address and moves its CAIP-10 id', () => {
    const chain = chainWithEvm()
    Chain.setAddress(chain, 'eip155', EVM_ADDRESS)
    Chain.setAccount(chain, 'eip155', { tokenBalance: [{ symbol: 'USDC' }] as never[] })
    Chain.setNetwork(chain, optimism)
    expect(Chain.getAccount(chain, 'eip155')?.tokenBalance).toEqual([])
    expect(Chain.getAccount(chain, 'eip155')?.caipAddress).toBe(`eip155:10:${EVM_ADDRESS}`)
    expect(Chain.state(chain).activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it('removing a namespace leaves the others', () => {
    const chain = chainWithEvm()
    Chain.initChain(chain, {
      namespace: 'solana',
      caipNetworks: [solana],
      defaultAccountType: 'eoa',
    })
    Chain.removeChain(chain, 'eip155')
    expect(Chain.namespaces(chain)).toEqual(['solana'])
    expect(Chain.state(chain).activeNamespace).toBe('solana')
  })
})

describe('the active network and address are derived, never stored (issue 34)', () => {
  function chainWithTwo() {
    const chain = chainWithEvm()
    Chain.initChain(chain, {
      namespace: 'solana',
      caipNetworks: [solana],
      defaultAccountType: 'eoa',
    })
    return chain
  }

  it('follow the active namespace and its entry at once', () => {
    const chain = chainWithTwo()
    expect(Chain.state(chain).activeNamespace).toBe('eip155')
    expect(Chain.state(chain).activeCaipAddress).toBeUndefined()
    Chain.setAddress(chain, 'eip155', EVM_ADDRESS)
    expect(Chain.state(chain).activeCaipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    Chain.setActiveNamespace(chain, 'solana')
    expect(Chain.state(chain).activeCaipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(Chain.state(chain).activeCaipAddress).toBeUndefined()
    Chain.setActiveCaipNetwork(chain, optimism)
    expect(Chain.state(chain).activeNamespace).toBe('eip155')
    expect(Chain.state(chain).activeCaipAddress).toBe(`eip155:10:${EVM_ADDRESS}`)
    Chain.resetAccount(chain, 'eip155')
    expect(Chain.state(chain).activeCaipAddress).toBeUndefined()
    expect(Chain.state(chain).activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
    Chain.removeChain(chain, 'eip155')
    expect(Chain.state(chain).activeCaipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    Chain.removeChain(chain, 'solana')
    expect(Chain.state(chain).activeNamespace).toBeUndefined()
    expect(Chain.state(chain).activeCaipNetwork).toBeUndefined()
  })

  it('are getters over the slice, not fields a writer keeps in step', () => {
    const chain = chainWithEvm()
    for (const key of ['activeCaipNetwork', 'activeCaipAddress'])
      expect(Object.getOwnPropertyDescriptor(Chain.state(chain), key)).toMatchObject({
        get: expect.any(Function),
        enumerable: true,
      })
  })

  it('a snapshot holds the values of its moment, as plain read-only fields', () => {
    const chain = chainWithEvm()
    const before = snapshot(Chain.state(chain))
    Chain.setAddress(chain, 'eip155', EVM_ADDRESS)
    const after = snapshot(Chain.state(chain))
    expect(before.activeCaipAddress).toBeUndefined()
    expect(after.activeCaipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(after.activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(Object.getOwnPropertyDescriptor(after, 'activeCaipAddress')?.value).toBe(
      `eip155:1:${EVM_ADDRESS}`,
    )
    expect(JSON.parse(JSON.stringify(after)).activeCaipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(snapshot(Chain.state(chain))).toBe(after)
  })

  it('a subscriber hears them change: with the namespace, the network and the account', async () => {
    const chain = chainWithTwo()
    const heard: [string | undefined, string | undefined][] = []
    const stopSync = subscribe(
      Chain.state(chain),
      () =>
        heard.push([
          Chain.state(chain).activeCaipNetwork?.caipNetworkId,
          Chain.state(chain).activeCaipAddress,
        ]),
      true,
    )
    const addresses: (string | undefined)[] = []
    const stopKey = subscribeKey(Chain.state(chain), 'activeCaipAddress', (a) => addresses.push(a))
    Chain.setAddress(chain, 'eip155', EVM_ADDRESS)
    await Promise.resolve()
    expect(addresses).toEqual([`eip155:1:${EVM_ADDRESS}`])
    Chain.setNetwork(chain, optimism)
    Chain.setActiveNamespace(chain, 'solana')
    expect(heard).toEqual([
      ['eip155:1', `eip155:1:${EVM_ADDRESS}`],
      ['eip155:10', `eip155:10:${EVM_ADDRESS}`],
      [solana.caipNetworkId, undefined],
    ])
    await Promise.resolve()
    // One batch: the address moved to optimism's and then left with the namespace.
    expect(addresses).toEqual([`eip155:1:${EVM_ADDRESS}`, undefined])
    Chain.setActiveNamespace(chain, 'eip155')
    await Promise.resolve()
    expect(addresses).toEqual([`eip155:1:${EVM_ADDRESS}`, undefined, `eip155:10:${EVM_ADDRESS}`])
    stopSync()
    stopKey()
  })
})
