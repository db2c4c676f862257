import { buildAppKitCore } from '@latchkey/controllers'
import * as Connectors from '@latchkey/controllers/connectors'
import * as Modal from '@latchkey/controllers/modal'
import { createManualClock, createMemoryStorage } from '@latchkey/core'
import { DESKTOP, ethereum, START } from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { createFakeUniversalProvider } from './fakeUniversalProvider'

// Basic mode's code comes in a chunk of its own; the network may drop that request once.
const chunk = { failures: 0 }
const loadWalletConnect = () =>
  chunk.failures-- > 0
    ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    : import('../src/basic')

function basicCore() {
  const fake = createFakeUniversalProvider()
  const logger = { error: vi.fn(), warn: vi.fn() }
  const core = buildAppKitCore({
    loadWalletConnect,
    projectId: 'test-project',
    networks: [ethereum],
    walletConnect: { relayUrl: 'ws://127.0.0.1:1/relay', loadProvider: fake.load },
    clock: createManualClock(START),
    storage: createMemoryStorage(),
    environment: DESKTOP,
    logger,
  })
  return { core, logger }
}

describe('basic mode whose code failed to load', () => {
  it('tries the load again on the next open instead of failing for the life of the page', async () => {
    const { core } = basicCore()
    await core.ready
    chunk.failures = 1
    await expect(core.open()).rejects.toThrow('Failed to fetch')
    expect(Modal.state(core.controllers).open).toBe(false)
    await core.open()
    expect(Modal.state(core.controllers).open).toBe(true)
    expect(Connectors.getWalletConnectConnector(core.controllers)?.type).toBe('WALLET_CONNECT')
  })
})
