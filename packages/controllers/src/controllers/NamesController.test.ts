import { createMemoryStorage, type NameSuggestion } from '@latchkey/core'
import { DESKTOP, ethereum } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { buildContext } from '../core/buildContext'
import type { BlockchainApi } from '../core/Services'
import { createStore } from '../core/store'
import * as Names from './NamesController'
import * as Snack from './SnackController'

interface Call {
  name: string
  signal: AbortSignal
  answer: (suggestions: NameSuggestion[]) => void
  fail: (error: unknown) => void
}

/** A name service whose suggestion calls wait until the test answers them. */
function config() {
  const calls: Call[] = []
  const getEnsNameSuggestions = ({ name, signal }: { name: string; signal: AbortSignal }) =>
    new Promise<{ suggestions: NameSuggestion[] }>((resolve, reject) => {
      calls.push({ name, signal, answer: (suggestions) => resolve({ suggestions }), fail: reject })
    })
  const ctx = buildContext({
    networks: [ethereum],
    storage: createMemoryStorage(),
    environment: DESKTOP,
    blockchainApi: { getEnsNameSuggestions } as unknown as BlockchainApi,
  })
  return { ctx, calls }
}

const taken = (name: string) => ({ name, registered: true }) as NameSuggestion

describe('names as free functions over a store (issue 34)', () => {
  it('starts empty in the store’s own slice', () => {
    const config = { store: createStore() }
    expect(Names.state(config)).toEqual({
      query: '',
      suggestions: [],
      searching: false,
      loading: false,
      zone: undefined,
    })
    expect(config.store.names).toBe(Names.state(config))
  })

  it('a label’s full name is lower-case in the latchkey.id zone until the provider names its own', async () => {
    const fresh = { store: createStore() }
    expect(Names.fullName(fresh, 'Alice')).toBe('alice.latchkey.id')
    expect(Names.fullName(fresh, 'bob.latchkey.id')).toBe('bob.latchkey.id')
    const { ctx, calls } = config()
    const first = Names.getSuggestions(ctx, 'eve1')
    // An answer whose names are not `eve1.<domain>` tells no zone.
    calls[0]?.answer([taken('eve1-x'), taken('eve1.<b>'), taken('other.names.example.org')])
    await first
    expect(Names.fullName(ctx, 'eve1')).toBe('eve1.latchkey.id')
    const second = Names.getSuggestions(ctx, 'Eve2')
    calls[1]?.answer([taken('eve2.Names.Example.org'), taken('eve21.names.example.org')])
    await second
    expect(Names.state(ctx).zone).toBe('names.example.org')
    expect(Names.fullName(ctx, 'Frank')).toBe('frank.names.example.org')
  })

  it('a later request aborts the earlier; only its answer is kept', async () => {
    const { ctx, calls } = config()
    const first = Names.getSuggestions(ctx, 'dave')
    const second = Names.getSuggestions(ctx, 'davey')
    expect(calls[0]?.signal.aborted).toBe(true)
    expect(calls[1]?.signal.aborted).toBe(false)
    expect(Names.state(ctx).searching).toBe(true)
    calls[1]?.answer([taken('davey.latchkey.id')])
    calls[0]?.answer([taken('dave.latchkey.id')])
    await expect(second).resolves.toEqual([taken('davey.latchkey.id')])
    await expect(first).resolves.toBeUndefined()
    expect(Names.state(ctx)).toMatchObject({ query: 'davey', searching: false })
  })

  it('each store keeps its own latest request', async () => {
    const a = config()
    const b = config()
    const fromA = Names.getSuggestions(a.ctx, 'alice')
    const fromB = Names.getSuggestions(b.ctx, 'bobby')
    expect(a.calls[0]?.signal.aborted).toBe(false)
    a.calls[0]?.answer([taken('alice.latchkey.id')])
    b.calls[0]?.answer([])
    await expect(fromA).resolves.toEqual([taken('alice.latchkey.id')])
    await expect(fromB).resolves.toEqual([])
    expect(Names.state(a.ctx).query).toBe('alice')
    expect(Names.state(b.ctx).query).toBe('bobby')
  })

  it('suggest shows a failure as the §8 toast and does not throw', async () => {
    const { ctx, calls } = config()
    const pending = Names.suggest(ctx, 'dave')
    calls[0]?.fail(new Error('offline'))
    await expect(pending).resolves.toBeUndefined()
    expect(Snack.state(ctx)).toMatchObject({
      open: true,
      variant: 'error',
      message: { code: 'ERROR_FETCHING_NAME_SUGGESTIONS' },
    })
    expect(Names.state(ctx)).toMatchObject({ query: 'dave', suggestions: [], searching: false })
  })
})
