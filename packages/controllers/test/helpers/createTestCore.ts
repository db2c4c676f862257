import {
  BlockchainApiClient,
  createManualClock,
  createMemoryStorage,
  type KeyValueStorage,
  type ManualClock,
} from '@latchkey/core'
import { vi } from 'vitest'
import { type AppKitCore, type AppKitOptions, buildAppKitCore, type Environment } from '../../src'
import { createTestAdapter, type TestAdapter } from '../adapter/createTestAdapter'
import { createLedger, type Ledger } from '../adapter/ledger'
import { createTestWallet, type TestWallet } from '../adapter/testWallet'
import { ethereum, optimism, sepolia, solana } from './networks'
import { ANALYTICS_URL, API_URL, type Provider, REGISTRY_URL } from './provider'

export const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'
export const EVM_OTHER = '0x2222222222222222222222222222222222222222'
export const EVM_RECEIVER = '0x3333333333333333333333333333333333333333'
export const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
export const SOL_RECEIVER = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'
export const LUSD = '0x4444444444444444444444444444444444444444'
/** 15 June 2025, noon UTC. */
export const START = Date.UTC(2025, 5, 15, 12)

export const DESKTOP: Environment = {
  isMobile: false,
  isTelegram: false,
  os: 'mac',
  url: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1',
}

export interface TestCoreOptions extends Partial<AppKitOptions> {
  provider?: Provider
  /** Leave the eip155 / solana adapter out. */
  without?: ('eip155' | 'solana')[]
  ledger?: Ledger
  /** Wallets that still hold a session from an earlier page load. */
  persistedWallets?: string[]
  /** Runs on the wallets before the core exists (what they do while the page loads). */
  prepare?: (wallets: {
    evmWallet: TestWallet
    wcWallet: TestWallet
    solWallet: TestWallet
  }) => void
}

export interface TestCore {
  core: AppKitCore
  ctx: AppKitCore['controllers']
  clock: ManualClock
  storage: KeyValueStorage
  ledger: Ledger
  evm: TestAdapter
  sol: TestAdapter
  evmWallet: TestWallet
  wcWallet: TestWallet
  authWallet: TestWallet
  solWallet: TestWallet
  logger: { error: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn> }
}

/** A core over the test adapters and the in-memory provider, on a manual clock. */
export function createTestCore(options: TestCoreOptions = {}): TestCore {
  const {
    provider,
    without = [],
    ledger = createLedger(),
    persistedWallets = [],
    prepare,
    ...appOptions
  } = options
  const clock = (appOptions.clock as ManualClock | undefined) ?? createManualClock(START)
  const storage = appOptions.storage ?? createMemoryStorage()
  if (provider) provider.ledger = ledger
  ledger.addToken('eip155:1', { address: LUSD, symbol: 'LUSD', name: 'Latchkey USD', decimals: 6 })

  const evmWallet = createTestWallet({
    id: 'io.latchkey.testwallet',
    name: 'Test Wallet',
    type: 'ANNOUNCED',
    namespace: 'eip155',
    accounts: [
      { address: EVM_ADDRESS, type: 'eoa' },
      { address: EVM_OTHER, type: 'eoa' },
    ],
    chainId: 1,
    rdns: 'io.latchkey.testwallet',
  })
  const wcWallet = createTestWallet({
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    namespace: 'eip155',
    chains: ['eip155', 'solana'],
    accounts: [{ address: EVM_OTHER, type: 'eoa' }],
    chainId: 1,
  })
  const authWallet = createTestWallet({
    id: 'auth',
    name: 'Email',
    type: 'AUTH',
    namespace: 'eip155',
    accounts: [{ address: EVM_ADDRESS, type: 'smartAccount' }],
    chainId: 1,
  })
  const solWallet = createTestWallet({
    id: 'sol.test.wallet',
    name: 'Sol Wallet',
    type: 'ANNOUNCED',
    namespace: 'solana',
    accounts: [{ address: SOL_ADDRESS, type: 'eoa' }],
    chainId: solana.id,
    rdns: 'sol.test.wallet',
  })
  const solWc = createTestWallet({
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    namespace: 'solana',
    chains: ['eip155', 'solana'],
    accounts: [{ address: SOL_ADDRESS, type: 'eoa' }],
    chainId: solana.id,
  })
  const evm = createTestAdapter({
    namespace: 'eip155',
    ledger,
    wallets: [evmWallet, wcWallet, authWallet],
  })
  const sol = createTestAdapter({ namespace: 'solana', ledger, wallets: [solWallet, solWc] })

  wcWallet.linked.push(solWc)
  solWc.linked.push(wcWallet)
  for (const w of [evmWallet, wcWallet, authWallet, solWallet, solWc])
    w.persisted = persistedWallets.includes(`${w.namespace}/${w.id}`)
  prepare?.({ evmWallet, wcWallet, solWallet })

  let core: AppKitCore | undefined
  const logger = { error: vi.fn(), warn: vi.fn() }
  core = buildAppKitCore({
    projectId: 'test-project',
    networks: [ethereum, optimism, sepolia, solana],
    adapters: [evm, sol].filter((a) => !without.includes(a.namespace as 'eip155' | 'solana')),
    clock,
    storage,
    environment: DESKTOP,
    logger,
    sdkVersion: 'latchkey-test',
    ...(provider
      ? {
          blockchainApi: new BlockchainApiClient({
            baseUrl: API_URL,
            projectId: appOptions.projectId ?? 'test-project',
            sdkType: 'latchkey',
            sdkVersion: 'latchkey-test',
            clock,
            retry: { attempts: 0 },
            getActiveCaipNetworkId: () =>
              core?.controllers.chain.state.activeCaipNetwork?.caipNetworkId,
          }),
          analyticsUrl: ANALYTICS_URL,
          walletRegistryUrl: REGISTRY_URL,
        }
      : {}),
    ...appOptions,
  })
  return {
    core,
    ctx: core.controllers,
    clock,
    storage,
    ledger,
    evm,
    sol,
    evmWallet,
    wcWallet,
    authWallet,
    solWallet,
    logger,
  }
}

/**
 * Lets the in-memory adapter's promise chains and valtio's notifications run: one turn after
 * every queued microtask, no timer. Requests to the provider are awaited with `provider.idle()`.
 */
export async function settle() {
  await new Promise((resolve) => setImmediate(resolve))
}

/** Connects the EVM test wallet through the core, as a user picking it in the list. */
export async function connectEvm(t: TestCore, connectorId = t.evmWallet.id) {
  await t.ctx.connection.connect({ connectorId, namespace: 'eip155' })
}

export { ethereum, optimism, sepolia, solana }
