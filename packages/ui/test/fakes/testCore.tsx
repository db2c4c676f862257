import {
  type AppKitCore,
  type AppKitOptions,
  type BlockchainApi,
  buildAppKitCore,
  type CoreContext,
  type Environment,
} from '@latchkey/controllers'
import { createManualClock, createMemoryStorage, type ManualClock } from '@latchkey/core'
import { act, render, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { AppKitModal } from '../../src/app/AppKitModal'
import { createFakeAdapter, type FakeAdapter } from './fakeAdapter'
import { createFakeRegistry } from './fakeRegistry'
import { ethereum, optimism, sepolia } from './networks'

export const DESKTOP: Environment = {
  isMobile: false,
  isTelegram: false,
  os: 'mac',
  url: 'https://app.test/',
  domain: 'app.test',
}

export interface TestCore {
  core: AppKitCore
  ctx: CoreContext
  clock: ManualClock
  evm: FakeAdapter
  registry: ReturnType<typeof createFakeRegistry>
}

/** A real core over the fake adapter and registry, on a manual clock, in memory. */
export function createTestCore(
  options: Partial<AppKitOptions> & { adapter?: FakeAdapter; api?: Partial<BlockchainApi> } = {},
): TestCore {
  const { adapter, api, ...rest } = options
  const clock = createManualClock(Date.UTC(2025, 5, 15, 12))
  const evm = adapter ?? createFakeAdapter()
  const registry = createFakeRegistry()
  const core = buildAppKitCore({
    projectId: 'test-project',
    networks: [ethereum, optimism, sepolia],
    adapters: [evm.adapter],
    clock,
    storage: createMemoryStorage(),
    environment: DESKTOP,
    logger: { error: () => {}, warn: () => {} },
    walletRegistry: registry.client,
    ...(api ? { blockchainApi: api as BlockchainApi } : {}),
    themeMode: 'light',
    ...rest,
  })
  return { core, ctx: core.controllers, clock, evm, registry }
}

/** Renders the modal unstyled into the test document and opens it on `view`, once it has loaded. */
export async function renderModal(t: TestCore, open: Parameters<AppKitCore['open']>[0] = {}) {
  const result = render(<AppKitModal controllers={t.ctx} root={null} />)
  await act(async () => {
    await t.core.open(open)
  })
  await viewLoaded()
  return result
}

/** Waits until the current view is drawn, not the placeholder of a view loading on demand. */
export async function viewLoaded() {
  await waitFor(() => expect(document.querySelector('.lk-view-body[aria-busy]')).toBeNull())
}

/** Lets promise chains settle inside act. */
export async function settle(rounds = 5) {
  await act(async () => {
    for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

/** Connects the fake injected wallet as a person approving it would. */
export async function connectWallet(t: TestCore) {
  await act(async () => {
    const connecting = t.ctx.connection.connect({
      connectorId: 'dev.latchkey.wallet',
      namespace: 'eip155',
    })
    t.evm.approve()
    await connecting
  })
  await settle()
}
