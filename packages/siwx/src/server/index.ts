// @latchkey/siwx/server: what a Node host runs to check sign-ins (SPEC §4 Sign-in).
export { bitcoinVerifier } from '../verify/bitcoinVerifier'
export { type EvmVerifierParameters, evmVerifier } from '../verify/evmVerifier'
export type { SiwxVerifier } from '../verify/SiwxVerifier'
export {
  type VerifyEd25519StrictParameters,
  verifyEd25519Strict,
} from '../verify/solana/verifyEd25519Strict'
export { solanaVerifier } from '../verify/solanaVerifier'
export {
  createSessionVerifier,
  type SessionVerifierOptions,
  type VerifiedSession,
} from './createSessionVerifier'
export { createSiwxHttpHandler, type SiwxHttpHandlerOptions } from './createSiwxHttpHandler'
export { createMemoryNonceStore, type MemoryNonceStoreOptions, type NonceStore } from './nonceStore'
export * from './SiwxVerificationError'
export { sessionFromBody } from './sessionBody'
