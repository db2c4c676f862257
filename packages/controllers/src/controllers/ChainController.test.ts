import { EVM_ADDRESS, EVM_OTHER, ethereum, optimism, solana } from '@latchkey/test-fakes'
import { snapshot, subscribe } from 'valtio/vanilla'
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
