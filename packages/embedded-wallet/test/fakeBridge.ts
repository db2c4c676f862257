import { vi } from 'vitest'
import type { FrameBridge } from '../src/bridge/createFrameBridge'
import type { AppMessageName } from '../src/protocol/messages'

/** A bridge that answers from a table and records what it was asked. */
export function fakeBridge(answers: Partial<Record<AppMessageName, unknown>>) {
  const asked: { name: AppMessageName; payload: unknown }[] = []
  const bridge = {
    load: async () => {},
    usePendingRequests: vi.fn(),
    request: vi.fn(async (name: AppMessageName, payload?: unknown) => {
      asked.push({ name, payload })
      const answer = answers[name]
      if (answer instanceof Error) throw answer
      return answer ?? {}
    }),
  }
  return { bridge: bridge as unknown as FrameBridge, asked }
}

export function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}
