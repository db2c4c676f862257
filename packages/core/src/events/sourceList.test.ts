import { describe, expect, it } from 'vitest'
import { createManualClock } from '../time/clock'
import { createSourceList, type ItemSource, waitForItem } from './sourceList'

interface Item {
  id: string
  from: string
}

/** A source whose list the test publishes by hand. */
function manual(id: string) {
  let publish: ((items: Item[]) => void) | undefined
  let stopped = 0
  const source: ItemSource<Item> = {
    id,
    start(next) {
      publish = next
      return () => {
        stopped++
      }
    },
  }
  return {
    source,
    publish: (...ids: string[]) => publish?.(ids.map((item) => ({ id: item, from: id }))),
    stopped: () => stopped,
  }
}

describe('source lists (the adapters’ connector discovery)', () => {
  it('merges sources in their order; an id seen twice keeps its first entry', () => {
    const [a, b] = [manual('a'), manual('b')]
    const list = createSourceList([a.source, b.source])
    const seen: string[][] = []
    list.subscribe((items) => seen.push(items.map((i) => `${i.from}:${i.id}`)))
    list.start()
    b.publish('x', 'y')
    a.publish('y')
    expect(seen.at(-1)).toEqual(['a:y', 'b:x'])
    expect(list.get('y')?.from).toBe('a')
  })

  it('starts a source added later at once, and stops every source', () => {
    const [a, b] = [manual('a'), manual('b')]
    const list = createSourceList([a.source])
    list.start()
    list.add(b.source)
    b.publish('late')
    expect(list.all().map((i) => i.id)).toEqual(['late'])
    list.stop()
    expect([a.stopped(), b.stopped()]).toEqual([1, 1])
    expect(list.all()).toEqual([])
  })

  it('waits for an item that comes within the time, and gives up after it', async () => {
    const clock = createManualClock(0)
    const a = manual('a')
    const list = createSourceList([a.source])
    const coming = waitForItem(list, 'w', clock, 1000)
    a.publish('w')
    expect(await coming).toMatchObject({ id: 'w' })
    const never = waitForItem(list, 'gone', clock, 1000)
    clock.advance(1000)
    expect(await never).toBeUndefined()
  })
})
