import {
  type AppKitCore,
  type AppKitOptions,
  buildAppKitCore,
  type Environment,
  lateControllers,
  provideLateControllers,
} from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import {
  BlockchainApiClient,
  createManualClock,
  createMemoryStorage,
  type KeyValueStorage,
  type ManualClock,
} from '@latchkey/core'
import { createTestAdapter, type TestAdapter } from './createTestAdapter'
import { createLedger, type Ledger } from './ledger'
import { ethereum, optimism, sepolia, solana } from './networks'
import { createTestWallet, type TestWallet, type TestWalletOptions } from './testWallet'

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

export type TestLogger = Pick<Console, 'error' | 'warn'>

/** A logger that keeps what it was told, so a test can read it without a mock library. */
export function createRecordingLogger() {
  const errors: unknown[][] = []
  const warnings: unknown[][] = []
  return {
    errors,
    warnings,
    error: (...args: unknown[]) => void errors.push(args),
    warn: (...args: unknown[]) => void warnings.push(args),
  }
}

/** An in-memory provider the test serves (over msw, say): its URLs and the ledger it reads. */
export interface TestProvider {
  apiUrl: string
  analyticsUrl: string
  registryUrl: string
  ledger?: Ledger
}

/** The eip155 wallets the core starts with; each can be given other options. */
export interface TestCoreWallets {
  evmWallet?: Partial<TestWalletOptions>
  wcWallet?: Partial<TestWalletOptions>
  authWallet?: Partial<TestWalletOptions>
}

export interface TestCoreOptions<L extends TestLogger = TestLogger>
  extends Partial<Omit<AppKitOptions, 'logger'>> {
  provider?: TestProvider
  /** Leave the eip155 / solana adapter, or the embedded wallet (auth), out. */
  without?: ('eip155' | 'solana' | 'auth')[]
  ledger?: Ledger
  /** Wallets that still hold a session from an earlier page load. */
  persistedWallets?: string[]
  /** Runs on the wallets before the core exists (what they do while the page loads). */
  prepare?: (wallets: {
    evmWallet: TestWallet
    wcWallet: TestWallet
    solWallet: TestWallet
  }) => void
  /** Options over the default eip155 wallets (ids, names, accounts, icons…). */
  wallets?: TestCoreWallets
  /** The embedded wallet's login serves solana too (its AUTH connector in both adapters). */
  solanaAuth?: boolean
  /** 'manual': connects wait for `evm.approve()` / `sol.approve()`. Default 'auto'. */
  approval?: 'auto' | 'manual'
  /** Default: a recording logger (`errors`, `warnings`). */
  logger?: L
}

export interface TestCore<L extends TestLogger = TestLogger> {
  core: AppKitCore
  ctx: AppKitCore['controllers']
  clock: ManualClock
  storage: KeyValueStorage
  ledger: Ledger
  evm: TestAdapter
  sol: TestAdapter
  evmWallet: TestWallet
  wcWallet: TestWallet
  /** The embedded wallet; no adapter serves it when left out (`without: ['auth']`). */
  authWallet: TestWallet
  solWallet: TestWallet
  /** The embedded login's solana side (served only with `solanaAuth`). */
  solAuth: TestWallet
  logger: L
}

/** A core over the test adapters (and an in-memory provider when given), on a manual clock. */
export function createTestCore<L extends TestLogger = ReturnType<typeof createRecordingLogger>>(
  options: TestCoreOptions<L> = {},
): TestCore<L> {
  const {
    provider,
    without = [],
    ledger = createLedger(),
    persistedWallets = [],
    prepare,
    wallets = {},
    approval = 'auto',
    logger = createRecordingLogger() as unknown as L,
    solanaAuth = false,
    ...appOptions
  } = options
  // A test reaches every controller at once: no waiting on the on-demand chunk.
  provideLateControllers(lateControllers)
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
    ...wallets.evmWallet,
  })
  const wcWallet = createTestWallet({
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    namespace: 'eip155',
    chains: ['eip155', 'solana'],
    accounts: [{ address: EVM_OTHER, type: 'eoa' }],
    chainId: 1,
    ...wallets.wcWallet,
  })
  const authWallet = createTestWallet({
    id: 'auth',
    name: 'Email',
    type: 'AUTH',
    namespace: 'eip155',
    accounts: [{ address: EVM_ADDRESS, type: 'smartAccount' }],
    chainId: 1,
    ...wallets.authWallet,
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
  const solAuth = createTestWallet({
    id: 'auth',
    name: 'Email',
    type: 'AUTH',
    namespace: 'solana',
    accounts: [{ address: SOL_ADDRESS, type: 'eoa' }],
    chainId: solana.id,
  })
  authWallet.linked.push(solAuth)
  solAuth.linked.push(authWallet)
  const evmWallets = [evmWallet, wcWallet, ...(without.includes('auth') ? [] : [authWallet])]
  const evm = createTestAdapter({ namespace: 'eip155', ledger, wallets: evmWallets, approval })
  const sol = createTestAdapter({
    namespace: 'solana',
    ledger,
    wallets: [solWallet, solWc, ...(solanaAuth ? [solAuth] : [])],
    approval,
  })

  wcWallet.linked.push(solWc)
  solWc.linked.push(wcWallet)
  for (const w of [evmWallet, wcWallet, authWallet, solWallet, solWc])
    w.persisted = persistedWallets.includes(`${w.namespace}/${w.id}`)
  prepare?.({ evmWallet, wcWallet, solWallet })

  let core: AppKitCore | undefined
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
            baseUrl: provider.apiUrl,
            projectId: appOptions.projectId ?? 'test-project',
            sdkType: 'latchkey',
            sdkVersion: 'latchkey-test',
            clock,
            retry: { attempts: 0 },
            getActiveCaipNetworkId: () =>
              core && Chain.state(core.controllers).activeCaipNetwork?.caipNetworkId,
          }),
          analyticsUrl: provider.analyticsUrl,
          walletRegistryUrl: provider.registryUrl,
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
    solAuth,
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
  await Connection.connect(t.ctx, { connectorId, namespace: 'eip155' })
}
