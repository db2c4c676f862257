// Checks for URLs that come from data (the wallet registry, a wallet's announcement, a provider's
// answer) before anything renders or opens them: one rule for the modal, headless and adapters.
export * from './pairingLinks'
export * from './parseAbsoluteUrl'
export * from './safeDeepLink'
export * from './safeImageUrl'
export * from './safeLinkUrl'
