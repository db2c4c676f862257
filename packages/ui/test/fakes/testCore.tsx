import type { AppKitCore, BlockchainApi, Environment } from '@latchkey/controllers'
import * as Connection from '@latchkey/controllers/connection'
import {
  type TestCore as CoreOfTests,
  createTestCore as createCore,
  ethereum,
  optimism,
  sepolia,
  type TestCoreOptions,
} from '@latchkey/test-fakes'
import { act, render, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { AppKitModal } from '../../src/app/AppKitModal'
import { DEV_WALLET, fundAccount, PHONE_WALLET } from './devWallets'
import { createFakeRegistry } from './fakeRegistry'

export const DESKTOP: Environment = {
  isMobile: false,
  isTelegram: false,
  os: 'mac',
  url: 'https://app.test/',
  domain: 'app.test',
}

export interface TestCore extends CoreOfTests {
  registry: ReturnType<typeof createFakeRegistry>
}

/**
 * The controllers' test core as the views see it: one EVM adapter with the dev and phone wallets
 * (connects wait for `t.evm.approve()`), the fake registry, and the light theme.
 */
export function createTestCore(
  options: TestCoreOptions & { api?: Partial<BlockchainApi> } = {},
): TestCore {
  const { api, wallets, ...rest } = options
  const registry = createFakeRegistry()
  const t = createCore({
    without: ['solana', 'auth'],
    approval: 'manual',
    wallets: { evmWallet: DEV_WALLET, wcWallet: PHONE_WALLET, ...wallets },
    networks: [ethereum, optimism, sepolia],
    environment: DESKTOP,
    walletRegistry: registry.client,
    ...(api ? { blockchainApi: api as BlockchainApi } : {}),
    themeMode: 'light',
    ...rest,
  })
  fundAccount(t.ledger)
  return { ...t, registry }
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

/** Connects the dev wallet as a person approving it would. */
export async function connectWallet(t: TestCore) {
  await act(async () => {
    const connecting = Connection.connect(t.ctx, {
      connectorId: DEV_WALLET.id,
      namespace: 'eip155',
    })
    t.evm.approve()
    await connecting
  })
  await settle()
}
