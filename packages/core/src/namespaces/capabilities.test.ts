import { describe, expect, it } from 'vitest'
import {
  ACTIVITY_NAMESPACES,
  BALANCE_NAMESPACES,
  CONSTANTS,
  NAME_NAMESPACES,
  ONRAMP_NAMESPACES,
} from '../constants'
import type { CaipNetwork } from '../types/network'
import { namespaceProfile } from './index'

const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const
const having = (can: (namespace: (typeof NAMESPACES)[number]) => boolean) => NAMESPACES.filter(can)

describe('what a namespace can do, asked of its profile (SPEC §9, issue 34)', () => {
  it('names on eip155 only; balances and activity on eip155, solana and bip122; Buy on eip155 and solana', () => {
    expect(having((ns) => namespaceProfile(ns).names !== undefined)).toEqual(['eip155'])
    // bip122: the provider reads Bitcoin balances and history from Esplora (issue 21).
    expect(having((ns) => namespaceProfile(ns).balances)).toEqual(['eip155', 'solana', 'bip122'])
    expect(having((ns) => namespaceProfile(ns).activity)).toEqual(['eip155', 'solana', 'bip122'])
    expect(having((ns) => namespaceProfile(ns).onramp)).toEqual(['eip155', 'solana'])
  })

  it('registers a name under the EVM chain’s ENSIP-11 coin type (its id with the high bit set)', () => {
    const coinType = (id: number) =>
      namespaceProfile('eip155').names?.coinType({ id, chainNamespace: 'eip155' } as CaipNetwork)
    expect(coinType(10)).toBe(2147483658)
    expect(coinType(8453)).toBe(0x80002105)
  })

  it('draws an avatar from the address without a prefix all the namespace’s addresses share', () => {
    expect(
      namespaceProfile('eip155').addressBody('0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B'),
    ).toBe('Ab5801a7D398351b8bE11C439e05C5B3259aeC9B')
    expect(namespaceProfile('eip155').addressBody('0XAb58')).toBe('Ab58')
    const solana = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    expect(namespaceProfile('solana').addressBody(solana)).toBe(solana)
    const bitcoin = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
    expect(namespaceProfile('bip122').addressBody(bitcoin)).toBe(bitcoin)
    const polkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
    expect(namespaceProfile('polkadot').addressBody(polkadot)).toBe(polkadot)
  })

  it('keeps the public lists, derived from the profiles, with their SPEC §9 values', () => {
    expect(NAME_NAMESPACES).toEqual(['eip155'])
    expect(BALANCE_NAMESPACES).toEqual(['eip155', 'solana', 'bip122'])
    expect(ACTIVITY_NAMESPACES).toEqual(['eip155', 'solana', 'bip122'])
    expect(ONRAMP_NAMESPACES).toEqual(['eip155', 'solana'])
    expect(CONSTANTS.NAME_NAMESPACES).toBe(NAME_NAMESPACES)
    expect(CONSTANTS.ONRAMP_NAMESPACES).toBe(ONRAMP_NAMESPACES)
    expect(Object.isFrozen(BALANCE_NAMESPACES)).toBe(true)
  })

  it('lists what the profiles say: the written-out public lists agree with every profile', () => {
    expect(NAME_NAMESPACES).toEqual(having((ns) => !!namespaceProfile(ns).names))
    expect(BALANCE_NAMESPACES).toEqual(having((ns) => namespaceProfile(ns).balances))
    expect(ACTIVITY_NAMESPACES).toEqual(having((ns) => namespaceProfile(ns).activity))
    expect(ONRAMP_NAMESPACES).toEqual(having((ns) => namespaceProfile(ns).onramp))
  })
})
