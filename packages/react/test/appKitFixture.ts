import type { SiwxConfig } from '@latchkey/controllers'
import { createMemoryStorage, type KeyValueStorage } from '@latchkey/core'
// The controllers' own test adapter: a real ChainAdapter over an in-memory ledger.
import {
  createLedger,
  createTestAdapter,
  createTestWallet,
  ethereum,
  optimism,
} from '@latchkey/test-fakes'
import { createAppKit, resetAppKit } from '@latchkey/ui'

export const ADDRESS = '0x1111111111111111111111111111111111111111'
export const WALLET_ID = 'io.latchkey.testwallet'

/**
 * createAppKit over the test adapter, with nothing that reaches a network. `walletProvider` is
 * the wallet's own provider object, handed to the host untouched.
 */
export function createTestAppKit({
  walletProvider,
  siwx,
  storage = createMemoryStorage(),
  remembersSite = false,
  syncGate,
}: {
  walletProvider?: object
  siwx?: SiwxConfig
  storage?: KeyValueStorage
  /** The wallet remembers an earlier grant, as an extension does across reloads. */
  remembersSite?: boolean
  /** The wallet answers start-up's session sync only once this settles (a slow extension). */
  syncGate?: Promise<void>
} = {}) {
  const ledger = createLedger()
  ledger.credit('eip155:1', ADDRESS, 5n * 10n ** 18n)
  const wallet = createTestWallet({
    id: WALLET_ID,
    name: 'Test Wallet',
    type: 'ANNOUNCED',
    namespace: 'eip155',
    accounts: [{ address: ADDRESS, type: 'eoa' }],
    chainId: 1,
    rdns: WALLET_ID,
    ...(walletProvider ? { provider: walletProvider } : {}),
  })
  wallet.persisted = remembersSite
  const adapter = createTestAdapter({ namespace: 'eip155', ledger, wallets: [wallet] })
  if (syncGate) {
    const sync = adapter.syncConnection.bind(adapter)
    adapter.syncConnection = async (parameters) => {
      await syncGate
      return sync(parameters)
    }
  }
  const appKit = createAppKit({
    projectId: 'test-project',
    adapters: [adapter],
    networks: [ethereum, optimism],
    storage,
    features: { analytics: false },
    ...(siwx ? { siwx } : {}),
  })
  return { appKit, wallet, ledger }
}

export { resetAppKit }
