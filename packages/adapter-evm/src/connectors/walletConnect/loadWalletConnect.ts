import { lazyModule } from '@latchkey/core'

/**
 * The session's code (@latchkey/walletconnect), fetched once on the first WalletConnect use; a
 * failed load (a dropped chunk) is tried again on the next. The names used are picked in the
 * import's callback: an app's bundler then keeps only them. A whole-namespace import keeps every
 * export of the module, and in an app whose other adapters already load @latchkey/walletconnect
 * at start-up that put basic mode and every namespace profile into start-up (+5 KB gz).
 */
export const loadWalletConnect = lazyModule(() =>
  import('@latchkey/walletconnect').then(
    ({
      createWalletConnectEip1193,
      createWalletConnectSession,
      joinSharedSession,
      peerWallet,
    }) => ({
      createWalletConnectEip1193,
      createWalletConnectSession,
      joinSharedSession,
      peerWallet,
    }),
  ),
).load
