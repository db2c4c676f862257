import {
  createLedger,
  createTestAdapter,
  createTestWallet,
  EVM_ADDRESS,
  type Ledger,
  type TestWalletOptions,
} from '@latchkey/test-fakes'

export const ADDRESS = EVM_ADDRESS

/** The browser wallet the views connect: announced, installed, with an icon of its own. */
export const DEV_WALLET: TestWalletOptions = {
  id: 'dev.latchkey.wallet',
  name: 'Dev Wallet',
  type: 'ANNOUNCED',
  namespace: 'eip155',
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  chainId: 1,
  rdns: 'dev.latchkey.wallet',
  installed: true,
  imageUrl: 'data:image/png;base64,iVBORw0KGgo=',
}

/** A phone wallet reached over WalletConnect, on the same account. */
export const PHONE_WALLET: TestWalletOptions = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  namespace: 'eip155',
  chains: ['eip155'],
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  chainId: 1,
}

/** The dev wallet's connector, as the Connect view lists it. */
export const INJECTED = createTestWallet(DEV_WALLET).connector()

/** Gives the account the Ether the views show as 1.234 ETH. */
export function fundAccount(ledger: Ledger) {
  ledger.credit('eip155:1', ADDRESS, 1_234_560_000_000_000_000n)
}

/** The one test adapter with the dev and phone wallets, whose connects wait for `approve()`. */
export function createDevAdapter() {
  const ledger = createLedger()
  fundAccount(ledger)
  return createTestAdapter({
    namespace: 'eip155',
    ledger,
    wallets: [createTestWallet(DEV_WALLET), createTestWallet(PHONE_WALLET)],
    approval: 'manual',
  })
}
