import { lazyModule } from '@latchkey/core'

/**
 * The session's code (@latchkey/walletconnect), fetched once on the first WalletConnect use; a
 * failed load (a dropped chunk) is tried again on the next.
 */
export const loadWalletConnect = lazyModule(() => import('@latchkey/walletconnect')).load
