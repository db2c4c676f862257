import type { AdapterSetup } from '@latchkey/adapter-kit'
import { createManualClock } from '@latchkey/core'
import { ethereum, optimism, solana } from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { joinSharedSession } from '../src'
import { createFakeUniversalProvider } from './fakeUniversalProvider'

/** What the core hands every adapter: one `shared` slot per core. */
function coreSetup(fake: ReturnType<typeof createFakeUniversalProvider>) {
  const shared = new Map<string, unknown>()
  return (networks: AdapterSetup['networks']): AdapterSetup => ({
    networks,
    projectId: 'p',
    metadata: { name: 'n', description: '', url: 'http://127.0.0.1', icons: [] },
    walletConnect: { relayUrl: 'ws://127.0.0.1:1/relay', loadProvider: fake.load },
    clock: createManualClock(0),
    shared<T>(key: string, make: () => T): T {
      if (!shared.has(key)) shared.set(key, make())
      return shared.get(key) as T
    },
  })
}

describe("the core's one WalletConnect session, shared by its adapters (issue 11)", () => {
  it('asks for every joined namespace in one proposal and hands every adapter the same session', async () => {
    const fake = createFakeUniversalProvider()
    const setup = coreSetup(fake)
    const evm = joinSharedSession(setup([ethereum, optimism]), 'eip155')!
    const sol = joinSharedSession(setup([solana]), 'solana')!
    expect(sol.session).toBe(evm.session)
    expect(evm.namespaces()).toEqual(['eip155', 'solana'])
    void evm.session.pair(() => {})
    await vi.waitFor(() => expect(fake.proposals).toHaveLength(1))
    expect(Object.keys(fake.proposals[0] ?? {})).toEqual(['eip155', 'solana'])
    expect(fake.proposals[0]?.eip155?.chains).toEqual(['eip155:1', 'eip155:10'])
  })

  it('drops a namespace that leaves from the connector and the next proposal', async () => {
    const fake = createFakeUniversalProvider()
    const setup = coreSetup(fake)
    const evm = joinSharedSession(setup([ethereum]), 'eip155')!
    const sol = joinSharedSession(setup([solana]), 'solana')!
    const changes = vi.fn()
    evm.onNamespaces(changes)
    sol.release()
    sol.release()
    expect(changes).toHaveBeenCalledTimes(1)
    expect(evm.namespaces()).toEqual(['eip155'])
    void evm.session.pair(() => {})
    await vi.waitFor(() => expect(fake.proposals).toHaveLength(1))
    expect(Object.keys(fake.proposals[0] ?? {})).toEqual(['eip155'])
  })

  it('shuts the session down when the last adapter leaves, and loads it again for a new one', async () => {
    const fake = createFakeUniversalProvider()
    const setup = coreSetup(fake)
    const evm = joinSharedSession(setup([ethereum]), 'eip155')!
    const shutDown = vi.spyOn(evm.session, 'shutDown')
    await evm.session.getUniversalProvider()
    expect(fake.inits).toBe(1)
    evm.release()
    expect(shutDown).toHaveBeenCalledTimes(1)
    const again = joinSharedSession(setup([ethereum]), 'eip155')!
    await again.session.getUniversalProvider()
    expect(fake.inits).toBe(2)
  })

  it('is not made when WalletConnect is off (no relay)', () => {
    const fake = createFakeUniversalProvider()
    const setup = { ...coreSetup(fake)([ethereum]), walletConnect: undefined }
    expect(joinSharedSession(setup, 'eip155')).toBeUndefined()
  })
})
