// The one test adapter and test core that every package's tests share (STYLE.md: one fake per seam).

export { createTestAdapter, type TestAdapter, type TestAdapterOptions } from './createTestAdapter'
export {
  connectEvm,
  createRecordingLogger,
  createTestCore,
  DESKTOP,
  EVM_ADDRESS,
  EVM_OTHER,
  EVM_RECEIVER,
  LUSD,
  SOL_ADDRESS,
  SOL_RECEIVER,
  START,
  settle,
  type TestCore,
  type TestCoreOptions,
  type TestCoreWallets,
  type TestLogger,
  type TestProvider,
} from './createTestCore'
export { digest, testSignature } from './digest'
export {
  createLedger,
  InsufficientFundsError,
  type Ledger,
  type LedgerToken,
  type LedgerTransfer,
} from './ledger'
export * from './networks'
export {
  createTestWallet,
  type TestWallet,
  type TestWalletOptions,
  type WalletStep,
} from './testWallet'
export { createWalletRegistry, createWebStorage, type WalletRegistryFake } from './walletRegistry'
