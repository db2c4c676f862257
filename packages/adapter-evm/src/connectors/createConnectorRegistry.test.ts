import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../provider/Eip1193Provider'
import { createConnectorRegistry } from './createConnectorRegistry'
import type { ConnectorSource, ConnectorSourceContext, EvmConnector } from './EvmConnector'

const provider = (): Eip1193Provider => ({ request: async () => null })

function connector(id: string, shared?: Eip1193Provider): EvmConnector {
  const own = shared ?? provider()
  return { id, name: id, type: 'EXTERNAL', provider: own, getProvider: () => own }
}

/** A source whose publications the test drives by hand. */
function manualSource(id: string) {
  let context: ConnectorSourceContext | undefined
  let stopped = 0
  const source: ConnectorSource = {
    id,
    start(ctx) {
      context = ctx
      return () => {
        stopped++
      }
    },
  }
  return {
    source,
    publish: (list: EvmConnector[]) => context?.publish(list),
    stopped: () => stopped,
  }
}

describe('connector registry', () => {
  it('starts sources once, merges in order and drops repeated ids and providers', () => {
    const a = manualSource('a')
    const b = manualSource('b')
    const registry = createConnectorRegistry([a.source, b.source], () => undefined)
    const seen: string[][] = []
    registry.subscribe((list) => seen.push(list.map((c) => c.id)))
    registry.start()
    registry.start()
    const shared = provider()
    b.publish([connector('x'), connector('late', shared)])
    a.publish([connector('x'), connector('first', shared)])
    expect(registry.list().map((c) => c.id)).toEqual(['x', 'first'])
    expect(seen).toEqual([
      ['x', 'late'],
      ['x', 'first'],
    ])
  })

  it('merges what sources publish while starting once, into one list and one notice', () => {
    const eager = (id: string): ConnectorSource => ({
      id,
      start({ publish }) {
        publish([connector(`${id}-1`)])
        publish([connector(`${id}-1`), connector(`${id}-2`)])
        return () => {}
      },
    })
    const registry = createConnectorRegistry([eager('a'), eager('b')], () => undefined)
    const seen: string[][] = []
    registry.subscribe((list) => seen.push(list.map((c) => c.id)))
    registry.start()
    expect(seen).toEqual([['a-1', 'a-2', 'b-1', 'b-2']])
    expect(registry.list().map((c) => c.id)).toEqual(['a-1', 'a-2', 'b-1', 'b-2'])
  })

  it('notifies nobody when no source found anything at start', () => {
    const registry = createConnectorRegistry([manualSource('a').source], () => undefined)
    const seen: unknown[] = []
    registry.subscribe((list) => seen.push(list))
    registry.start()
    expect(seen).toEqual([])
  })

  it('plugs in a source later and starts it at once when running', () => {
    const registry = createConnectorRegistry([], () => undefined)
    registry.start()
    const later = manualSource('walletConnect')
    registry.addSource(later.source)
    later.publish([connector('walletConnect')])
    expect(registry.get('walletConnect')?.id).toBe('walletConnect')
  })

  it('stops every source and ignores what they publish afterwards', () => {
    const a = manualSource('a')
    const registry = createConnectorRegistry([a.source], () => undefined)
    registry.start()
    a.publish([connector('x')])
    registry.stop()
    expect(a.stopped()).toBe(1)
    expect(registry.list()).toEqual([])
    a.publish([connector('y')])
    expect(registry.list()).toEqual([])
  })
})
